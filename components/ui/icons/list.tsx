import { List } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ListIcon(props: IconProps) {
  return decorative(List, props);
}
