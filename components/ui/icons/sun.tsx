import { Sun } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function SunIcon(props: IconProps) {
  return decorative(Sun, props);
}
