/** @jest-environment node */
/**
 * Many redeems and conversions at once on one account, over real HTTP against a started sandbox (each checks its
 * payment password first, so requests interleave at every await): no point is spent twice, no balance goes below
 * zero, the last items of a reward go to exactly as many requests as there were, and the money side matches.
 */
import { PointsPath, type Envelope, type PointRewardListDto } from '@site/platform-contract';
import { createPoints } from '../lib/points';
import { memberId } from './agent-helpers';
import { call, encryptFor, makeHttpSandbox, tokenFor } from './helpers';

jest.setTimeout(120_000);

const { app, origin } = makeHttpSandbox({ drawTimer: false });
const PAY = '246810';

async function send(token: string, path: string, payload: object) {
  const value = await encryptFor(app, 'demo', payload);
  const res = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'demo', Authorization: token, Device: 'WEB' },
    body: JSON.stringify({ value }),
  });
  return { status: res.status, json: (await res.json()) as Envelope };
}

const pointsOf = (id: number) => app.db.prepare('SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE member_id = ?').pluck().get(id) as number;
const mainOf = (id: number) =>
  app.db.prepare("SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ? AND wallet = 'MAIN'").pluck().get(id) as number;

it('40 redeems and conversions at once spend each point once and never go below zero', async () => {
  await call(app, 'POST', '/__sandbox/reset');
  const token = await tokenFor(app, 'demo');
  const player = memberId(app, 'player1');
  const list = (await call<PointRewardListDto>(app, 'POST', PointsPath.REWARDS, { merchant: 'demo', token, body: {} })).json.value!.list;
  const bonus = list.find((r) => r.kind === 'bonus' && r.points === 500)!;
  // Count the seeded bets now, so the balance below is what the requests share.
  await call(app, 'POST', PointsPath.BALANCE, { merchant: 'demo', token, body: {} });
  const points = pointsOf(player);
  const money = mainOf(player);
  const firstRow = (app.db.prepare('SELECT COALESCE(MAX(id), 0) FROM points_ledger').pluck().get() as number) + 1;

  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? send(token, PointsPath.REDEEM, { rewardId: bonus.id, paymentPassword: PAY }) : send(token, PointsPath.CONVERT, { points: 500, paymentPassword: PAY }),
    ),
  );
  const accepted = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  // 40 × 500 is far more than the balance: as many go through as it holds, the rest are refused for points.
  expect(accepted).toHaveLength(Math.floor(points / 500));
  expect(refused.every((a) => a.status === 409 && a.json.errorCode === 'points_not_enough')).toBe(true);
  expect(pointsOf(player)).toBe(points - accepted.length * 500);
  expect(pointsOf(player)).toBeGreaterThanOrEqual(0);
  // One ledger row per accepted request, each running balance at or above zero; the money matches (5.00 a time).
  const rows = app.db.prepare('SELECT points, balance_after FROM points_ledger WHERE member_id = ? AND id >= ? ORDER BY id').all(player, firstRow) as {
    points: number; balance_after: number;
  }[];
  expect(rows).toHaveLength(accepted.length);
  expect(rows.every((r) => r.points === -500 && r.balance_after >= 0)).toBe(true);
  expect(mainOf(player)).toBe(money + accepted.length * 500);
  const walletRows = app.db.prepare("SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ? AND kind = 'POINTS'").pluck().get(player);
  expect(walletRows).toBe(accepted.length);
});

it('the last 5 of a reward go to exactly 5 of 25 requests at once', async () => {
  await call(app, 'POST', '/__sandbox/reset');
  const token = await tokenFor(app, 'demo');
  const player = memberId(app, 'player1');
  app.db.transaction(() => createPoints(app.db).post(player, 'GRANT', 1_000_000, 'test grant', null, Date.now()))();
  const list = (await call<PointRewardListDto>(app, 'POST', PointsPath.REWARDS, { merchant: 'demo', token, body: {} })).json.value!.list;
  const earbuds = list.find((r) => r.stock === 5)!;
  const before = pointsOf(player);
  const answers = await Promise.all(Array.from({ length: 25 }, () => send(token, PointsPath.REDEEM, { rewardId: earbuds.id, paymentPassword: PAY })));
  const accepted = answers.filter((a) => a.status === 200);
  expect(accepted).toHaveLength(5);
  expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.json.errorCode === 'reward_out_of_stock')).toBe(true);
  expect(app.db.prepare('SELECT stock FROM point_rewards WHERE id = ?').pluck().get(earbuds.id)).toBe(0);
  expect(pointsOf(player)).toBe(before - 5 * earbuds.points);
});
