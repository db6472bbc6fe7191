/** @jest-environment node */
/**
 * The records reports over player1's seeded 60 days: totals equal the sum of the rows for several ranges, paging runs
 * to the last page and no further, the account record's balance after is the running balance, and the figures of one
 * report agree with another's.
 */
import {
  LedgerKind, RecordsPath, type BetRecordDto, type BetTabsDto, type BetTotalsDto, type BonusDto, type BonusTotalsDto,
  type DailyProfitDto, type ProfitTotalsDto, type TransactionDto, type TransactionTotalsDto,
} from '@site/platform-contract';
import { call, makeSandbox, tokenFor } from './helpers';
import { allPages, cents, DAY, inCents, report } from './records-helpers';

jest.setTimeout(60_000);

const { app, cleanup } = makeSandbox({ drawTimer: false });
afterAll(cleanup);

let token: string;
beforeAll(async () => {
  token = await tokenFor(app, 'demo');
});

const now = Date.now();
/** Ranges of at most 30 days: the last 30 days, the last 7, one day a week ago, 30 days ending 29 days ago. */
const RANGES: [string, { from: number; to: number }][] = [
  ['last 30 days', { from: now - 30 * DAY + 1, to: now }],
  ['last 7 days', { from: now - 7 * DAY, to: now }],
  ['one day a week ago', { from: now - 8 * DAY, to: now - 7 * DAY - 1 }],
  ['30 days before that', { from: now - 59 * DAY, to: now - 29 * DAY - 1 }],
];

describe('betting record', () => {
  it('offers a tab per category the merchant has, most played first, with its vendors', async () => {
    const tabs = async (merchant: string) =>
      (await report<BetTabsDto>(app, merchant, await tokenFor(app, merchant), RecordsPath.BET_TABS, {})).json.value!.tabs;
    const demo = await tabs('demo');
    expect(demo.map((t) => t.category)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']);
    expect(demo.find((t) => t.category === 'LIVE')!.vendors).toEqual([
      { vassalage: 'EVO', name: 'Evolution' },
      { vassalage: 'SAGAMING', name: 'SA Gaming' },
      { vassalage: 'DG', name: 'Dream Gaming' },
      { vassalage: 'AG', name: 'Asia Gaming' },
    ]);
    expect((await tabs('ph')).map((t) => t.category)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'INHOUSE']);
  });

  it.each(RANGES)('totals equal the sum of the rows, every page to the last (%s)', async (_name, range) => {
    for (const category of ['RNG', 'LIVE', 'LOTT', 'SPORTS']) {
      const { pages, rows } = await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', token, RecordsPath.BETS, { category, ...range });
      const { footer, totalCount, totalPages } = pages[0]!;
      expect(rows).toHaveLength(totalCount);
      expect(pages).toHaveLength(totalPages);
      expect(pages.slice(0, -1).every((p) => p.list.length === 13)).toBe(true);
      expect(new Set(rows.map((r) => r.orderNo)).size).toBe(rows.length);
      expect(rows.every((r) => r.betTime >= range.from && r.betTime <= range.to)).toBe(true);
      expect(rows.map((r) => r.betTime)).toEqual([...rows.map((r) => r.betTime)].sort((a, b) => b - a));
      expect(footer!.count).toBe(totalCount);
      expect(inCents(footer!.betAmount)).toBe(cents(rows.map((r) => r.betAmount)));
      expect(inCents(footer!.validBet)).toBe(cents(rows.map((r) => r.validBet)));
      expect(inCents(footer!.winAmount)).toBe(cents(rows.map((r) => r.winAmount)));
      expect(inCents(footer!.profitLoss)).toBe(cents(rows.map((r) => r.profitLoss ?? 0)));
      // One page past the end is empty, with the same totals.
      const after = await report<{ list: unknown[]; footer: BetTotalsDto }>(app, 'demo', token, RecordsPath.BETS, { category, ...range, page: totalPages + 1 });
      expect(after.json.value!.list).toEqual([]);
      expect(after.json.value!.footer).toEqual(footer);
    }
  });

  it('has more than 13 pages of slots over the last 30 days, settled rows with a signed result', async () => {
    const first = await report<{ totalPages: number; list: BetRecordDto[] }>(app, 'demo', token, RecordsPath.BETS, { category: 'RNG', ...RANGES[0]![1] });
    expect(first.json.value!.totalPages).toBeGreaterThan(13);
    for (const r of first.json.value!.list) {
      expect(r.orderNo).toMatch(/^B\d{10}$/);
      if (r.status === 'settled') expect(inCents(r.profitLoss!)).toBe(inCents(r.winAmount) - inCents(r.betAmount));
      expect(r.validBet === 0 || r.validBet === r.betAmount).toBe(true);
    }
  });

  it('filters by vendor, and the vendors add up to the category', async () => {
    const range = RANGES[0]![1];
    const all = (await report<{ footer: BetTotalsDto }>(app, 'demo', token, RecordsPath.BETS, { category: 'LIVE', ...range })).json.value!.footer;
    let count = 0;
    let bet = 0;
    for (const vendor of ['EVO', 'SAGAMING', 'DG', 'AG']) {
      const { rows, pages } = await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', token, RecordsPath.BETS, { category: 'LIVE', vendor, ...range });
      expect(rows.every((r) => r.vendor === vendor)).toBe(true);
      count += pages[0]!.footer!.count;
      bet += inCents(pages[0]!.footer!.betAmount);
    }
    expect(count).toBe(all.count);
    expect(bet).toBe(inCents(all.betAmount));
  });

  it('shows a lottery ticket’s draw, numbers and status', async () => {
    const { rows } = await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', token, RecordsPath.BETS, { category: 'LOTT', ...RANGES[0]![1] });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.lottery).not.toBeNull();
      expect(r.lottery!.drawNo).toMatch(/^\d{8}-\d{4}$/);
      expect(r.lottery!.numbers).toHaveLength(3);
      expect(r.lottery!.drawNumbers).toHaveLength(3);
      const matches = r.lottery!.numbers.filter((n) => r.lottery!.drawNumbers!.includes(n)).length;
      expect(r.lottery!.status).toBe(matches >= 2 ? 'won' : 'lost');
      expect(r.winAmount).toBe(matches === 2 ? r.betAmount * 2 : 0);
    }
  });
});

describe('account record', () => {
  it.each(RANGES)('totals equal the sum of the rows, and the balance after runs from row to row (%s)', async (_name, range) => {
    const { pages, rows } = await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', token, RecordsPath.TRANSACTIONS, range);
    const footer = pages[0]!.footer!;
    expect(rows).toHaveLength(pages[0]!.totalCount);
    expect(inCents(footer.credit)).toBe(cents(rows.filter((r) => r.amount > 0).map((r) => r.amount)));
    expect(inCents(footer.debit)).toBe(cents(rows.filter((r) => r.amount < 0).map((r) => r.amount)));
    // Newest first: each row's balance after is the older row's plus its own amount.
    for (let i = 0; i < rows.length - 1; i++) {
      expect(inCents(rows[i]!.balanceAfter)).toBe(inCents(rows[i + 1]!.balanceAfter) + inCents(rows[i]!.amount));
    }
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
  });

  it('ends at the balance, and a type filter keeps the running balance of the whole account', async () => {
    const range = RANGES[0]![1];
    const latest = (await report<{ list: TransactionDto[] }>(app, 'demo', token, RecordsPath.TRANSACTIONS, range)).json.value!.list[0]!;
    const balance = await call<{ sumBalance: number }>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token });
    expect(latest.balanceAfter).toBe(balance.json.value!.sumBalance);
    expect(latest.balanceAfter).toBe(1520.75);

    const everything = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', token, RecordsPath.TRANSACTIONS, range)).rows;
    const byOrder = new Map(everything.map((r) => [`${r.orderNo}/${r.kind}/${r.time}`, r.balanceAfter]));
    let total = 0;
    for (const kind of Object.values(LedgerKind)) {
      const { rows, pages } = await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', token, RecordsPath.TRANSACTIONS, { ...range, kind });
      expect(rows.every((r) => r.kind === kind)).toBe(true);
      rows.forEach((r) => expect(r.balanceAfter).toBe(byOrder.get(`${r.orderNo}/${r.kind}/${r.time}`)));
      total += pages[0]!.totalCount;
    }
    expect(total).toBe(everything.length);
    const rebates = await report<{ totalCount: number }>(app, 'demo', token, RecordsPath.TRANSACTIONS, { ...range, kind: 'REBATE' });
    expect(rebates.json.value!.totalCount).toBeGreaterThan(13);
  });

  it('names a bet’s rows by the bet’s order number', async () => {
    const range = RANGES[1]![1];
    const bets = (await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', token, RecordsPath.BETS, { category: 'LIVE', ...range })).rows;
    const moves = (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', token, RecordsPath.TRANSACTIONS, { ...range, kind: 'BET' })).rows;
    const stakes = new Map(moves.map((m) => [m.orderNo, m.amount]));
    for (const b of bets) expect(stakes.get(b.orderNo)).toBe(-b.betAmount);
  });
});

describe('profit and loss', () => {
  it.each(RANGES)('totals equal the sum of the days, and agree with the betting record (%s)', async (_name, range) => {
    let bet = 0;
    let valid = 0;
    for (const category of ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']) {
      const { pages, rows } = await allPages<DailyProfitDto, ProfitTotalsDto>(app, 'demo', token, RecordsPath.PROFIT, { category, ...range });
      const footer = pages[0]!.footer!;
      expect(inCents(footer.betAmount)).toBe(cents(rows.map((r) => r.betAmount)));
      expect(inCents(footer.profitLoss)).toBe(cents(rows.map((r) => r.profitLoss)));
      expect(footer.deposit + footer.withdraw + footer.promotion + footer.invitationBonus).toBe(0);
      const record = (await report<{ footer: BetTotalsDto }>(app, 'demo', token, RecordsPath.BETS, { category, ...range })).json.value!.footer;
      expect(inCents(footer.betAmount)).toBe(inCents(record.betAmount));
      expect(inCents(footer.validBet)).toBe(inCents(record.validBet));
      expect(inCents(footer.winAmount)).toBe(inCents(record.winAmount));
      expect(inCents(footer.profitLoss)).toBe(inCents(record.profitLoss) + inCents(footer.rebate));
      bet += inCents(footer.betAmount);
      valid += inCents(footer.validBet);
    }
    const { pages, rows } = await allPages<DailyProfitDto, ProfitTotalsDto>(app, 'demo', token, RecordsPath.PROFIT, range);
    const all = pages[0]!.footer!;
    expect(inCents(all.betAmount)).toBe(bet);
    expect(inCents(all.validBet)).toBe(valid);
    for (const key of ['deposit', 'withdraw', 'winAmount', 'rebate', 'promotion', 'invitationBonus', 'profitLoss'] as const) {
      expect(inCents(all[key])).toBe(cents(rows.map((r) => r[key])));
    }
    for (const r of rows) {
      expect(inCents(r.profitLoss)).toBe(
        inCents(r.winAmount) - inCents(r.betAmount) + inCents(r.rebate) + inCents(r.promotion) + inCents(r.invitationBonus) +
          // An open bet's stake is in the bet amount but not yet in the result.
          cents((await openStakesOn(r.day, range)).map((s) => s)),
      );
      expect(r.day).toBeGreaterThanOrEqual(range.from);
      expect((r.day - range.from) % DAY).toBe(0);
    }
  });

  async function openStakesOn(day: number, range: { from: number; to: number }): Promise<number[]> {
    const stakes: number[] = [];
    for (const category of ['SPORTS', 'ESPORTS']) {
      const { rows } = await allPages<BetRecordDto, BetTotalsDto>(app, 'demo', token, RecordsPath.BETS, {
        category, from: Math.max(day, range.from), to: Math.min(day + DAY - 1, range.to),
      });
      stakes.push(...rows.filter((r) => r.status === 'open').map((r) => r.betAmount));
    }
    return stakes;
  }

  it('counts the deposit, bonuses and invitation rewards in the All figures', async () => {
    const range = { from: now - 30 * DAY + 1, to: now };
    const all = (await report<{ footer: ProfitTotalsDto }>(app, 'demo', token, RecordsPath.PROFIT, range)).json.value!.footer;
    // Deposits and withdrawals as the account record counts them (the wallet's history).
    const moved = async (kind: string) =>
      (await allPages<TransactionDto, TransactionTotalsDto>(app, 'demo', token, RecordsPath.TRANSACTIONS, { ...range, kind })).rows.map((r) => r.amount);
    expect(inCents(all.deposit)).toBe(cents(await moved('DEPOSIT')));
    // The wallet history's approved deposits of the last 30 days (250 and 150; the account's opening deposit is older).
    expect(inCents(all.deposit)).toBeGreaterThanOrEqual(40_000);
    expect(inCents(all.withdraw)).toBe(-cents([...(await moved('WITHDRAW')), ...(await moved('WITHDRAW_REFUND'))]));
    const bonuses = (await report<{ footer: BonusTotalsDto }>(app, 'demo', token, RecordsPath.BONUSES, range)).json.value!.footer;
    expect(all.promotion).toBe(bonuses.bonus);
    expect(all.rebate).toBe(bonuses.rebate);
    expect(all.invitationBonus).toBe(bonuses.referral);
  });
});

describe('bonus details', () => {
  it.each(RANGES)('totals equal the sum of the rows, per kind and together (%s)', async (_name, range) => {
    const { pages, rows } = await allPages<BonusDto, BonusTotalsDto>(app, 'demo', token, RecordsPath.BONUSES, range);
    const footer = pages[0]!.footer!;
    expect(rows).toHaveLength(footer.count);
    for (const [kind, key] of [['BONUS', 'bonus'], ['REBATE', 'rebate'], ['REFERRAL', 'referral']] as const) {
      expect(inCents(footer[key])).toBe(cents(rows.filter((r) => r.kind === kind).map((r) => r.amount)));
      const only = await allPages<BonusDto, BonusTotalsDto>(app, 'demo', token, RecordsPath.BONUSES, { ...range, kind });
      expect(only.rows.every((r) => r.kind === kind)).toBe(true);
      expect(inCents(only.pages[0]!.footer!.total)).toBe(inCents(footer[key]));
    }
    expect(inCents(footer.total)).toBe(cents(rows.map((r) => r.amount)));
    for (const r of rows.filter((x) => x.kind === 'REBATE')) {
      expect(r.rebate).not.toBeNull();
      expect(inCents(r.amount)).toBe(Math.floor((inCents(r.rebate!.validBet) * r.rebate!.rateBp) / 10_000));
    }
  });
});

describe('another merchant', () => {
  it('has its own 60 days for player1, in its own currency amounts', async () => {
    for (const merchant of ['vn88', 'ph']) {
      const own = await tokenFor(app, merchant);
      const range = RANGES[0]![1];
      const bets = await report<{ totalPages: number; footer: BetTotalsDto }>(app, merchant, own, RecordsPath.BETS, { category: 'RNG', ...range });
      expect(bets.json.value!.totalPages).toBeGreaterThan(13);
      const latest = (await report<{ list: TransactionDto[] }>(app, merchant, own, RecordsPath.TRANSACTIONS, range)).json.value!.list[0]!;
      expect(latest.balanceAfter).toBe(1520.75);
    }
  });
});
