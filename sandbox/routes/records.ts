/**
 * The member centre's records calls (RecordsPath): betting record, account record, profit and loss, bonus
 * details. Read-only reports over the member's own rows (bets, lottery_tickets, wallet_ledger), each over a range of
 * at most RECORD_MAX_DAYS, newest first, with totals over the whole range. A trial account is refused.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  BET_TAB_ORDER, BONUS_KINDS, ErrorCode, GAME_LIST_TYPES, LedgerKind, RECORD_MAX_DAYS, RecordsPath,
  type BetCategory, type BetRecordDto, type BetRecordsDto, type BetTabDto, type BetTabsDto, type BonusDto, type BonusesDto,
  type BonusKind, type DailyProfitDto, type ProfitDto, type ProfitTotalsDto, type TransactionDto, type TransactionsDto,
} from '@site/platform-contract';
import { TRIAL_TYPE } from '../lib/accounts';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ApiError, ok } from '../lib/envelope';
import { limitOffset, paged, readPage, readRange } from '../lib/paging';
import { optionalString, readJsonObject, requireOneOf, type Json } from '../lib/validate';
import { toMajor } from '../lib/wallet';

const DAY_MS = 24 * 60 * 60 * 1000;
const LEDGER_KINDS = Object.values(LedgerKind);

/** Order numbers: B… for a bet (its stake and payout rows carry it too), T… for any other movement. */
const betOrderNo = (id: number) => `B${String(id).padStart(10, '0')}`;
const ledgerOrderNo = (id: number, betId: number | null) => (betId === null ? `T${String(id).padStart(10, '0')}` : betOrderNo(betId));

const optionalOneOf = <T extends string>(body: Json, key: string, allowed: readonly T[]): T | undefined =>
  body[key] === undefined || body[key] === null ? undefined : requireOneOf(body, key, allowed);

/** What a bet counts for turnover: its stake once settled, unless the stake came back (a push). */
const VALID_BET = "CASE WHEN b.status = 'settled' AND b.payout_minor <> b.stake_minor THEN b.stake_minor ELSE 0 END";
const SETTLED_WIN = "CASE WHEN b.status = 'settled' THEN b.payout_minor ELSE 0 END";
const SETTLED_RESULT = "CASE WHEN b.status = 'settled' THEN b.payout_minor - b.stake_minor ELSE 0 END";
const BET_FILTER = `b.member_id = @member AND g.game_type = @category AND (@vendor IS NULL OR b.vendor = @vendor)
  AND b.created_at BETWEEN @from AND @to`;

interface BetRow {
  id: number;
  created_at: number;
  vendor: string;
  game_name: string;
  stake_minor: number;
  payout_minor: number;
  valid_minor: number;
  status: 'open' | 'settled';
  numbers: string | null;
  ticket_status: 'open' | 'won' | 'lost' | null;
  draw_no: string | null;
  draw_numbers: string | null;
}

interface LedgerRow {
  id: number;
  kind: string;
  amount_minor: number;
  remark: string | null;
  created_at: number;
  bet_id: number | null;
}

const digits = (text: string) => text.split(',').map(Number);

function betDto(r: BetRow): BetRecordDto {
  const settled = r.status === 'settled';
  return {
    orderNo: betOrderNo(r.id),
    betTime: r.created_at,
    vendor: r.vendor,
    gameName: r.game_name,
    betAmount: toMajor(r.stake_minor),
    validBet: toMajor(r.valid_minor),
    winAmount: settled ? toMajor(r.payout_minor) : 0,
    profitLoss: settled ? toMajor(r.payout_minor - r.stake_minor) : null,
    status: r.status,
    lottery:
      r.numbers === null || r.ticket_status === null
        ? null
        : {
            drawNo: r.draw_no,
            numbers: digits(r.numbers),
            drawNumbers: r.draw_numbers === null ? null : digits(r.draw_numbers),
            status: r.ticket_status,
          },
  };
}

const ZERO_DAY: Omit<DailyProfitDto, 'day'> = {
  deposit: 0, withdraw: 0, betAmount: 0, validBet: 0, winAmount: 0, rebate: 0, promotion: 0, invitationBonus: 0, profitLoss: 0,
};

export function registerRecordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const player: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get('member').type === TRIAL_TYPE) throw new ApiError(403, ErrorCode.TRIAL_ACCOUNT, 'Register a real account first');
    await next();
  };
  const report = (path: string, handler: (c: Context<AppEnv>, body: Json, memberId: number) => unknown) =>
    app.post(path, merchant, member, player, async (c) => ok(c, handler(c, await readJsonObject(c, true), c.get('member').id)));

  // ——— betting record

  const vendorsOf = db.prepare('SELECT category, vassalage, name FROM vendors WHERE merchant_code = ? ORDER BY sort, vassalage');
  report(RecordsPath.BET_TABS, (c) => {
    const rows = vendorsOf.all(c.get('merchant').code) as { category: BetCategory; vassalage: string; name: string }[];
    const tabs: BetTabDto[] = BET_TAB_ORDER.map((category) => ({
      category,
      vendors: rows.filter((r) => r.category === category).map((r) => ({ vassalage: r.vassalage, name: r.name })),
    })).filter((t) => t.vendors.length > 0);
    return { tabs } satisfies BetTabsDto;
  });

  const betPage = db.prepare(
    `SELECT b.id, b.created_at, b.vendor, g.game_name, b.stake_minor, b.payout_minor, b.status, ${VALID_BET} AS valid_minor,
       t.numbers, t.status AS ticket_status, d.draw_no, d.numbers AS draw_numbers
     FROM bets b JOIN games g ON g.node_id = b.node_id
     LEFT JOIN lottery_tickets t ON t.bet_id = b.id LEFT JOIN lottery_draws d ON d.id = t.draw_id
     WHERE ${BET_FILTER}
     ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
  );
  const betTotals = db.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.stake_minor), 0) AS bet, COALESCE(SUM(${VALID_BET}), 0) AS valid,
       COALESCE(SUM(${SETTLED_WIN}), 0) AS win, COALESCE(SUM(${SETTLED_RESULT}), 0) AS result
     FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${BET_FILTER}`,
  );
  report(RecordsPath.BETS, (_c, body, memberId): BetRecordsDto => {
    const range = readRange(body, RECORD_MAX_DAYS);
    const page = readPage(body);
    const category = requireOneOf(body, 'category', GAME_LIST_TYPES);
    const vendor = optionalString(body, 'vendor', { max: 40, pattern: /^[A-Za-z0-9_-]+$/ }) ?? null;
    const [limit, offset] = limitOffset(page);
    const params = { member: memberId, category, vendor, ...range };
    const t = betTotals.get(params) as { count: number; bet: number; valid: number; win: number; result: number };
    const list = (betPage.all({ ...params, limit, offset }) as BetRow[]).map(betDto);
    return paged(list, t.count, page, {
      count: t.count, betAmount: toMajor(t.bet), validBet: toMajor(t.valid), winAmount: toMajor(t.win), profitLoss: toMajor(t.result),
    });
  });

  // ——— account record

  const LEDGER_FILTER = 'created_at BETWEEN @from AND @to AND (@kind IS NULL OR kind = @kind)';
  // The balance after each movement: a running sum over every row of the member in time order, then the page.
  const transactionPage = db.prepare(
    `WITH running AS (
       SELECT id, kind, amount_minor, remark, created_at, bet_id,
         SUM(amount_minor) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS balance_after
       FROM wallet_ledger WHERE member_id = @member
     )
     SELECT * FROM running WHERE ${LEDGER_FILTER} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const transactionTotals = db.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(MAX(amount_minor, 0)), 0) AS credit, COALESCE(SUM(MIN(amount_minor, 0)), 0) AS debit
     FROM wallet_ledger WHERE member_id = @member AND ${LEDGER_FILTER}`,
  );
  report(RecordsPath.TRANSACTIONS, (_c, body, memberId): TransactionsDto => {
    const range = readRange(body, RECORD_MAX_DAYS);
    const page = readPage(body);
    const kind = optionalOneOf(body, 'kind', LEDGER_KINDS) ?? null;
    const [limit, offset] = limitOffset(page);
    const params = { member: memberId, kind, ...range };
    const t = transactionTotals.get(params) as { count: number; credit: number; debit: number };
    const list = (transactionPage.all({ ...params, limit, offset }) as (LedgerRow & { balance_after: number })[]).map(
      (r): TransactionDto => ({
        orderNo: ledgerOrderNo(r.id, r.bet_id),
        kind: r.kind,
        time: r.created_at,
        amount: toMajor(r.amount_minor),
        balanceAfter: toMajor(r.balance_after),
        remark: r.remark,
      }),
    );
    return paged(list, t.count, page, { count: t.count, credit: toMajor(t.credit), debit: toMajor(t.debit) });
  });

  // ——— profit and loss

  // Days are 24-hour periods from `from` (the caller's local midnight). A category's figures count its bets and the
  // rebates paid on it; the "All" figures count every bet and movement.
  const profitDays = db.prepare(
    `WITH bet_days AS (
       SELECT CAST((b.created_at - @from) / ${DAY_MS} AS INTEGER) AS day, SUM(b.stake_minor) AS bet, SUM(${VALID_BET}) AS valid,
         SUM(${SETTLED_WIN}) AS win, SUM(${SETTLED_RESULT}) AS result
       FROM bets b JOIN games g ON g.node_id = b.node_id
       WHERE b.member_id = @member AND b.created_at BETWEEN @from AND @to AND (@category IS NULL OR g.game_type = @category)
       GROUP BY 1
     ),
     ledger_days AS (
       SELECT CAST((w.created_at - @from) / ${DAY_MS} AS INTEGER) AS day,
         SUM(CASE WHEN w.kind = 'DEPOSIT' THEN w.amount_minor ELSE 0 END) AS deposit,
         -SUM(CASE WHEN w.kind IN ('WITHDRAW', 'WITHDRAW_REFUND') THEN w.amount_minor ELSE 0 END) AS withdraw,
         SUM(CASE WHEN w.kind = 'REBATE' THEN w.amount_minor ELSE 0 END) AS rebate,
         SUM(CASE WHEN w.kind = 'BONUS' THEN w.amount_minor ELSE 0 END) AS promotion,
         SUM(CASE WHEN w.kind = 'REFERRAL' THEN w.amount_minor ELSE 0 END) AS invitation
       FROM wallet_ledger w LEFT JOIN rebate_details r ON r.ledger_id = w.id
       WHERE w.member_id = @member AND w.created_at BETWEEN @from AND @to
         AND w.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'REBATE', 'BONUS', 'REFERRAL')
         AND (@category IS NULL OR (w.kind = 'REBATE' AND r.category = @category))
       GROUP BY 1
     ),
     days AS (SELECT day FROM bet_days UNION SELECT day FROM ledger_days)
     SELECT d.day, COALESCE(l.deposit, 0) AS deposit, COALESCE(l.withdraw, 0) AS withdraw, COALESCE(b.bet, 0) AS bet,
       COALESCE(b.valid, 0) AS valid, COALESCE(b.win, 0) AS win, COALESCE(b.result, 0) AS result,
       COALESCE(l.rebate, 0) AS rebate, COALESCE(l.promotion, 0) AS promotion, COALESCE(l.invitation, 0) AS invitation
     FROM days d LEFT JOIN bet_days b ON b.day = d.day LEFT JOIN ledger_days l ON l.day = d.day
     ORDER BY d.day DESC`,
  );
  report(RecordsPath.PROFIT, (_c, body, memberId): ProfitDto => {
    const range = readRange(body, RECORD_MAX_DAYS);
    const page = readPage(body);
    const category = optionalOneOf(body, 'category', GAME_LIST_TYPES) ?? null;
    type DayRow = { day: number; deposit: number; withdraw: number; bet: number; valid: number; win: number; result: number; rebate: number; promotion: number; invitation: number };
    const rows = profitDays.all({ member: memberId, category, ...range }) as DayRow[];
    const days = rows.map((r): DailyProfitDto => ({
      day: range.from + r.day * DAY_MS,
      deposit: toMajor(r.deposit),
      withdraw: toMajor(r.withdraw),
      betAmount: toMajor(r.bet),
      validBet: toMajor(r.valid),
      winAmount: toMajor(r.win),
      rebate: toMajor(r.rebate),
      promotion: toMajor(r.promotion),
      invitationBonus: toMajor(r.invitation),
      profitLoss: toMajor(r.result + r.rebate + r.promotion + r.invitation),
    }));
    // Totals from the minor units, so they equal the rows' sum to the cent.
    const sum = (pick: (r: DayRow) => number) => toMajor(rows.reduce((n, r) => n + pick(r), 0));
    const footer: ProfitTotalsDto = rows.length === 0 ? ZERO_DAY : {
      deposit: sum((r) => r.deposit),
      withdraw: sum((r) => r.withdraw),
      betAmount: sum((r) => r.bet),
      validBet: sum((r) => r.valid),
      winAmount: sum((r) => r.win),
      rebate: sum((r) => r.rebate),
      promotion: sum((r) => r.promotion),
      invitationBonus: sum((r) => r.invitation),
      profitLoss: sum((r) => r.result + r.rebate + r.promotion + r.invitation),
    };
    const [limit, offset] = limitOffset(page);
    return paged(days.slice(offset, offset + limit), days.length, page, footer);
  });

  // ——— bonus details

  const BONUS_FILTER = `w.member_id = @member AND w.kind IN ('BONUS', 'REBATE', 'REFERRAL') AND (@kind IS NULL OR w.kind = @kind)
    AND w.created_at BETWEEN @from AND @to`;
  const bonusPage = db.prepare(
    `SELECT w.id, w.kind, w.amount_minor, w.remark, w.created_at, w.bet_id, r.category, r.rate_bp, r.valid_bet_minor
     FROM wallet_ledger w LEFT JOIN rebate_details r ON r.ledger_id = w.id
     WHERE ${BONUS_FILTER} ORDER BY w.created_at DESC, w.id DESC LIMIT @limit OFFSET @offset`,
  );
  const bonusTotals = db.prepare(
    `SELECT COUNT(*) AS count,
       COALESCE(SUM(CASE WHEN w.kind = 'BONUS' THEN w.amount_minor END), 0) AS bonus,
       COALESCE(SUM(CASE WHEN w.kind = 'REBATE' THEN w.amount_minor END), 0) AS rebate,
       COALESCE(SUM(CASE WHEN w.kind = 'REFERRAL' THEN w.amount_minor END), 0) AS referral
     FROM wallet_ledger w WHERE ${BONUS_FILTER}`,
  );
  report(RecordsPath.BONUSES, (_c, body, memberId): BonusesDto => {
    const range = readRange(body, RECORD_MAX_DAYS);
    const page = readPage(body);
    const kind = optionalOneOf(body, 'kind', BONUS_KINDS) ?? null;
    const [limit, offset] = limitOffset(page);
    const params = { member: memberId, kind, ...range };
    const t = bonusTotals.get(params) as { count: number; bonus: number; rebate: number; referral: number };
    type Row = LedgerRow & { category: BetCategory | null; rate_bp: number | null; valid_bet_minor: number | null };
    const list = (bonusPage.all({ ...params, limit, offset }) as Row[]).map(
      (r): BonusDto => ({
        orderNo: ledgerOrderNo(r.id, r.bet_id),
        kind: r.kind as BonusKind,
        time: r.created_at,
        amount: toMajor(r.amount_minor),
        rebate:
          r.category === null || r.rate_bp === null || r.valid_bet_minor === null
            ? null
            : { category: r.category, rateBp: r.rate_bp, validBet: toMajor(r.valid_bet_minor) },
        remark: r.remark,
      }),
    );
    return paged(list, t.count, page, {
      count: t.count,
      bonus: toMajor(t.bonus),
      rebate: toMajor(t.rebate),
      referral: toMajor(t.referral),
      total: toMajor(t.bonus + t.rebate + t.referral),
    });
  });
}
