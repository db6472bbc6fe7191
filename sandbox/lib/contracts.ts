/**
 * Agent contracts (contract/agent.ts): periods in the merchant's time zone, tiers, and the settlement engine that pays
 * closed periods of accepted contracts.
 *
 * settleContracts(db, merchant, now) looks at every contract of the merchant that was accepted and has periods closed
 * at or before `now` it has not looked at yet (contracts.settled_until; a contract ended since is settled up to its
 * end). The first period is the one the contract was accepted in (its bets from the period's start count). For each
 * closed period with settled bets by the downline's team (the downline and every member under it, any depth) it
 * computes active members, valid bet and profit and loss, picks the highest tier whose thresholds are all met and pays
 * rate % × base (salaries: valid bet; dividend: the team's net loss, when positive), rounded down to minor units, from
 * the upline's main wallet to the downline's: the payout row (status A) and two ledger rows (SALARY or DIVIDEND) in
 * the one transaction. When the upline's main wallet cannot cover it the payout is R (insufficient_funds) and nothing
 * moves. A period without a tier met or with nothing to pay has no row.
 *
 * Idempotent and safe to run from any number of requests at once: the whole run is one IMMEDIATE transaction, a
 * period's row is INSERT OR IGNORE on UNIQUE(contract_id, period_start), and money moves only when that insert did.
 * Run lazily at the start of every agent call and contract-info call, and by POST /__sandbox/clock.
 */
import type { ContractKind, ContractTierDto, PeriodType } from '@site/platform-contract';
import type { Db } from '../db';
import { createWallet, MAIN } from './wallet';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIXED: Partial<Record<PeriodType, number>> = { fiveMinutes: 5 * MINUTE, halfHourly: 30 * MINUTE, hourly: HOUR, daily: DAY };

/** The start of the period of `type` that contains `t`, in a time zone `offsetMinutes` east of GMT. */
export function periodStartOf(type: PeriodType, t: number, offsetMinutes: number): number {
  const off = offsetMinutes * MINUTE;
  const local = t + off;
  const fixed = FIXED[type];
  if (fixed !== undefined) return Math.floor(local / fixed) * fixed - off;
  const day = new Date(Math.floor(local / DAY) * DAY);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  switch (type) {
    case 'weekly':
      return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY - off;
    case 'semimonthly':
      return Date.UTC(y, m, d < 16 ? 1 : 16) - off;
    default:
      return Date.UTC(y, m, 1) - off;
  }
}

/** The start of the period after the one starting at `start` (a period start). */
export function nextPeriodStart(type: PeriodType, start: number, offsetMinutes: number): number {
  const fixed = FIXED[type];
  if (fixed !== undefined) return start + fixed;
  if (type === 'weekly') return start + 7 * DAY;
  // A little past the longest period (31 days) or half-month (16 days) lands in the next one.
  return periodStartOf(type, start + (type === 'semimonthly' ? 17 : 32) * DAY, offsetMinutes);
}

/** A rate in percent (e.g. 0.8) as hundredths of a percent (80); rates have at most 2 decimals. */
export const rateToCp = (rate: number) => Math.round(rate * 100);
export const cpToRate = (cp: number) => cp / 100;

export const parseTiers = (json: string): ContractTierDto[] => JSON.parse(json) as ContractTierDto[];

/** The highest tier whose thresholds are all met, or undefined. Amounts in minor units. */
export function pickTier(
  tiers: ContractTierDto[], figures: { activeMembers: number; validBetMinor: number; netLossMinor: number },
): ContractTierDto | undefined {
  let found: ContractTierDto | undefined;
  for (const t of tiers) {
    const met =
      figures.activeMembers >= t.activeMembers &&
      figures.validBetMinor >= Math.round(t.periodValidBet * 100) &&
      figures.netLossMinor >= Math.round((t.periodNetLoss ?? 0) * 100);
    if (met && (found === undefined || t.rate > found.rate)) found = t;
  }
  return found;
}

/** rate % of base, rounded down to minor units (integer arithmetic: no float drift on large amounts). */
export function payoutMinor(baseMinor: number, rateCp: number): number {
  if (baseMinor <= 0) return 0;
  return Number((BigInt(baseMinor) * BigInt(rateCp)) / 10_000n);
}

export const ledgerKindOf = (kind: ContractKind) => (kind === 'dividend' ? 'DIVIDEND' : 'SALARY');

const KIND_LABEL: Record<ContractKind, string> = {
  dividend: 'Dividend',
  dailySalary: 'Daily salary',
  hourlySalary: 'Hourly salary',
  realtimeSalary: 'Real-time salary',
};

/** "2026-01-05 00:00" in the merchant's time zone. */
function localTime(t: number, offsetMinutes: number): string {
  return new Date(t + offsetMinutes * MINUTE).toISOString().slice(0, 16).replace('T', ' ');
}

function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** The team of `root`: itself and every member under it (recursive over upline links). */
export const TEAM_WITH_ROOT = `team(id) AS (
  SELECT @root UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id
)`;

/** What counts for turnover: the stake of a settled bet, unless the stake came back (a push); as the records do. */
export const VALID_BET_SQL = "CASE WHEN b.payout_minor <> b.stake_minor THEN b.stake_minor ELSE 0 END";

interface ContractRow {
  id: number;
  kind: ContractKind;
  period_type: PeriodType;
  tiers: string;
  status: 'P' | 'A' | 'R';
  upline_id: number;
  downline_id: number;
  ended_at: number | null;
  settled_until: number;
  upline: string;
  downline: string;
}

function prepare(db: Db) {
  return {
    offset: db.prepare('SELECT gmt_offset_minutes FROM merchants WHERE code = ?').pluck(),
    due: db.prepare(
      `SELECT c.id, c.kind, c.period_type, c.tiers, c.status, c.upline_id, c.downline_id, c.ended_at, c.settled_until,
         u.username AS upline, d.username AS downline
       FROM contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id
       WHERE c.merchant_code = ? AND c.settled_until IS NOT NULL
         AND (c.status = 'A' OR (c.status = 'R' AND c.ended_at IS NOT NULL AND c.ended_at > c.settled_until))
       ORDER BY c.id`,
    ),
    betTimes: db.prepare(
      `WITH RECURSIVE ${TEAM_WITH_ROOT}
       SELECT DISTINCT b.settled_at FROM bets b JOIN team t ON t.id = b.member_id
       WHERE b.status = 'settled' AND b.settled_at >= @from AND b.settled_at < @to ORDER BY b.settled_at`,
    ).pluck(),
    figures: db.prepare(
      `WITH RECURSIVE ${TEAM_WITH_ROOT}
       SELECT COUNT(DISTINCT b.member_id) AS active, COALESCE(SUM(${VALID_BET_SQL}), 0) AS valid,
         COALESCE(SUM(b.payout_minor - b.stake_minor), 0) AS result
       FROM bets b JOIN team t ON t.id = b.member_id
       WHERE b.status = 'settled' AND b.settled_at >= @from AND b.settled_at < @to`,
    ),
    insertPayout: db.prepare(
      `INSERT OR IGNORE INTO contract_payouts (contract_id, period_start, period_end, active_members, valid_bet_minor,
         profit_loss_minor, rate_cp, amount_minor, status, reason, paid_at, created_at)
       VALUES (@contract, @start, @end, @active, @valid, @result, @rate, @amount, @status, @reason, @paidAt, @now)`,
    ),
    setSettled: db.prepare('UPDATE contracts SET settled_until = ? WHERE id = ?'),
    wallet: createWallet(db),
  };
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Settles every closed, unsettled period of the merchant's contracts (see above). Answers how many payout rows it wrote. */
export function settleContracts(db: Db, merchantCode: string, now: number): number {
  let s = statements.get(db);
  if (!s) {
    s = prepare(db);
    statements.set(db, s);
  }
  const st = s;
  const offset = (st.offset.get(merchantCode) as number | undefined) ?? 0;
  let written = 0;
  db.transaction(() => {
    for (const c of st.due.all(merchantCode) as ContractRow[]) {
      const limit = c.status === 'A' ? now : Math.min(now, c.ended_at!);
      // The end of the last period closed by `limit` (a period that ends exactly at `limit` is closed).
      const closedUntil = periodStartOf(c.period_type, limit, offset);
      if (closedUntil <= c.settled_until) continue;
      const tiers = parseTiers(c.tiers);
      const times = st.betTimes.all({ root: c.downline_id, from: c.settled_until, to: closedUntil }) as number[];
      const starts = [...new Set(times.map((t) => periodStartOf(c.period_type, t, offset)))];
      for (const start of starts) {
        const end = nextPeriodStart(c.period_type, start, offset);
        const f = st.figures.get({ root: c.downline_id, from: start, to: end }) as { active: number; valid: number; result: number };
        const netLoss = Math.max(0, -f.result);
        const tier = pickTier(tiers, { activeMembers: f.active, validBetMinor: f.valid, netLossMinor: netLoss });
        if (!tier) continue;
        const rateCp = rateToCp(tier.rate);
        const amount = payoutMinor(c.kind === 'dividend' ? netLoss : f.valid, rateCp);
        if (amount <= 0) continue;
        const covered = st.wallet.balanceOf(c.upline_id, MAIN) >= amount;
        const inserted = st.insertPayout.run({
          contract: c.id, start, end, active: f.active, valid: f.valid, result: f.result, rate: rateCp, amount,
          status: covered ? 'A' : 'R', reason: covered ? null : 'insufficient_funds', paidAt: covered ? now : null, now,
        }).changes;
        if (inserted !== 1) continue;
        written += 1;
        if (!covered) continue;
        const label = `${KIND_LABEL[c.kind]} contract #${c.id}, period ${localTime(start, offset)} – ${localTime(end, offset)} (${gmtLabel(offset)})`;
        const kind = ledgerKindOf(c.kind);
        st.wallet.post(c.upline_id, -amount, kind, `${label} to ${c.downline}`, null, now);
        st.wallet.post(c.downline_id, amount, kind, `${label} from ${c.upline}`, null, now);
      }
      st.setSettled.run(closedUntil, c.id);
    }
  }).immediate();
  return written;
}

/** Every merchant's contracts (the clock control moves time for all of them). */
export function settleAllContracts(db: Db, now: number): number {
  const codes = db.prepare('SELECT code FROM merchants ORDER BY code').pluck().all() as string[];
  return codes.reduce((n, code) => n + settleContracts(db, code, now), 0);
}
