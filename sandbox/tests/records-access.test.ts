/** @jest-environment node */
/**
 * Who sees which records, and what the records calls refuse: another member's rows never appear, a trial account and
 * a caller without a token are refused, a range over 30 days is range_too_long, and bad input is a 4xx envelope.
 */
import {
  ErrorCode, RecordsPath, type BetRecordDto, type BetTotalsDto, type BonusDto, type BonusTotalsDto, type DailyProfitDto,
  type ProfitTotalsDto, type TransactionDto, type TransactionTotalsDto,
} from '@site/platform-contract';
import { call, makeSandbox, tokenFor, trialTokenFor } from './helpers';
import { allPages, DAY, report } from './records-helpers';

jest.setTimeout(60_000);

const { app, cleanup } = makeSandbox({ drawTimer: false });
afterAll(cleanup);

const now = Date.now();
const LAST_30 = { from: now - 30 * DAY + 1, to: now };
const REPORTS: [string, Record<string, unknown>][] = [
  [RecordsPath.BETS, { category: 'RNG' }],
  [RecordsPath.TRANSACTIONS, {}],
  [RecordsPath.PROFIT, {}],
  [RecordsPath.BONUSES, {}],
];

describe('records belong to their member', () => {
  it('shows another member only their own rows, never player1’s', async () => {
    const player1 = await tokenFor(app, 'demo');
    // down3 is a plain player of agent1's (down1 and down2 are sub-agents with a month of play: seed-agent.ts).
    const down1 = await tokenFor(app, 'demo', 'down3');
    const agent1 = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const mine = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', player1, RecordsPath.TRANSACTIONS, LAST_30)).rows;
    const myOrders = new Set(mine.map((r) => r.orderNo));
    expect(myOrders.size).toBeGreaterThan(100);

    const down = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', down1, RecordsPath.TRANSACTIONS, LAST_30)).rows;
    // down3's seed: a deposit and three bets (one a loss).
    expect(down.map((r) => r.kind).sort()).toEqual(['BET', 'BET', 'BET', 'DEPOSIT', 'WIN', 'WIN']);
    expect(down.some((r) => myOrders.has(r.orderNo))).toBe(false);
    const downBets = (await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', down1, RecordsPath.BETS, { category: 'RNG', ...LAST_30 })).rows;
    expect(downBets).toHaveLength(2);

    const agent = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', agent1, RecordsPath.TRANSACTIONS, LAST_30)).rows;
    // Its own rows, and the seeded dividend it paid down1 each closed week (seed-agent.ts).
    expect(agent.filter((r) => r.kind !== 'DIVIDEND').map((r) => r.kind).sort()).toEqual(['COMMISSION', 'DEPOSIT']);
    const dividends = agent.filter((r) => r.kind === 'DIVIDEND');
    expect(dividends.length).toBeGreaterThanOrEqual(2);
    expect(dividends.every((r) => r.amount < 0)).toBe(true);
    const paid = dividends.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    expect(Math.round(agent[0]!.balanceAfter * 100)).toBe(880_000 + paid);
    const agentBonuses = await allPages<BonusDto, BonusTotalsDto>(app, 'demo', agent1, RecordsPath.BONUSES, LAST_30);
    expect(agentBonuses.rows).toEqual([]);
    expect(agentBonuses.pages[0]).toMatchObject({ totalPages: 1, totalCount: 0, footer: { count: 0, total: 0 } });
    const agentDays = await allPages<DailyProfitDto, ProfitTotalsDto>(app, 'demo', agent1, RecordsPath.PROFIT, LAST_30);
    expect(agentDays.pages[0]!.footer).toMatchObject({ deposit: 5000, betAmount: 0, profitLoss: 0 });
  });

  it('keeps each merchant’s player1 apart', async () => {
    const demo = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', await tokenFor(app, 'demo'), RecordsPath.TRANSACTIONS, LAST_30)).rows;
    const ph = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'ph', await tokenFor(app, 'ph'), RecordsPath.TRANSACTIONS, LAST_30)).rows;
    const demoOrders = new Set(demo.map((r) => r.orderNo));
    expect(ph.some((r) => demoOrders.has(r.orderNo))).toBe(false);
    // A demo token is no token on ph.
    const crossed = await report(app, 'ph', await tokenFor(app, 'demo'), RecordsPath.TRANSACTIONS, LAST_30);
    expect(crossed.status).toBe(401);
  });
});

describe('refusals', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(app, 'demo');
  });

  it.each(REPORTS)('%s needs a token of a real account', async (path, extra) => {
    expect((await report(app, 'demo', undefined, path, { ...extra, ...LAST_30 })).status).toBe(401);
    expect((await report(app, 'demo', 'not-a-token', path, { ...extra, ...LAST_30 })).status).toBe(401);
    expect((await report(app, undefined as unknown as string, token, path, { ...extra, ...LAST_30 })).status).toBe(400);
    const trial = await trialTokenFor(app);
    const refused = await report(app, 'demo', trial, path, { ...extra, ...LAST_30 });
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe(ErrorCode.TRIAL_ACCOUNT);
  });

  it.each(REPORTS)('%s takes at most 30 days', async (path, extra) => {
    const at = (from: number, to: number) => report(app, 'demo', token, path, { ...extra, from, to });
    expect((await at(now - 30 * DAY + 1, now)).status).toBe(200);
    for (const [from, to] of [[now - 31 * DAY, now], [now - 45 * DAY, now - 5 * DAY], [now, now - 1]]) {
      const res = await at(from!, to!);
      expect(res.status).toBe(400);
      expect(res.json.errorCode).toBe(ErrorCode.RANGE_TOO_LONG);
    }
  });

  it.each(REPORTS)('%s answers bad input with a 400 envelope', async (path, extra) => {
    const bad: Record<string, unknown>[] = [
      {},
      { ...extra, from: LAST_30.from },
      { ...extra, from: 'yesterday', to: LAST_30.to },
      { ...extra, ...LAST_30, from: -5 },
      { ...extra, ...LAST_30, from: 1.5 },
      { ...extra, ...LAST_30, page: 0 },
      { ...extra, ...LAST_30, page: 'two' },
      { ...extra, ...LAST_30, pageSize: 51 },
      { ...extra, ...LAST_30, from: { $gt: 0 } },
    ];
    if (path === RecordsPath.BETS) bad.push({ ...LAST_30 }, { ...LAST_30, category: 'CASINO' }, { ...LAST_30, category: 'RNG', vendor: "PG' OR 1=1" });
    if (path === RecordsPath.TRANSACTIONS) bad.push({ ...LAST_30, kind: 'SALARYX' }, { ...LAST_30, kind: ['BET'] });
    if (path === RecordsPath.PROFIT) bad.push({ ...LAST_30, category: 'rng' });
    if (path === RecordsPath.BONUSES) bad.push({ ...LAST_30, kind: 'WIN' });
    for (const body of bad) {
      const res = await report(app, 'demo', token, path, body);
      expect([res.status, res.json.success]).toEqual([400, false]);
    }
    for (const body of ['not json', '[1,2]', 'null']) {
      const res = await report(app, 'demo', token, path, body);
      expect([res.status, res.json.success]).toEqual([400, false]);
    }
  });

  it('answers the tabs without a body', async () => {
    const res = await call(app, 'POST', RecordsPath.BET_TABS, { merchant: 'demo', token });
    expect(res.status).toBe(200);
  });
});
