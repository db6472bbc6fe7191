import { expect, test } from '@playwright/test';
import { signRevalidation } from '../../../server/page-cache/revalidate';
import { send, type Answer } from '../support/http';
import { E2E_REVALIDATE_SECRET } from '../support/platform';

/**
 * The signed purge, POST /api/revalidate. Before the fix a captured purge could be sent again and
 * again for five minutes, a timestamp four minutes ahead was taken, and a merchant the platform does not know was
 * "purged" with a 200.
 */

function purge(body: Record<string, unknown>): Promise<Answer> {
  const text = JSON.stringify(body);
  return send('localhost', '/api/revalidate', {
    method: 'POST',
    data: text,
    headers: { 'content-type': 'application/json', 'x-site-signature': signRevalidation(text, E2E_REVALIDATE_SECRET) },
  });
}

test('a signed purge is taken once: the same request again is refused', async () => {
  // A body of this test alone (the tag and the time to the millisecond make its signature).
  const body = { merchant: 'demo', tag: 'promotions', timestamp: Date.now() };
  const first = await purge(body);
  expect(first.status, first.body).toBe(200);
  const again = await purge(body);
  expect(again.status, again.body).toBe(409);
  expect(JSON.parse(again.body)).toMatchObject({ success: false, errorCode: 'signature_used' });
  // A new purge (a new timestamp, so a new signature) is taken.
  expect((await purge({ ...body, timestamp: body.timestamp + 1 })).status).toBe(200);
});

test('a timestamp from the future is taken only within clock skew', async () => {
  const ahead = await purge({ merchant: 'demo', timestamp: Date.now() + 4 * 60_000 });
  expect(ahead.status, ahead.body).toBe(401);
  expect(JSON.parse(ahead.body)).toMatchObject({ errorCode: 'expired_signature' });
  expect((await purge({ merchant: 'demo', timestamp: Date.now() + 5_000 })).status).toBe(200);
});

test('a merchant the platform does not know is a 404', async () => {
  const unknown = await purge({ merchant: 'nosuchmerchant', timestamp: Date.now() });
  expect(unknown.status, unknown.body).toBe(404);
  expect(JSON.parse(unknown.body)).toMatchObject({ success: false, errorCode: 'merchant_not_found' });
});
