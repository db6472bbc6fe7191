import { ChevronDown } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ChevronDownIcon(props: IconProps) {
  return decorative(ChevronDown, props);
}
