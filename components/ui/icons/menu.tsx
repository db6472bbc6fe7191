import { Menu } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function MenuIcon(props: IconProps) {
  return decorative(Menu, props);
}
