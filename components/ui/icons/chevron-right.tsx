import { ChevronRight } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ChevronRightIcon(props: IconProps) {
  return decorative(ChevronRight, props);
}
