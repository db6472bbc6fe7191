import { PlayingCards } from 'lucide';
import { decorative, type IconProps } from './decorative';

export function CardsIcon(props: IconProps) {
  return decorative(PlayingCards, props);
}
