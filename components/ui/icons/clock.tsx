import { Clock } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ClockIcon(props: IconProps) {
  return decorative(Clock, props);
}
