import { ChevronLeft } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ChevronLeftIcon(props: IconProps) {
  return decorative(ChevronLeft, props);
}
