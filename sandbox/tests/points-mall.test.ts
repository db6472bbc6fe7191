/** @jest-environment node */
/**
 * The points mall on the sandbox (contract/points.ts): player1's seeded points (welcome points, points earned day by
 * day from its bets, one redemption of each status), the configuration per merchant, the catalogue in the request's
 * language with its pictures, points earned from a new bet (once), redeem rules (payment password first: not set,
 * wrong, locked; then stock, then points), bonus and item rewards, the review control endpoint with its refund,
 * conversion with its limits and its money on both ledgers, and the records and transaction details.
 */
import {
  PointsPath, WalletPath,
  type ConvertResultDto, type PagedDto, type PointBalanceDto, type PointConfigDto, type PointRedemptionDto, type PointRewardDto,
  type PointRewardListDto, type PointTransactionDto, type RedeemResultDto, type WalletsDto,
} from '@site/platform-contract';
import { PointsControlPath } from '../control-paths';
import { createPaymentPasswords } from '../lib/payment-password';
import { createPoints } from '../lib/points';
import { encCall, freshAccount } from './account-centre-helpers';
import { insertBet, memberId } from './agent-helpers';
import { call, playerSuite, tokenFor, trialTokenFor } from './helpers';

jest.setTimeout(60_000);

const suite = playerSuite({ reset: true });
const { app } = suite;

const PAY = '246810';
let player: number;
beforeEach(() => {
  player = memberId(app, 'player1');
});

const post = <T>(path: string, body: unknown = {}, opts: { token?: string; merchant?: string; language?: string } = {}) =>
  call<T>(app, 'POST', path, { merchant: opts.merchant ?? 'demo', token: opts.token ?? suite.token, body, headers: opts.language ? { Language: opts.language } : {} });

const balance = async (t = suite.token, merchant = 'demo') => (await post<PointBalanceDto>(PointsPath.BALANCE, {}, { token: t, merchant })).json.value!;
const rewards = async (opts: { language?: string; merchant?: string; token?: string } = {}) =>
  (await post<PointRewardListDto>(PointsPath.REWARDS, {}, opts)).json.value!.list;
const reward = async (pick: (r: PointRewardDto) => boolean) => (await rewards()).find(pick)!;
const redeem = (rewardId: number, paymentPassword = PAY, t = suite.token) =>
  encCall<RedeemResultDto>(app, PointsPath.REDEEM, t, { rewardId, paymentPassword });
const convert = (points: number, paymentPassword = PAY, t = suite.token, merchant = 'demo') =>
  encCall<ConvertResultDto>(app, PointsPath.CONVERT, t, { points, paymentPassword }, merchant);
const ledgerSum = (id: number) => app.db.prepare('SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE member_id = ?').pluck().get(id) as number;
const ledgerRows = (id: number) => app.db.prepare('SELECT COUNT(*) FROM points_ledger WHERE member_id = ?').pluck().get(id) as number;
const mainMinor = (id: number) =>
  app.db.prepare("SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ? AND wallet = 'MAIN'").pluck().get(id) as number;
const grant = (id: number, points: number) => app.db.transaction(() => createPoints(app.db).post(id, 'GRANT', points, 'test grant', null, Date.now()))();

describe('what player1 starts with', () => {
  it('a balance that is the sum of its ledger, one redemption of each status, and history in the right order', async () => {
    const b = await balance();
    expect(b.balance).toBe(ledgerSum(player));
    expect(b.balance).toBeGreaterThan(1000);
    expect(b.inProcess).toBe(3000);
    expect(b.totalSpent).toBe(800);
    expect(b.paymentPasswordSet).toBe(true);
    expect(b.nextPointIn).toBeGreaterThan(0);
    expect(b.nextPointIn).toBeLessThanOrEqual(1);

    const records = (await post<PagedDto<PointRedemptionDto>>(PointsPath.REDEMPTIONS, { page: 1, pageSize: 10 })).json.value!;
    expect(records.list.map((r) => r.status)).toEqual(['in_process', 'rejected', 'approved']);
    expect(records.list[1]!.remark).toMatch(/Duplicate/);
    expect(records.list.every((r) => /^P\d{14}$/.test(r.refNo) && r.changedPoints === -r.points)).toBe(true);
    const rejected = (await post<PagedDto<PointRedemptionDto>>(PointsPath.REDEMPTIONS, { status: 'rejected' })).json.value!;
    expect(rejected.totalCount).toBe(1);

    // Every row's balance is the running sum; the welcome points are the oldest, nothing below zero.
    const rows = app.db.prepare('SELECT kind, points, balance_after FROM points_ledger WHERE member_id = ? ORDER BY id').all(player) as {
      kind: string; points: number; balance_after: number;
    }[];
    expect(rows[0]).toEqual({ kind: 'GRANT', points: 1500, balance_after: 1500 });
    let running = 0;
    for (const row of rows) {
      running += row.points;
      expect(row.balance_after).toBe(running);
      expect(row.balance_after).toBeGreaterThanOrEqual(0);
    }
    expect(rows.filter((r) => r.kind === 'REFUND')).toHaveLength(1);
    const details = (await post<PagedDto<PointTransactionDto>>(PointsPath.TRANSACTIONS, { page: 1, pageSize: 50, kind: 'REDEEM' })).json.value!;
    expect(details.totalCount).toBe(3);
    expect(details.list[0]!.remark).toMatch(/T-shirt/);
    expect(details.list[0]!.refNo).toBe(records.list[0]!.refNo);
  });

  it('the configuration is in the merchant money; ph converts nothing', async () => {
    const demo = (await post<PointConfigDto>(PointsPath.CONFIG)).json.value!;
    expect(demo).toEqual({
      earn: { validBet: 1, points: 1 },
      conversion: { enabled: true, points: 100, amount: 1, minPoints: 500, maxPoints: 100000 },
      currency: 'USD',
    });
    const vnToken = await tokenFor(app, 'vn88');
    const vn = (await post<PointConfigDto>(PointsPath.CONFIG, {}, { token: vnToken, merchant: 'vn88' })).json.value!;
    expect(vn.earn.validBet).toBe(10_000);
    expect(vn.conversion.amount).toBe(10_000);
    const phToken = await tokenFor(app, 'ph');
    expect((await post<PointConfigDto>(PointsPath.CONFIG, {}, { token: phToken, merchant: 'ph' })).json.value!.conversion.enabled).toBe(false);
    const refused = await convert(500, PAY, phToken, 'ph');
    expect([refused.status, refused.json.errorCode]).toEqual([403, 'feature_disabled']);
  });

  it('the catalogue in the request language, with pictures the sandbox draws, and one reward sold out', async () => {
    const en = await rewards();
    expect(en).toHaveLength(7);
    expect(en[0]).toMatchObject({ kind: 'bonus', name: '$5 bonus', points: 500, amount: 5, stock: null });
    expect(en.find((r) => r.stock === 0)?.name).toBe('Smartphone');
    const vi = await rewards({ language: 'vi' });
    expect(vi.find((r) => r.id === en[2]!.id)?.name).toBe('Phiếu 20 vòng quay miễn phí');
    const picture = await app.request(new URL(en[3]!.imageUrl).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    expect((await app.request('/cdn/points/rewards/999999.svg')).status).toBe(404);
    expect((await app.request('/cdn/points/rewards/x.svg')).status).toBe(404);
  });

  it('visitors and trial accounts are refused', async () => {
    const visitor = await call(app, 'POST', PointsPath.BALANCE, { merchant: 'demo', body: {} });
    expect(visitor.status).toBe(401);
    const trial = await post(PointsPath.REWARDS, {}, { token: await trialTokenFor(app) });
    expect([trial.status, trial.json.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('earning', () => {
  it('a new settled bet earns its points once, however often the mall is asked', async () => {
    const before = await balance();
    // 12.50 of valid bet and the 0.x left over from before: at least 12 points, at most 13.
    insertBet(app, player, 1250, 0, Date.now());
    const after = await balance();
    expect(after.balance - before.balance).toBeGreaterThanOrEqual(12);
    expect(after.balance - before.balance).toBeLessThanOrEqual(13);
    const rows = ledgerRows(player);
    await balance();
    await rewards();
    expect(ledgerRows(player)).toBe(rows);
    expect((await balance()).balance).toBe(after.balance);
    // An open bet earns nothing until it settles.
    const open = insertBet(app, player, 5000, 0, Date.now());
    app.db.prepare("UPDATE bets SET status = 'open', settled_at = NULL WHERE id = ?").run(open);
    expect((await balance()).balance).toBe(after.balance);
    app.db.prepare("UPDATE bets SET status = 'settled', settled_at = ? WHERE id = ?").run(Date.now(), open);
    expect((await balance()).balance).toBe(after.balance + 50);
  });
});

describe('redeem', () => {
  it('checks the payment password first: wrong, then locked after five, and nothing moves', async () => {
    const small = await reward((r) => r.points === 500);
    const before = await balance();
    const rows = ledgerRows(player);
    const wrong = await redeem(small.id, '000000');
    expect([wrong.status, wrong.json.errorCode]).toEqual([400, 'payment_password_wrong']);
    expect(wrong.json.value).toEqual({ attemptsLeft: 4 });
    for (let i = 0; i < 4; i++) await redeem(small.id, '000000');
    const locked = await redeem(small.id, PAY);
    expect([locked.status, locked.json.errorCode]).toEqual([429, 'payment_password_locked']);
    expect(ledgerRows(player)).toBe(rows);
    expect((await balance()).balance).toBe(before.balance);
  });

  it('a member without a payment password is told to set one', async () => {
    const fresh = await freshAccount(app);
    const small = await reward((r) => r.points === 500);
    const res = await redeem(small.id, PAY, fresh.token);
    expect([res.status, res.json.errorCode]).toEqual([409, 'payment_password_not_set']);
    expect((await balance(fresh.token)).paymentPasswordSet).toBe(false);
  });

  it('refuses more points than the balance, and a sold-out reward, moving nothing', async () => {
    const fresh = await freshAccount(app);
    const id = memberId(app, fresh.username);
    createPaymentPasswords(app.db).set(id, '135790');
    const shirt = await reward((r) => r.points === 3000);
    const poor = await redeem(shirt.id, '135790', fresh.token);
    expect([poor.status, poor.json.errorCode]).toEqual([409, 'points_not_enough']);
    expect((await rewards()).find((r) => r.id === shirt.id)!.stock).toBe(shirt.stock);
    expect(ledgerRows(id)).toBe(0);

    const phone = await reward((r) => r.stock === 0);
    grant(player, 100_000);
    const soldOut = await redeem(phone.id);
    expect([soldOut.status, soldOut.json.errorCode]).toEqual([409, 'reward_out_of_stock']);
    const unknown = await redeem(999_999);
    expect([unknown.status, unknown.json.errorCode]).toEqual([404, 'reward_not_found']);
    // Another merchant's reward is unknown here.
    const vnReward = app.db.prepare("SELECT id FROM point_rewards WHERE merchant_code = 'vn88' LIMIT 1").pluck().get() as number;
    expect((await redeem(vnReward)).json.errorCode).toBe('reward_not_found');
  });

  it('a bonus reward: approved at once, points out and money in, one row on each ledger', async () => {
    const small = await reward((r) => r.kind === 'bonus' && r.points === 500);
    const before = await balance();
    const money = mainMinor(player);
    const res = await redeem(small.id);
    expect(res.status).toBe(200);
    const { redemption, balance: after } = res.json.value!;
    expect(after).toBe(before.balance - 500);
    expect(redemption).toMatchObject({ type: 'reward', status: 'approved', points: 500, changedPoints: -500, amount: 5, balance: after, rewardName: '$5 bonus' });
    expect(mainMinor(player)).toBe(money + 500);
    const walletRow = app.db.prepare("SELECT kind, amount_minor, remark FROM wallet_ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1").get(player);
    expect(walletRow).toEqual({ kind: 'POINTS', amount_minor: 500, remark: `Points reward ${redemption.refNo}` });
    const latest = (await post<PagedDto<PointTransactionDto>>(PointsPath.TRANSACTIONS, { page: 1, pageSize: 1 })).json.value!.list[0]!;
    expect(latest).toMatchObject({ kind: 'REDEEM', points: -500, balance: after, refNo: redemption.refNo });
    // The wallet says so too.
    const wallets = (await call<WalletsDto>(app, 'GET', WalletPath.WALLETS, { merchant: 'demo', token: suite.token })).json.value!;
    expect(Math.round(wallets.main * 100)).toBe(mainMinor(player));
  });

  it('an item reward waits for review; a rejection gives the points and the stock back, once', async () => {
    const voucher = await reward((r) => r.kind === 'item' && r.points === 800);
    const before = await balance();
    const res = await redeem(voucher.id);
    expect(res.status).toBe(200);
    const { redemption } = res.json.value!;
    expect(redemption.status).toBe('in_process');
    expect(redemption.amount).toBeNull();
    expect((await reward((r) => r.id === voucher.id)).stock).toBe(voucher.stock! - 1);
    expect((await balance()).inProcess).toBe(before.inProcess + 800);

    const decide = (approve: boolean) => call(app, 'POST', PointsControlPath.decide(redemption.id), { body: { approve, remark: 'Out of vouchers' } });
    const rejected = await decide(false);
    expect(rejected.status).toBe(200);
    expect((rejected.json.redemption as PointRedemptionDto)).toMatchObject({ status: 'rejected', remark: 'Out of vouchers' });
    expect((await balance()).balance).toBe(before.balance);
    expect((await reward((r) => r.id === voucher.id)).stock).toBe(voucher.stock);
    const again = await decide(true);
    expect(again.status).toBe(409);
    expect((await balance()).balance).toBe(before.balance);
  });
});

describe('convert', () => {
  it('checks the limits, then converts whole steps with a row on each ledger', async () => {
    const cases: [number, number, string][] = [
      [400, 400, 'points_below_min'],
      [550, 400, 'points_step'],
      [100_100, 400, 'points_above_max'],
    ];
    for (const [points, status, code] of cases) {
      const res = await convert(points);
      expect([points, res.status, res.json.errorCode]).toEqual([points, status, code]);
    }
    const before = await balance();
    const money = mainMinor(player);
    const tooMuch = await convert(Math.ceil((before.balance + 1) / 100) * 100);
    expect([tooMuch.status, tooMuch.json.errorCode]).toEqual([409, 'points_not_enough']);
    const wrong = await convert(500, '111111');
    expect(wrong.json.errorCode).toBe('payment_password_wrong');

    const done = await convert(700);
    expect(done.status).toBe(200);
    expect(done.json.value).toMatchObject({ balance: before.balance - 700, amount: 7 });
    expect(done.json.value!.redemption).toMatchObject({ type: 'convert', status: 'approved', ratio: { points: 100, amount: 1 }, points: 700 });
    expect(mainMinor(player)).toBe(money + 700);
    expect(Math.round(done.json.value!.mainBalance * 100)).toBe(mainMinor(player));
    expect(ledgerSum(player)).toBe(before.balance - 700);
  });
});

describe('bad input', () => {
  it('is a 4xx envelope', async () => {
    const small = await reward((r) => r.points === 500);
    const plain = await call(app, 'POST', PointsPath.REDEEM, { merchant: 'demo', token: suite.token, body: { rewardId: small.id, paymentPassword: PAY } });
    expect(plain.status).toBe(400);
    for (const payload of [{ rewardId: 'x', paymentPassword: PAY }, { rewardId: small.id }, { rewardId: -1, paymentPassword: PAY }]) {
      expect((await encCall(app, PointsPath.REDEEM, suite.token, payload)).status).toBe(400);
    }
    expect((await encCall(app, PointsPath.CONVERT, suite.token, { points: 1.5, paymentPassword: PAY })).status).toBe(400);
    expect((await post(PointsPath.REDEMPTIONS, { status: 'lost' })).status).toBe(400);
    expect((await post(PointsPath.TRANSACTIONS, { kind: 'STEAL' })).status).toBe(400);
    expect((await post(PointsPath.TRANSACTIONS, { pageSize: 500 })).status).toBe(400);
    expect((await call(app, 'POST', PointsControlPath.decide(1), { body: { approve: 'yes' } })).status).toBe(400);
    expect((await call(app, 'POST', PointsControlPath.decide(999_999), { body: { approve: true } })).status).toBe(404);
  });
});
