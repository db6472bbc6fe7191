import { CircleArrowDown } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function ArrowDownCircleIcon(props: IconProps) {
  return decorative(CircleArrowDown, props);
}
