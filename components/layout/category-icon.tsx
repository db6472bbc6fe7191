import type { NavKey } from '@/lib/platform/games';
import { CardsIcon } from '@/components/ui/icons/cards';
import { FishIcon } from '@/components/ui/icons/fish';
import { GamepadIcon } from '@/components/ui/icons/gamepad';
import { LotteryBallIcon } from '@/components/ui/icons/drawn';
import { SlotsIcon } from '@/components/ui/icons/slots';
import { SpadeIcon } from '@/components/ui/icons/spade';
import { SportsBallIcon } from '@/components/ui/icons/sports-ball';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { TrophyIcon } from '@/components/ui/icons/trophy';

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
