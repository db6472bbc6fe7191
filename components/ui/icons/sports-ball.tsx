import { Volleyball } from 'lucide';
import { decorative, type IconProps } from './decorative';

/** Sports: Lucide has no football; its volleyball is the ball it has. */
export function SportsBallIcon(props: IconProps) {
  return decorative(Volleyball, props);
}
