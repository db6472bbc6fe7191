import { TriangleAlert } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function WarningIcon(props: IconProps) {
  return decorative(TriangleAlert, props);
}
