/**
 * The withdrawal turnover: before a deposit may be withdrawn it is to be played through. Each approved
 * deposit (its DEPOSIT ledger row) asks its amount × the merchant's multiplier in bets; every settled bet's valid stake
 * (a push counts nothing: VALID_BET_SQL) pays off what is asked, in time order, and a bet placed while nothing is asked
 * builds no credit for later deposits. What is still asked is the turnover required; the money not yet played through
 * (required ÷ multiplier) is held back from withdrawal. Read in the caller's transaction, so a withdrawal's check and
 * its ledger row are one step.
 */
import type { Db } from '../db';
import { VALID_BET_SQL } from './contracts';

export interface Turnover {
  /** Bets still to place, minor units. */
  requiredMinor: number;
  /** The part of the main balance held back until then, minor units. */
  heldMinor: number;
}

export function createTurnover(db: Db): (memberId: number, multiplierPct: number) => Turnover {
  // Deposits by when they were credited, bets by when they were placed; a deposit first when both fall on one instant.
  const events = db.prepare(
    `SELECT at, asked, played FROM (
       SELECT created_at AS at, amount_minor AS asked, 0 AS played, 0 AS ord FROM wallet_ledger WHERE member_id = @member AND kind = 'DEPOSIT'
       UNION ALL
       SELECT b.created_at AS at, 0 AS asked, ${VALID_BET_SQL} AS played, 1 AS ord FROM bets b WHERE b.member_id = @member AND b.status = 'settled'
     ) ORDER BY at, ord`,
  );
  return (memberId, multiplierPct) => {
    let required = 0;
    for (const e of events.iterate({ member: memberId }) as Iterable<{ at: number; asked: number; played: number }>) {
      required = e.asked > 0 ? required + Math.round((e.asked * multiplierPct) / 100) : Math.max(0, required - e.played);
    }
    const held = multiplierPct > 0 ? Math.ceil((required * 100) / multiplierPct) : 0;
    return { requiredMinor: required, heldMinor: held };
  };
}
