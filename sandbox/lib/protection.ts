/**
 * Player protection's rules, in one place for every route that must obey them: login (exclusion), deposits
 * (deposit limits), launches and bets (exclusion, loss and play-time limits), and the member's own settings.
 *
 * Time: limits, pending raises and exclusions follow the sandbox clock (a test moves it to let a raise apply or an
 * exclusion end); deposit orders are stamped with it too. Bets and launches are stamped in real time (the lottery draws
 * run in real time), so the loss and play-time windows count back from real time.
 */
import {
  amountDecimals, DEPOSIT_LIMIT_KINDS, EXCLUSION_PERIOD_MS, hasAtMostDecimals, LIMIT_AMOUNT_MAX, LIMIT_KINDS, LIMIT_RAISE_DELAY_MS, LIMIT_WINDOW_HOURS, PLAY_IDLE_GAP_MS,
  ProtectionErrorCode, type ExclusionDto, type ExclusionPeriod, type LimitDto, type LimitKind, type PlaySessionDto,
  type ProtectionConfigDto, type ProtectionDto, type ProtectionRefusalDto,
} from '@site/platform-contract';
import type { Deps } from './context';
import { ApiError } from './envelope';
import { toMajor, toMinor } from './wallet';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Deposit orders that count against a limit: new, pending and approved (not cancelled, rejected or expired). */
const COUNTED_DEPOSIT_STATUSES = '2, 4, 5';

interface LimitRow {
  kind: LimitKind;
  amount: number | null;
  has_pending: number;
  pending_amount: number | null;
  applies_at: number | null;
}

interface ConfigRow {
  deposit_limits: number;
  loss_limit: number;
  time_limit: number;
  reality_check: number;
  exclusion: number;
  reality_default: number | null;
  require_deposit_limit: number;
  help_orgs: string;
  minimum_age: number;
}

interface MemberProtectionRow {
  reality_minutes: number | null;
  exclusion_period: ExclusionPeriod | null;
  excluded_until: number | null;
}

const isMoney = (kind: LimitKind) => kind !== 'timeDay';

/**
 * A money limit as a request gives it (major units): positive, at most LIMIT_AMOUNT_MAX and no more decimals than the
 * merchant's currency has (contract/money.ts) → minor units; else null.
 */
export function limitAmountMinor(value: unknown, currencyCode: string): number | null {
  if (typeof value !== 'number' || !(value > 0 && value <= LIMIT_AMOUNT_MAX) || !hasAtMostDecimals(value, amountDecimals(currencyCode))) return null;
  return toMinor(value);
}
/** A limit's amount as the contract shows it: major units for money, minutes for time. */
const shown = (kind: LimitKind, value: number) => (isMoney(kind) ? toMajor(value) : value);

export function createProtection(deps: Deps) {
  const { db, clock } = deps;
  const configRow = db.prepare(
    `SELECT p.*, m.minimum_age FROM merchant_protection p JOIN merchants m ON m.code = p.merchant_code WHERE p.merchant_code = ?`,
  );
  const limitRows = db.prepare('SELECT kind, amount, has_pending, pending_amount, applies_at FROM member_limits WHERE member_id = ?');
  const applyDue = db.prepare(
    `UPDATE member_limits SET amount = pending_amount, has_pending = 0, pending_amount = NULL, applies_at = NULL, updated_at = ?
     WHERE member_id = ? AND has_pending = 1 AND applies_at <= ?`,
  );
  const upsertLimit = db.prepare(
    `INSERT INTO member_limits (member_id, kind, amount, has_pending, pending_amount, applies_at, updated_at)
     VALUES (@member, @kind, @amount, @hasPending, @pending, @appliesAt, @now)
     ON CONFLICT (member_id, kind) DO UPDATE SET amount = @amount, has_pending = @hasPending, pending_amount = @pending,
       applies_at = @appliesAt, updated_at = @now`,
  );
  const memberRow = db.prepare('SELECT reality_minutes, exclusion_period, excluded_until FROM member_protection WHERE member_id = ?');
  const setReality = db.prepare(
    `INSERT INTO member_protection (member_id, reality_minutes) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes`,
  );
  const setExclusion = db.prepare(
    `INSERT INTO member_protection (member_id, reality_minutes, exclusion_period, excluded_until, excluded_at) VALUES (@member, @reality, @period, @until, @now)
     ON CONFLICT (member_id) DO UPDATE SET exclusion_period = @period, excluded_until = @until, excluded_at = @now`,
  );
  const revokeAll = db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ? AND revoked = 0');
  const depositsSince = db
    .prepare(`SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders WHERE member_id = ? AND created_at > ? AND status IN (${COUNTED_DEPOSIT_STATUSES})`)
    .pluck();
  // An open bet (a lottery ticket not drawn yet) counts its whole stake as lost until its draw pays it.
  const netLossSince = db.prepare('SELECT COALESCE(SUM(stake_minor - payout_minor), 0) FROM bets WHERE member_id = ? AND created_at > ?').pluck();
  const playEvents = db
    .prepare(
      `SELECT at FROM (SELECT launched_at AS at FROM game_launches WHERE member_id = @member AND launched_at > @from
       UNION ALL SELECT created_at AS at FROM bets WHERE member_id = @member AND created_at > @from) ORDER BY at`,
    )
    .pluck();
  const sessionStart = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').pluck();
  const sessionTotals = db.prepare(
    'SELECT COALESCE(SUM(stake_minor), 0) AS staked, COALESCE(SUM(payout_minor), 0) AS paid FROM bets WHERE member_id = ? AND created_at >= ?',
  );

  function config(merchantCode: string): ProtectionConfigDto {
    const row = configRow.get(merchantCode) as ConfigRow | undefined;
    if (!row) {
      const none = { depositLimits: false, lossLimit: false, timeLimit: false, realityCheck: false, exclusion: false };
      return { tools: none, realityCheckDefault: null, requireDepositLimit: false, minimumAge: 18, helpOrganisations: [] };
    }
    return {
      tools: {
        depositLimits: row.deposit_limits === 1,
        lossLimit: row.loss_limit === 1,
        timeLimit: row.time_limit === 1,
        realityCheck: row.reality_check === 1,
        exclusion: row.exclusion === 1,
      },
      realityCheckDefault: row.reality_default,
      requireDepositLimit: row.require_deposit_limit === 1,
      minimumAge: row.minimum_age === 21 ? 21 : 18,
      helpOrganisations: JSON.parse(row.help_orgs) as ProtectionConfigDto['helpOrganisations'],
    };
  }

  const toolOf = (kind: LimitKind): keyof ProtectionConfigDto['tools'] =>
    kind === 'lossDay' ? 'lossLimit' : kind === 'timeDay' ? 'timeLimit' : 'depositLimits';

  /** The member's limits by kind, after applying every raise whose time has come. */
  function limitsOf(memberId: number): Map<LimitKind, LimitRow> {
    applyDue.run(clock.now(), memberId, clock.now());
    return new Map((limitRows.all(memberId) as LimitRow[]).map((r) => [r.kind, r]));
  }

  /** What a limit's window has counted: minor units deposited or lost, or whole minutes played. */
  function used(memberId: number, kind: LimitKind): number {
    const windowMs = LIMIT_WINDOW_HOURS[kind] * HOUR;
    if (kind === 'lossDay') return Math.max(0, netLossSince.get(memberId, Date.now() - windowMs) as number);
    if (kind === 'timeDay') return Math.floor(playedMs(memberId, Date.now() - windowMs) / MINUTE);
    return depositsSince.get(memberId, clock.now() - windowMs) as number;
  }

  /** Play time: the gaps between a member's launches and bets that are short enough to be one sitting. */
  function playedMs(memberId: number, from: number): number {
    const events = playEvents.all({ member: memberId, from }) as number[];
    let total = 0;
    for (let i = 1; i < events.length; i++) {
      const gap = events[i]! - events[i - 1]!;
      if (gap <= PLAY_IDLE_GAP_MS) total += gap;
    }
    return total;
  }

  function limitDto(memberId: number, kind: LimitKind, row: LimitRow | undefined): LimitDto {
    const amount = row?.amount ?? null;
    const count = used(memberId, kind);
    return {
      kind,
      amount: amount === null ? null : shown(kind, amount),
      used: shown(kind, count),
      remaining: amount === null ? null : shown(kind, Math.max(0, amount - count)),
      pending:
        row && row.has_pending === 1
          ? { amount: row.pending_amount === null ? null : shown(kind, row.pending_amount), appliesAt: new Date(row.applies_at!).toISOString() }
          : null,
    };
  }

  function realityMinutes(memberId: number, merchantCode: string): number | null {
    const row = memberRow.get(memberId) as MemberProtectionRow | undefined;
    return row ? row.reality_minutes : config(merchantCode).realityCheckDefault;
  }

  function session(memberId: number, tokenHash: string): PlaySessionDto {
    const startedAt = (sessionStart.get(tokenHash) as number | undefined) ?? Date.now();
    const totals = sessionTotals.get(memberId, startedAt) as { staked: number; paid: number };
    return {
      startedAt: new Date(startedAt).toISOString(),
      staked: toMajor(totals.staked),
      paidOut: toMajor(totals.paid),
      net: toMajor(totals.paid - totals.staked),
    };
  }

  function state(memberId: number, merchantCode: string, tokenHash: string): ProtectionDto {
    const { tools, helpOrganisations } = config(merchantCode);
    const rows = limitsOf(memberId);
    return {
      limits: LIMIT_KINDS.filter((k) => tools[toolOf(k)]).map((k) => limitDto(memberId, k, rows.get(k))),
      realityCheckMinutes: tools.realityCheck ? realityMinutes(memberId, merchantCode) : null,
      session: session(memberId, tokenHash),
      helpOrganisations,
    };
  }

  /**
   * Sets a limit (value in minor units, or minutes; null removes it). A first limit or a lower one applies at once and
   * drops any waiting raise; a higher one or a removal waits LIMIT_RAISE_DELAY_MS.
   */
  const setLimit = db.transaction((memberId: number, merchantCode: string, kind: LimitKind, value: number | null) => {
    const cfg = config(merchantCode);
    if (!cfg.tools[toolOf(kind)]) throw new ApiError(403, ProtectionErrorCode.TOOL_OFF, 'This limit is not offered here');
    if (value === null && kind === 'depositDay' && cfg.requireDepositLimit) {
      throw new ApiError(409, ProtectionErrorCode.DEPOSIT_LIMIT_REQUIRED, 'This market requires a daily deposit limit');
    }
    const now = clock.now();
    const current = limitsOf(memberId).get(kind)?.amount ?? null;
    const lowers = value !== null && (current === null || value <= current);
    upsertLimit.run({
      member: memberId,
      kind,
      amount: lowers ? value : current,
      hasPending: lowers ? 0 : 1,
      pending: lowers ? null : value,
      appliesAt: lowers ? null : now + LIMIT_RAISE_DELAY_MS,
      now,
    });
  });

  function setRealityCheck(memberId: number, merchantCode: string, minutes: number | null): void {
    if (!config(merchantCode).tools.realityCheck) throw new ApiError(403, ProtectionErrorCode.TOOL_OFF, 'The reality check is not offered here');
    setReality.run(memberId, minutes);
  }

  /** A time-out or self-exclusion from now; every session of the member ends in the same transaction. */
  const exclude = db.transaction((memberId: number, merchantCode: string, period: ExclusionPeriod): ExclusionDto => {
    if (!config(merchantCode).tools.exclusion) throw new ApiError(403, ProtectionErrorCode.TOOL_OFF, 'Time-out is not offered here');
    const now = clock.now();
    const until = period === 'permanent' ? null : now + EXCLUSION_PERIOD_MS[period];
    setExclusion.run({ member: memberId, reality: realityMinutes(memberId, merchantCode), period, until, now });
    revokeAll.run(memberId);
    return { period, until: until === null ? null : new Date(until).toISOString() };
  });

  /** The member's exclusion in force, or null. */
  function exclusionOf(memberId: number): ExclusionDto | null {
    const row = memberRow.get(memberId) as MemberProtectionRow | undefined;
    if (!row?.exclusion_period) return null;
    if (row.excluded_until !== null && row.excluded_until <= clock.now()) return null;
    return { period: row.exclusion_period, until: row.excluded_until === null ? null : new Date(row.excluded_until).toISOString() };
  }

  /** Refuses anything a member in a time-out or self-exclusion asks for (login, deposit, launch, bet). */
  function assertNotExcluded(memberId: number): void {
    const exclusion = exclusionOf(memberId);
    if (exclusion) {
      const when = exclusion.until ? `until ${exclusion.until}` : 'permanently';
      throw new ApiError(403, ProtectionErrorCode.EXCLUDED, `This account is excluded from play ${when}`, exclusion);
    }
  }

  const refusal = (code: string, message: string, value: ProtectionRefusalDto) => new ApiError(409, code, message, value);

  /** A deposit order of `minor` fits every deposit limit in force, or is refused with the tightest one's remainder. */
  function assertDeposit(memberId: number, merchantCode: string, minor: number): void {
    assertNotExcluded(memberId);
    if (!config(merchantCode).tools.depositLimits) return;
    const rows = limitsOf(memberId);
    let tightest: { kind: LimitKind; limit: number; remaining: number } | null = null;
    for (const kind of DEPOSIT_LIMIT_KINDS) {
      const limit = rows.get(kind)?.amount ?? null;
      if (limit === null) continue;
      const remaining = Math.max(0, limit - used(memberId, kind));
      if (!tightest || remaining < tightest.remaining) tightest = { kind, limit, remaining };
    }
    if (tightest && minor > tightest.remaining) {
      throw refusal(ProtectionErrorCode.DEPOSIT_LIMIT, 'The deposit is more than the deposit limit leaves', {
        kind: tightest.kind,
        limit: toMajor(tightest.limit),
        remaining: toMajor(tightest.remaining),
      });
    }
  }

  /**
   * A stake of `stakeMinor` (or, at launch, the game's minimum bet) fits the loss and play-time limits; an excluded
   * member is refused outright.
   */
  function assertPlay(memberId: number, merchantCode: string, stakeMinor: number): void {
    assertNotExcluded(memberId);
    const tools = config(merchantCode).tools;
    const rows = limitsOf(memberId);
    const time = tools.timeLimit ? (rows.get('timeDay')?.amount ?? null) : null;
    if (time !== null) {
      const played = used(memberId, 'timeDay');
      if (played >= time) {
        throw refusal(ProtectionErrorCode.TIME_LIMIT, 'The daily play-time limit is reached', { kind: 'timeDay', limit: time, remaining: 0 });
      }
    }
    const loss = tools.lossLimit ? (rows.get('lossDay')?.amount ?? null) : null;
    if (loss !== null) {
      const remaining = Math.max(0, loss - used(memberId, 'lossDay'));
      if (stakeMinor > remaining) {
        throw refusal(ProtectionErrorCode.LOSS_LIMIT, 'The stake is more than the daily loss limit leaves', {
          kind: 'lossDay',
          limit: toMajor(loss),
          remaining: toMajor(remaining),
        });
      }
    }
  }

  return { config, state, session, setLimit, setRealityCheck, exclude, assertNotExcluded, assertDeposit, assertPlay };
}

