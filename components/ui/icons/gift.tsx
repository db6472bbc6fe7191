import { Gift } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function GiftIcon(props: IconProps) {
  return decorative(Gift, props);
}
