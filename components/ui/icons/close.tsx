import { X } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function CloseIcon(props: IconProps) {
  return decorative(X, props);
}
