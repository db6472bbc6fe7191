/**
 * A fixture's place in time at the sandbox clock: when it kicks off (it recurs a week later each time it has been
 * played), whether it is under way, and its score then, read from the minutes at which each side scores. Pure.
 */

const MINUTE = 60_000;
export const WEEK_MS = 7 * 24 * 60 * MINUTE;

/** Whole minutes from kick-off to the second half's start: 45 played, 2 of stoppage time, the 15-minute break. */
const SECOND_HALF_STARTS = 62;
/** How long a match is under way from its kick-off: both halves, their stoppage time and the break. */
export const MATCH_LENGTH_MS = 110 * MINUTE;

/** The kick-off of a fixture seeded at `seeded`: itself until the match has been played, then a week later, and so on. */
export function scheduledKickOff(seeded: number, now: number): number {
  if (now < seeded + MATCH_LENGTH_MS) return seeded;
  return seeded + (Math.floor((now - seeded - MATCH_LENGTH_MS) / WEEK_MS) + 1) * WEEK_MS;
}

/**
 * The minute of play `elapsedMs` after kick-off, as a match clock reads it: 1 to 45 in the first half (45 through its
 * stoppage time and the break), 46 to 90 in the second (90 through its stoppage time).
 */
export function matchMinute(elapsedMs: number): number {
  const elapsed = Math.floor(elapsedMs / MINUTE);
  if (elapsed < 45) return elapsed + 1;
  if (elapsed < SECOND_HALF_STARTS) return 45;
  return Math.min(90, 46 + elapsed - SECOND_HALF_STARTS);
}

/** Goals scored by the minute of play `minute`, of a side scoring at the comma-separated minutes `goals` ("12,67"). */
export function goalsBy(goals: string, minute: number): number {
  return goals.split(',').filter((g) => g.trim() !== '' && Number(g) <= minute).length;
}

export interface MatchState {
  /** The kick-off this week (scheduledKickOff). */
  kickOff: number;
  live: boolean;
  /** While live; null before kick-off. */
  score: { home: number; away: number } | null;
}

/** A fixture at `now`: its kick-off, and its score while under way. */
export function matchState(seededKickOff: number, homeGoals: string, awayGoals: string, now: number): MatchState {
  const kickOff = scheduledKickOff(seededKickOff, now);
  if (now < kickOff) return { kickOff, live: false, score: null };
  const minute = matchMinute(now - kickOff);
  return { kickOff, live: true, score: { home: goalsBy(homeGoals, minute), away: goalsBy(awayGoals, minute) } };
}
