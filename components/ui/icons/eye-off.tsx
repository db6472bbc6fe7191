import { EyeOff } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function EyeOffIcon(props: IconProps) {
  return decorative(EyeOff, props);
}
