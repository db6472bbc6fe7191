import { LOTTERY_PLAY_TYPES } from '@site/platform-contract/games';
import { LOTTERY_START_PATH, readLotteryLink } from '@/lib/games/lottery-link';

describe('readLotteryLink', () => {
  it('takes a play type lotteries have, with a game', () => {
    for (const playType of LOTTERY_PLAY_TYPES) expect(readLotteryLink({ playType }, true)).toEqual({ playType, gameType: 'LOTT' });
  });

  it('leaves out a play type without a game, or one lotteries do not have', () => {
    expect(readLotteryLink({ playType: 'BIG_SMALL' }, false).playType).toBeNull();
    for (const playType of ['big_small', 'BIG_SMALL ', '', 'toString', '__proto__', ['BIG_SMALL'], 7, undefined]) {
      expect([playType, readLotteryLink({ playType }, true).playType]).toEqual([playType, null]);
    }
  });

  it('is E-Lottery only when asked for exactly, Lottery otherwise', () => {
    expect(readLotteryLink({ gameType: 'ELOTT' }, false).gameType).toBe('ELOTT');
    for (const gameType of ['elott', 'LOTT', ['ELOTT'], 'RNG', undefined]) expect(readLotteryLink({ gameType }, false).gameType).toBe('LOTT');
  });

  it('starts each navigation entry on the lottery page, E-Lottery as E-Lottery', () => {
    expect(LOTTERY_START_PATH).toEqual({ LOTT: '/lottery', ELOTT: '/lottery?gameType=ELOTT' });
  });
});
