import { Flame } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function FlameIcon(props: IconProps) {
  return decorative(Flame, props);
}
