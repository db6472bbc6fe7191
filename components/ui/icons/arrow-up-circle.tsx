import { CircleArrowUp } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ArrowUpCircleIcon(props: IconProps) {
  return decorative(CircleArrowUp, props);
}
