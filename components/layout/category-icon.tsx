import type { NavKey } from '@/lib/platform/games';
import {
  CardsIcon,
  FishIcon,
  GamepadIcon,
  LotteryBallIcon,
  SlotsIcon,
  SpadeIcon,
  SportsBallIcon,
  TicketIcon,
  TrophyIcon,
} from '@/components/ui/icons';

const ICONS: Record<NavKey, typeof CardsIcon> = {
  ELOTT: LotteryBallIcon,
  LOTT: TicketIcon,
  VNLOTT: TrophyIcon,
  LIVE: CardsIcon,
  SPORTS: SportsBallIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: SpadeIcon,
  ESPORTS: GamepadIcon,
};

export function categoryIcon(category: NavKey): typeof CardsIcon {
  return ICONS[category];
}

/** The decorative icon of a game category (top navigation and sidebar). Names come from the "Nav.categories" messages. */
export function CategoryIcon({ category, className }: { category: NavKey; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} />;
}
