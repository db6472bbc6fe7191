import { Check } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function CheckIcon(props: IconProps) {
  return decorative(Check, props);
}
