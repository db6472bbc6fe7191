import { LayoutGrid } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function GridIcon(props: IconProps) {
  return decorative(LayoutGrid, props);
}
