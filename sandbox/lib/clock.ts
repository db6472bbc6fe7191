/**
 * The sandbox clock: real time plus an offset a test can move forward (POST /__sandbox/clock), so a deposit's
 * approval delay, a withdrawal's confirmation window or a period can pass without waiting. Member-centre code reads
 * the time here; a reset puts the offset back to zero.
 */
export interface Clock {
  now(): number;
  /** Moves the clock forward by ms (never backwards). */
  advance(ms: number): void;
  reset(): void;
  offset(): number;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      if (Number.isFinite(ms) && ms > 0) offset += ms;
    },
    reset: () => {
      offset = 0;
    },
    offset: () => offset,
  };
}
