import { LOTTERY_PLAY_TYPES, type LotteryPlayType } from '@site/platform-contract/games';

/**
 * A lottery deep link (spec §2: /lottery?gameCode=…&playType=…) read from the query: the play type only with a game,
 * and only one of the play types lotteries have; E-Lottery when the navigation's E-Lottery entry asked for it
 * (gameType=ELOTT). Anything else is left out, so a bad link opens the lobby (or the game at its first play type).
 */
export interface LotteryLink {
  playType: LotteryPlayType | null;
  gameType: 'LOTT' | 'ELOTT';
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function readLotteryLink(query: { playType?: unknown; gameType?: unknown }, hasGame: boolean): LotteryLink {
  const playType = one(query.playType);
  return {
    playType: hasGame && (LOTTERY_PLAY_TYPES as readonly string[]).includes(playType ?? '') ? (playType as LotteryPlayType) : null,
    gameType: one(query.gameType) === 'ELOTT' ? 'ELOTT' : 'LOTT',
  };
}

/**
 * Where the top navigation's E-Lottery and Lottery entries lead (spec §2 "Top navigation": they start the TCG_SEA
 * lottery directly): /lottery, which opens it for a member at once, as E-Lottery or Lottery.
 */
export const LOTTERY_START_PATH: Record<'LOTT' | 'ELOTT', string> = { LOTT: '/lottery', ELOTT: '/lottery?gameType=ELOTT' };
