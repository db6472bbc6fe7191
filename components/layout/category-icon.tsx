import type { GameCategory } from '@/lib/platform/contract';
import {
  CardsIcon,
  FishIcon,
  GamepadIcon,
  LotteryBallIcon,
  SlotsIcon,
  SpadeIcon,
  SportsBallIcon,
  TicketIcon,
} from '@/components/ui/icons';

const ICONS: Record<GameCategory, typeof CardsIcon> = {
  ELOTT: LotteryBallIcon,
  LOTT: TicketIcon,
  LIVE: CardsIcon,
  SPORTS: SportsBallIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: SpadeIcon,
  ESPORTS: GamepadIcon,
};

export function categoryIcon(category: GameCategory): typeof CardsIcon {
  return ICONS[category];
}

/** The decorative icon of a game category (top navigation and sidebar). Names come from the "Nav.categories" messages. */
export function CategoryIcon({ category, className }: { category: GameCategory; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} />;
}
