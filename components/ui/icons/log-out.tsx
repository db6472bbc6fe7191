import { LogOut } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function LogOutIcon(props: IconProps) {
  return decorative(LogOut, props);
}
