/** @jest-environment node */
/**
 * The agent centre's reports add up: every report's footer equals the sum of its rows over all pages, and the team
 * overview's figures equal sums computed here, independently, from the bets and wallet_ledger tables, for several ranges.
 */
import {
  AgentPath, VENDOR_FEE_PERCENT, type IncomeRowDto, type PagedDto, type TeamBetDto, type TeamOverviewDto, type TeamProfitRowDto,
  type TeamTransactionDto,
} from '@site/platform-contract';
import { makeSandbox } from './helpers';
import { agentCall, agentToken, cents, DAY, downToken, inCents, memberId, teamOf } from './agent-helpers';

jest.setTimeout(120_000);

const { app, cleanup } = makeSandbox({ drawTimer: false });
afterAll(cleanup);

const now = Date.now();
const RANGES: [string, { from: number; to: number }][] = [
  ['last 30 days', { from: now - 30 * DAY, to: now }],
  ['last 7 days', { from: now - 7 * DAY, to: now }],
  ['an old fortnight', { from: now - 25 * DAY, to: now - 11 * DAY - 1 }],
  ['one day', { from: now - 3 * DAY, to: now - 2 * DAY - 1 }],
];

async function allPages<Row, Footer>(token: string, path: string, body: Record<string, unknown>) {
  const rows: Row[] = [];
  let footer: Footer | undefined;
  let totalCount = 0;
  for (let page = 1; ; page++) {
    const res = await agentCall<PagedDto<Row, Footer>>(app, token, path, { ...body, page, pageSize: 7 });
    if (res.status !== 200) throw new Error(`${path}: ${JSON.stringify(res.json)}`);
    const v = res.json.value!;
    rows.push(...v.list);
    if (page === 1) footer = v.footer;
    else expect(v.footer).toEqual(footer);
    totalCount = v.totalCount;
    if (page >= v.totalPages) break;
  }
  expect(rows).toHaveLength(totalCount);
  return { rows, footer: footer! };
}

describe.each(RANGES)('footers over %s', (_name, range) => {
  it.each([['agent1'], ['down1']])('%s: team bets, profit and loss, transactions, income', async (who) => {
    const token = who === 'agent1' ? await agentToken(app) : await downToken(app);
    const bets = await allPages<TeamBetDto, Record<string, number>>(token, AgentPath.TEAM_BETS, range);
    expect(bets.footer).toEqual({
      count: bets.rows.length,
      betAmount: cents(bets.rows.map((r) => r.betAmount)) / 100,
      validBet: cents(bets.rows.map((r) => r.validBet)) / 100,
      winAmount: cents(bets.rows.map((r) => r.winAmount)) / 100,
      profitLoss: cents(bets.rows.map((r) => r.profitLoss ?? 0)) / 100,
    });
    const times = bets.rows.map((r) => r.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const slots = await allPages<TeamBetDto, Record<string, number>>(token, AgentPath.TEAM_BETS, { ...range, category: 'RNG' });
    expect(slots.rows.every((r) => r.category === 'RNG')).toBe(true);

    const profit = await allPages<TeamProfitRowDto, Record<string, number>>(token, AgentPath.TEAM_PROFIT, range);
    for (const key of ['betting', 'validBet', 'winning', 'rebate', 'salary', 'dividend', 'promotion', 'profitLoss'] as const) {
      expect([key, inCents(profit.footer[key]!)]).toEqual([key, cents(profit.rows.map((r) => r[key]))]);
    }
    for (const r of profit.rows) {
      expect(inCents(r.profitLoss)).toBe(inCents(r.winning) - inCents(r.betting) + inCents(r.rebate) + inCents(r.salary) + inCents(r.dividend) + inCents(r.promotion));
    }
    // Its betting equals the settled team bets' stakes (by settle time) — the bets footer counts by bet time, so compare with SQL.
    const tx = await allPages<TeamTransactionDto, Record<string, number>>(token, AgentPath.TEAM_TRANSACTIONS, range);
    expect(tx.footer).toEqual({
      count: tx.rows.length,
      in: cents(tx.rows.filter((r) => r.amount > 0).map((r) => r.amount)) / 100,
      out: 0 - cents(tx.rows.filter((r) => r.amount < 0).map((r) => r.amount)) / 100,
    });
    expect(tx.rows.every((r) => r.username !== who)).toBe(true);
    const deposits = await allPages<TeamTransactionDto, Record<string, number>>(token, AgentPath.TEAM_TRANSACTIONS, { ...range, kind: 'DEPOSIT' });
    expect(deposits.rows.every((r) => r.kind === 'DEPOSIT')).toBe(true);

    const income = await allPages<IncomeRowDto, Record<string, number>>(token, AgentPath.INCOME, range);
    const received = cents(income.rows.filter((r) => r.amount > 0).map((r) => r.amount));
    const paid = 0 - cents(income.rows.filter((r) => r.amount < 0).map((r) => r.amount));
    expect(income.footer).toEqual({ received: received / 100, paid: paid / 100, net: (received - paid) / 100 });
  });
});

describe.each(RANGES)('team overview over %s', (_name, range) => {
  it.each([['agent1'], ['down1'], ['down2']])('%s: figures are the sums of the team’s rows', async (who) => {
    const token = who === 'agent1' ? await agentToken(app) : await downToken(app, who);
    const res = await agentCall<TeamOverviewDto>(app, token, AgentPath.TEAM_OVERVIEW, range);
    expect(res.status).toBe(200);
    const { figures, series, sizeByLevel } = res.json.value!;
    const team = teamOf(app, memberId(app, who));
    const ids = JSON.stringify([...team.keys()]);
    const one = (sql: string, ...args: unknown[]) => app.db.prepare(sql).pluck().get(...args) as number;
    const ledger = (kinds: string[]) =>
      one(
        `SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id IN (SELECT value FROM json_each(?))
         AND kind IN (SELECT value FROM json_each(?)) AND created_at BETWEEN ? AND ?`,
        ids, JSON.stringify(kinds), range.from, range.to,
      );
    const bets = app.db
      .prepare(
        `SELECT COALESCE(SUM(stake_minor), 0) AS bet, COALESCE(SUM(CASE WHEN payout_minor <> stake_minor THEN stake_minor ELSE 0 END), 0) AS valid,
           COALESCE(SUM(payout_minor), 0) AS win, COUNT(DISTINCT member_id) AS active
         FROM bets WHERE member_id IN (SELECT value FROM json_each(?)) AND status = 'settled' AND settled_at BETWEEN ? AND ?`,
      )
      .get(ids, range.from, range.to) as { bet: number; valid: number; win: number; active: number };
    const expected = {
      teamSize: team.size,
      newMembers: one('SELECT COUNT(*) FROM members WHERE id IN (SELECT value FROM json_each(?)) AND created_at BETWEEN ? AND ?', ids, range.from, range.to),
      activeMembers: bets.active,
      teamBalance: one("SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE wallet = 'MAIN' AND member_id IN (SELECT value FROM json_each(?))", ids) / 100,
      deposit: ledger(['DEPOSIT']) / 100,
      withdraw: -ledger(['WITHDRAW', 'WITHDRAW_REFUND']) / 100 + 0,
      betting: bets.bet / 100,
      validBet: bets.valid / 100,
      winning: bets.win / 100,
      rebate: ledger(['REBATE']) / 100,
      salary: ledger(['SALARY']) / 100,
      dividend: ledger(['DIVIDEND']) / 100,
      promotion: ledger(['BONUS', 'REFERRAL']) / 100,
      vendorFee: Math.floor((Math.max(0, bets.bet - bets.win) * VENDOR_FEE_PERCENT) / 100) / 100,
      depositFee: 0,
      profitLoss: (bets.win - bets.bet + ledger(['REBATE', 'SALARY', 'DIVIDEND', 'BONUS', 'REFERRAL'])) / 100,
    };
    expect(figures).toEqual(expected);
    expect(figures.betting).toBeGreaterThan(0);
    // The series: one point per day, oldest first, adding up to the figures.
    expect(series.length).toBeGreaterThanOrEqual(1);
    expect(series.map((p) => p.day)).toEqual([...series.map((p) => p.day)].sort((a, b) => a - b));
    expect(cents(series.map((p) => p.deposit))).toBe(inCents(figures.deposit));
    expect(cents(series.map((p) => p.validBet))).toBe(inCents(figures.validBet));
    expect(cents(series.map((p) => p.profitLoss))).toBe(inCents(figures.profitLoss));
    const levels = new Map<number, number>();
    for (const l of team.values()) levels.set(l, (levels.get(l) ?? 0) + 1);
    expect(sizeByLevel).toEqual([...levels].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count })));
  });
});
