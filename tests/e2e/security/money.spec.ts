import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PlatformHeader } from '@site/platform-contract/envelope';
import { WalletPath } from '@site/platform-contract/wallet';
import { ProtectionPath } from '@site/platform-contract/protection';
import { originOf, send, type Answer } from '../support/http';
import { jpegOfSize, multipartFile, pngOfSize } from '../support/image-headers';
import { ACCOUNTS, HOSTS, PLATFORM_PORT, resetPlatform } from '../support/platform';
import { platformToken } from '../support/platform-session';
import { logIn, SESSION_COOKIE } from '../support/sessions';

/**
 * Money and uploads. Before the fix the site's API took a deposit of 100000.55 ₫ (VND has
 * no minor units; the forms refused it), and so did the platform; a 38000 × 38000 PNG (4.3 GB once decoded) was taken
 * as a receipt; and 20 identical deposit requests sent at once made 5 orders (the open-order limit), where one
 * submission must make one order.
 */

test.beforeAll(async ({ request }) => {
  await resetPlatform(request);
});
test.afterAll(async ({ request }) => {
  await resetPlatform(request);
});

const PLATFORM_HOST = `127.0.0.1:${PLATFORM_PORT}`;

const json = (answer: Answer) => JSON.parse(answer.body) as { success: boolean; errorCode?: string; value?: Record<string, unknown> };

/** A signed-in member's writes to the site's API, from the merchant's own origin. */
async function member(host: string, account = ACCOUNTS.player) {
  const cookie = `${SESSION_COOKIE}=${await logIn(host, account)}`;
  const headers = { cookie, origin: originOf(host) };
  return {
    write: (method: string, path: string, data: unknown, extra: Record<string, string> = {}) =>
      send(host, path, { method, headers: { ...headers, ...extra }, data }),
    read: (path: string) => send(host, path, { headers }),
    upload: (bytes: Buffer, name = 'receipt.png', type = 'image/png') => {
      const [contentType, body] = multipartFile('file', name, type, bytes);
      return send(host, '/api/uploads', { method: 'POST', headers: { ...headers, 'content-type': contentType }, data: body });
    },
  };
}

/** A call straight to the platform, as a client that skips the site would make it. */
function platform(merchant: string, token: string, method: string, path: string, data: unknown, extra: Record<string, string> = {}) {
  return send(PLATFORM_HOST, path, {
    port: PLATFORM_PORT,
    method,
    headers: { [PlatformHeader.MERCHANT]: merchant, [PlatformHeader.DEVICE]: 'WEB', [PlatformHeader.AUTHORIZATION]: token, ...extra },
    data,
  });
}

async function openOrders(read: (path: string) => Promise<Answer>): Promise<{ id: number; status: number; amount: number }[]> {
  const open = await read('/api/wallet/deposits/open');
  expect(open.status, open.body).toBe(200);
  return (json(open).value as unknown as { id: number; status: number; amount: number }[]).filter((o) => o.status === 4 || o.status === 5);
}

test('an amount finer than the currency is refused by every money route and by the platform', async ({ request }) => {
  const vn = await member(HOSTS.vn88);
  const before = (await openOrders(vn.read)).length;
  const refusals: [string, string, string, Record<string, unknown>][] = [
    ['POST', '/api/wallet/deposits', 'deposit', { channel: 'BANK_VCB', amount: 100000.55 }],
    ['POST', '/api/wallet/withdrawals', 'withdrawal', { cardId: 1, amount: 100000.5, paymentPassword: '246810' }],
    ['POST', '/api/wallet/transfer', 'transfer', { from: 'MAIN', to: 'PG', amount: 100000.5 }],
    ['POST', '/api/wallet/transfer-upline', 'transfer to upline', { amount: 100000.5, paymentPassword: '246810' }],
    ['PUT', '/api/protection/limit', 'deposit limit', { kind: 'depositDay', amount: 100000.5 }],
  ];
  for (const [method, path, what, body] of refusals) {
    const answer = await vn.write(method, path, body, { 'idempotency-key': randomUUID() });
    expect(answer.status, `${what}: ${answer.label} → ${answer.body}`).toBe(400);
    expect(json(answer), what).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'amount', key: 'amount_whole' } });
  }
  expect(await openOrders(vn.read)).toHaveLength(before);

  // Whole dong are taken; cents of a dollar on demo too (USD has two decimals).
  const whole = await vn.write('POST', '/api/wallet/deposits', { channel: 'BANK_VCB', amount: 100000 }, { 'idempotency-key': randomUUID() });
  expect(whole.status, whole.body).toBe(200);
  const demo = await member(HOSTS.demo);
  const cents = await demo.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 10.55 }, { 'idempotency-key': randomUUID() });
  expect(cents.status, cents.body).toBe(200);
  const thirds = await demo.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 10.555 }, { 'idempotency-key': randomUUID() });
  expect(json(thirds)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'amount', key: 'amount_decimals' } });

  // The platform refuses them too, in its envelope.
  const token = await platformToken(request, 'vn88');
  for (const [method, path, body] of [
    ['POST', WalletPath.DEPOSITS, { channel: 'BANK_VCB', amount: 100000.55 }],
    ['POST', WalletPath.WITHDRAWALS, { cardId: 1, amount: 100000.5, paymentPassword: '246810' }],
    ['PUT', ProtectionPath.LIMIT, { kind: 'depositDay', amount: 100000.5 }],
  ] as const) {
    const answer = await platform('vn88', token, method, path, body, { 'idempotency-key': randomUUID() });
    expect(answer.status, `${answer.label} → ${answer.body}`).toBe(400);
    expect(json(answer)).toMatchObject({ success: false, errorCode: 'amount_decimals', value: { decimals: 0 } });
  }
  expect(await openOrders(vn.read)).toHaveLength(before + 1);
});

test('an image larger than 8000 px a side or 40 megapixels is refused by its header, at the site and the platform', async ({ request }) => {
  const demo = await member(HOSTS.demo);
  const refused: [string, Buffer, string, string][] = [
    ['a 38000 × 38000 PNG', pngOfSize(38000, 38000), 'bomb.png', 'image/png'],
    ['an 8001 × 1 PNG', pngOfSize(8001, 1), 'wide.png', 'image/png'],
    ['a 7000 × 7000 PNG (49 megapixels)', pngOfSize(7000, 7000), 'square.png', 'image/png'],
    ['a 38000 × 38000 JPEG', jpegOfSize(38000, 38000), 'bomb.jpg', 'image/jpeg'],
    ['a progressive 20000 × 100 JPEG behind 60 KB of EXIF', jpegOfSize(20000, 100, { sof: 0xc2, exifBytes: 60_000 }), 'tall.jpg', 'image/jpeg'],
  ];
  for (const [what, bytes, name, type] of refused) {
    const answer = await demo.upload(bytes, name, type);
    expect(answer.status, `${what}: ${answer.body}`).toBe(400);
    expect(json(answer), what).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'file', key: 'dimensions_too_large' } });
  }
  // At the bound, and an ordinary photo, are taken.
  for (const [what, bytes, name, type] of [
    ['an 8000 × 5000 PNG', pngOfSize(8000, 5000), 'edge.png', 'image/png'],
    ['a 4032 × 3024 JPEG', jpegOfSize(4032, 3024, { exifBytes: 20_000 }), 'photo.jpg', 'image/jpeg'],
  ] as const) {
    const answer = await demo.upload(bytes, name, type);
    expect(answer.status, `${what}: ${answer.body}`).toBe(200);
  }

  // The platform reads the header too.
  const token = await platformToken(request, 'demo');
  const [contentType, body] = multipartFile('file', 'bomb.png', 'image/png', pngOfSize(38000, 38000));
  const direct = await platform('demo', token, 'POST', WalletPath.UPLOAD, body, { 'content-type': contentType });
  expect(direct.status, direct.body).toBe(400);
  expect(json(direct)).toMatchObject({ success: false, errorCode: 'image_dimensions_too_large', value: { maxSide: 8000, maxPixels: 40_000_000 } });
});

test('one deposit submission makes one order, however many times it arrives', async ({ request }) => {
  const demo = await member(HOSTS.demo);
  for (const order of await openOrders(demo.read)) {
    expect((await demo.write('POST', '/api/wallet/deposits/cancel', { id: order.id })).status).toBe(200);
  }
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => demo.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 25 }, { 'idempotency-key': key })),
  );
  expect(answers.map((a) => a.status), answers.map((a) => a.body).join('\n')).toEqual(Array(20).fill(200));
  const ids = new Set(answers.map((a) => (json(a).value as { id: number }).id));
  expect(ids.size).toBe(1);
  expect((await openOrders(demo.read)).map((o) => o.id)).toEqual([...ids]);

  // The same key with another amount is a client bug, refused; without a key there is no order at all.
  const changed = await demo.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 26 }, { 'idempotency-key': key });
  expect(changed.status, changed.body).toBe(409);
  expect(json(changed)).toMatchObject({ success: false, errorCode: 'idempotency_key_reused' });
  const keyless = await demo.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 25 });
  expect(keyless.status, keyless.body).toBe(400);
  expect(json(keyless)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'idempotencyKey' } });

  // A key is the member's own: another member's submission with the same key is an order of its own.
  const agent = await member(HOSTS.demo, ACCOUNTS.agent);
  const theirs = await agent.write('POST', '/api/wallet/deposits', { channel: 'BANK_CHASE', amount: 25 }, { 'idempotency-key': key });
  expect(theirs.status, theirs.body).toBe(200);
  expect((json(theirs).value as { id: number }).id).not.toBe([...ids][0]);

  // The platform honours the header itself, for a client that skips the site.
  const token = await platformToken(request, 'demo');
  const platformKey = randomUUID();
  const direct = await Promise.all(
    Array.from({ length: 20 }, () =>
      platform('demo', token, 'POST', WalletPath.DEPOSITS, { channel: 'BANK_CHASE', amount: 30 }, { [PlatformHeader.IDEMPOTENCY_KEY]: platformKey }),
    ),
  );
  expect(direct.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(new Set(direct.map((a) => (json(a).value as { id: number }).id)).size).toBe(1);
  expect(await openOrders(demo.read)).toHaveLength(2);
});
