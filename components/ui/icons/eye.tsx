import { Eye } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function EyeIcon(props: IconProps) {
  return decorative(Eye, props);
}
