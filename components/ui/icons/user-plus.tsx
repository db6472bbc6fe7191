import { UserPlus } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function UserPlusIcon(props: IconProps) {
  return decorative(UserPlus, props);
}
