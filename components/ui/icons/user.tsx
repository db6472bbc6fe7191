import { User } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function UserIcon(props: IconProps) {
  return decorative(User, props);
}
