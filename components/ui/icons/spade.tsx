import { Spade } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function SpadeIcon(props: IconProps) {
  return decorative(Spade, props);
}
