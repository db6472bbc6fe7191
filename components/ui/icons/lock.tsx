import { Lock } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function LockIcon(props: IconProps) {
  return decorative(Lock, props);
}
