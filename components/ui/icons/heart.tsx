import { Heart } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function HeartIcon(props: IconProps) {
  return decorative(Heart, props);
}
