/** @jest-environment node */
/**
 * 200 money requests at once on one account, over real HTTP against a started sandbox: transfers main → vendor,
 * vendor → main, and withdrawals (each checking its payment password first, so requests interleave at every await).
 * Whatever order they land in, the ledger must come out exact: per wallet, the rows written equal what the accepted
 * answers moved; no wallet's running balance ever goes below zero; every refusal is balance_not_enough and moved nothing.
 */
import { WalletPath, type BankCardsDto, type Envelope } from '@site/platform-contract';
import { call, makeHttpSandbox, tokenFor } from './helpers';

jest.setTimeout(180_000);

const { app, origin } = makeHttpSandbox({ drawTimer: false });

type Op =
  | { kind: 'transfer'; from: string; to: string; amount: number }
  | { kind: 'withdraw'; amount: number };

const REQUESTS = 200;

it('200 parallel transfers and withdrawals leave every wallet exact and none below zero', async () => {
  await call(app, 'POST', '/__sandbox/reset');
  const token = await tokenFor(app, 'demo');
  const memberId = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' AND username = 'player1'").pluck().get() as number;
  const cardId = (await call<BankCardsDto>(app, 'GET', WalletPath.BANK_CARDS, { merchant: 'demo', token })).json.value!.cards[0]!.id;
  const firstRow = (app.db.prepare('SELECT COALESCE(MAX(id), 0) FROM wallet_ledger').pluck().get() as number) + 1;
  const balances = () =>
    new Map(
      (app.db.prepare('SELECT wallet, SUM(amount_minor) AS total FROM wallet_ledger WHERE member_id = ? GROUP BY wallet').all(memberId) as {
        wallet: string;
        total: number;
      }[]).map((r) => [r.wallet, r.total]),
    );
  const before = balances();

  // More is asked of the main wallet than it holds, and PG is drained as it fills: many refusals, in any order.
  const ops: Op[] = Array.from({ length: REQUESTS }, (_, i): Op => {
    switch (i % 5) {
      case 0:
      case 1:
        return { kind: 'transfer', from: 'MAIN', to: 'PG', amount: 15 + (i % 7) };
      case 2:
        return { kind: 'transfer', from: 'PG', to: 'MAIN', amount: 12.5 };
      case 3:
        return { kind: 'transfer', from: 'MAIN', to: 'EVO', amount: 20.25 };
      default:
        return { kind: 'withdraw', amount: 50 };
    }
  });

  const send = async (op: Op) => {
    const path = op.kind === 'transfer' ? WalletPath.TRANSFER : WalletPath.WITHDRAWALS;
    const body = op.kind === 'transfer' ? { from: op.from, to: op.to, amount: op.amount } : { cardId, amount: op.amount, paymentPassword: '246810' };
    const res = await fetch(`${origin()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'demo', Authorization: token, Device: 'WEB' },
      body: JSON.stringify(body),
    });
    return { op, status: res.status, json: (await res.json()) as Envelope };
  };
  const started = performance.now();
  const answers = await Promise.all(ops.map(send));
  const ms = performance.now() - started;

  const accepted = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  // A withdrawal is also refused for the part of the balance not yet played through (the withdrawal turnover): which of
  // the two a refusal names depends on the order the burst lands in.
  expect(refused.every((a) => a.status === 409 && ['balance_not_enough', 'withdraw_turnover_required'].includes(String(a.json.errorCode)))).toBe(true);
  expect(accepted.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);

  // What the accepted answers moved, per wallet, in minor units.
  const expected = new Map<string, number>();
  const add = (wallet: string, minor: number) => expected.set(wallet, (expected.get(wallet) ?? 0) + minor);
  for (const { op } of accepted) {
    const minor = Math.round(op.amount * 100);
    if (op.kind === 'transfer') {
      add(op.from, -minor);
      add(op.to, minor);
    } else add('MAIN', -minor);
  }
  const rows = app.db
    .prepare('SELECT wallet, kind, amount_minor FROM wallet_ledger WHERE member_id = ? AND id >= ? ORDER BY id')
    .all(memberId, firstRow) as { wallet: string; kind: string; amount_minor: number }[];
  const written = new Map<string, number>();
  for (const r of rows) written.set(r.wallet, (written.get(r.wallet) ?? 0) + r.amount_minor);
  const after = balances();
  for (const wallet of ['MAIN', 'PG', 'EVO']) {
    expect(written.get(wallet) ?? 0).toBe(expected.get(wallet) ?? 0);
    expect((after.get(wallet) ?? 0) - (before.get(wallet) ?? 0)).toBe(expected.get(wallet) ?? 0);
  }

  // Every wallet's running balance, row by row in the order they were written, from its balance before the burst.
  const running = new Map(before);
  let lowest = Infinity;
  for (const r of rows) {
    const next = (running.get(r.wallet) ?? 0) + r.amount_minor;
    running.set(r.wallet, next);
    lowest = Math.min(lowest, next);
  }
  expect(lowest).toBeGreaterThanOrEqual(0);
  expect([...after.values()].every((b) => b >= 0)).toBe(true);

  // One WITHDRAW row and one withdrawals row per accepted withdrawal; a transfer is always a pair.
  const withdrawals = accepted.filter((a) => a.op.kind === 'withdraw').length;
  const transfers = accepted.length - withdrawals;
  expect(rows.filter((r) => r.kind === 'WITHDRAW').length).toBe(withdrawals);
  expect(rows.filter((r) => r.kind === 'TRANSFER_OUT').length).toBe(transfers);
  expect(rows.filter((r) => r.kind === 'TRANSFER_IN').length).toBe(transfers);
  expect(app.db.prepare('SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND ref_no NOT LIKE ?').pluck().get(memberId, 'seed-%')).toBeGreaterThanOrEqual(withdrawals);

  const major = (minor: number | undefined) => ((minor ?? 0) / 100).toFixed(2);
  const kinds = (kind: Op['kind'], list: typeof answers) => list.filter((a) => a.op.kind === kind).length;
  console.info(
    [
      `wallet concurrency: ${REQUESTS} requests over HTTP in ${ms.toFixed(0)} ms`,
      `  accepted ${accepted.length} (${kinds('transfer', accepted)} transfers, ${kinds('withdraw', accepted)} withdrawals); ` +
        `refused ${refused.length} (${kinds('transfer', refused)} transfers, ${kinds('withdraw', refused)} withdrawals), all 409 balance_not_enough`,
      `  ledger rows written ${rows.length}; lowest running balance ${major(lowest)}`,
      ...['MAIN', 'PG', 'EVO'].map(
        (w) => `  ${w}: ${major(before.get(w))} → ${major(after.get(w))} (rows sum ${major(written.get(w))}, accepted answers moved ${major(expected.get(w))})`,
      ),
    ].join('\n'),
  );
});
