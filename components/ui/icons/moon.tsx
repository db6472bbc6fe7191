import { Moon } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function MoonIcon(props: IconProps) {
  return decorative(Moon, props);
}
