import { Trophy } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function TrophyIcon(props: IconProps) {
  return decorative(Trophy, props);
}
