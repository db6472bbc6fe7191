/** @jest-environment node */
/**
 * A deposit's Idempotency-Key: however many requests carry the same key from the same member,
 * at once or later, they make one order and each is answered with it, decided in the transaction that creates the
 * order. Before, 20 identical requests sent at once over real HTTP made 5 orders (the open-order limit).
 */
import { randomUUID } from 'node:crypto';
import { DepositStatus, PlatformHeader, WalletPath, type DepositDto } from '@site/platform-contract';
import { call, makeHttpSandbox, tokenFor } from './helpers';

jest.setTimeout(60_000);

const { app, origin } = makeHttpSandbox({ drawTimer: false });

const memberId = (merchant: string, username: string) =>
  app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username) as number;
const ordersOf = (id: number) => app.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(id) as number;

beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

describe('a deposit’s idempotency key', () => {
  const viaHttp = async (token: string, key: string | null, body: object = { channel: 'BANK_CHASE', amount: 25 }) => {
    const res = await fetch(`${origin()}${WalletPath.DEPOSITS}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [PlatformHeader.MERCHANT]: 'demo',
        [PlatformHeader.AUTHORIZATION]: token,
        ...(key === null ? {} : { [PlatformHeader.IDEMPOTENCY_KEY]: key }),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { success: boolean; errorCode?: string; value?: DepositDto } };
  };

  it('makes one order of 20 identical requests sent at once, and answers each with it', async () => {
    const token = await tokenFor(app, 'demo');
    const id = memberId('demo', 'player1');
    const before = ordersOf(id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => viaHttp(token, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json.value!.id)).size).toBe(1);
    expect(ordersOf(id)).toBe(before + 1);
    // Later, once the order has moved on, the same key still answers with that order as it is now.
    const order = answers[0]!.json.value!;
    await call(app, 'POST', WalletPath.DEPOSIT_CANCEL, { merchant: 'demo', token, body: { id: order.id } });
    const again = await viaHttp(token, key);
    expect(again.json.value).toMatchObject({ id: order.id, status: DepositStatus.CANCELLED });
    expect(ordersOf(id)).toBe(before + 1);
  });

  it('refuses the same key with another request, keeps keys per member, and makes no order of a refused request', async () => {
    const token = await tokenFor(app, 'demo');
    const key = randomUUID();
    const first = await viaHttp(token, key);
    expect(first.status).toBe(200);
    const changed = await viaHttp(token, key, { channel: 'BANK_CHASE', amount: 26 });
    expect(changed).toMatchObject({ status: 409, json: { success: false, errorCode: 'idempotency_key_reused' } });
    const otherChannel = await viaHttp(token, key, { channel: 'EWALLET_SKRILL', amount: 25 });
    expect(otherChannel.status).toBe(409);

    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const theirs = await viaHttp(agent, key);
    expect(theirs.status).toBe(200);
    expect(theirs.json.value!.id).not.toBe(first.json.value!.id);

    // A refused request binds nothing: the same key works once the amount is right.
    const refusedKey = randomUUID();
    expect((await viaHttp(token, refusedKey, { channel: 'BANK_CHASE', amount: 1 })).json.errorCode).toBe('amount_below_min');
    expect((await viaHttp(token, refusedKey, { channel: 'BANK_CHASE', amount: 40 })).status).toBe(200);
  });

  it('refuses a malformed key, and still takes a request without one', async () => {
    const token = await tokenFor(app, 'demo');
    for (const key of ['', 'short', 'x'.repeat(129), 'has spaces in it ok']) {
      const res = await viaHttp(token, key);
      expect([key, res.status, res.json.errorCode]).toEqual([key, 400, 'bad_request']);
    }
    expect((await viaHttp(token, null)).status).toBe(200);
  });
});
