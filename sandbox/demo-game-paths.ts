/**
 * The sandbox's own playable demo games (the "vendor" SBX behind every launch URL the sandbox hands out), served by the
 * sandbox to the game iframe, whose pages call it themselves. Not part of the platform contract (platform-contract/):
 * the site never calls these, and a real platform's vendors serve their own games.
 */
export const DemoGamePath = {
  /** GET ?ticket=. The slot's HTML page. */
  SLOT: '/play/slot',
  /** GET ?ticket=. The lottery draw's HTML page. */
  LOTTERY: '/play/lottery',
  /** POST { ticket, stake, requestId }. Value SpinResultDto. Refusals: balance_not_enough, invalid_stake, ticket_invalid. */
  SPIN: '/play/api/spin',
  /** POST { ticket, numbers: number[] (3 distinct, 0–9), stake, requestId }. Value LotteryTicketDto. */
  LOTTERY_BUY: '/play/api/lottery/tickets',
  /** GET ?ticket=. Value { balance, tickets: LotteryTicketDto[], nextDrawAt, lastDraw: DrawDto | null }. */
  LOTTERY_STATE: '/play/api/lottery/state',
  /** GET ?ticket=. The slot in fun mode: play money, marked FUN (a fun launch's ticket). */
  FUN_SLOT: '/play/fun/slot',
  /** POST { ticket, stake, requestId }. Value SpinResultDto (balance: play money; betId 0: no bet is recorded). */
  FUN_SPIN: '/play/api/fun/spin',
} as const;
