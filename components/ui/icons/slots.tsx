import { Cherry } from 'lucide';
import { decorative, type IconProps } from './decorative';

/** Slots: the cherry of a slot machine's reels. */
export function SlotsIcon(props: IconProps) {
  return decorative(Cherry, props);
}
