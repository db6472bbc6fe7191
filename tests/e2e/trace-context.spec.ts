import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { HOSTS, hostRequest, PLATFORM } from './support/platform';

/**
 * Traces: a request that reaches the site with a W3C `traceparent` reaches the platform in the same trace, on every
 * platform call it makes: the sandbox keeps the trace id of each call it gets (GET /__sandbox/traces). The e2e lanes
 * export no traces (no OTEL_EXPORTER_OTLP_ENDPOINT): this is the propagation that works without the SDK
 * (server/tracing.ts); with it, the site's own spans sit between the two.
 */

const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, header: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
};

async function callsOf(request: import('@playwright/test').APIRequestContext, traceId: string) {
  const response = await request.get(`${PLATFORM}/__sandbox/traces?traceId=${traceId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { requests: { traceId: string; method: string; path: string }[] }).requests;
}

test('a page request with a traceparent: its platform calls carry the same trace id', async ({ request }) => {
  const { traceId, header } = traceparent();
  // A visitor address of its own: the merchant's status is asked afresh for it, within this request.
  const { url, headers } = hostRequest(HOSTS.demo, '/promotions');
  const response = await request.get(url, { headers: { ...headers, traceparent: header, 'x-forwarded-for': '198.51.100.71' } });
  expect(response.status()).toBe(200);
  const calls = await callsOf(request, traceId);
  expect(calls.map((call) => call.path)).toContain('/wps/system/status');
  for (const call of calls) expect(call.traceId).toBe(traceId);
});

test('an API request with a traceparent: its platform call carries the same trace id', async ({ request }) => {
  const { traceId, header } = traceparent();
  const { url, headers } = hostRequest(HOSTS.vn88, '/api/register/username?username=tracecheck7');
  const response = await request.get(url, { headers: { ...headers, traceparent: header, 'x-forwarded-for': '198.51.100.72' } });
  expect(response.status()).toBe(200);
  const calls = await callsOf(request, traceId);
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/wps/system/status']));
});

test('a request without one, or with a malformed one, starts no trace on the platform', async ({ request }) => {
  const traceId = randomBytes(16).toString('hex');
  const { url, headers } = hostRequest(HOSTS.demo, '/api/register/username?username=tracecheck8');
  const response = await request.get(url, { headers: { ...headers, traceparent: `00-${traceId}-zz-01`, 'x-forwarded-for': '198.51.100.73' } });
  expect(response.status()).toBe(200);
  expect(await callsOf(request, traceId)).toEqual([]);
});

test('the sandbox refuses a trace id that is not one', async ({ request }) => {
  expect((await request.get(`${PLATFORM}/__sandbox/traces?traceId=xyz`)).status()).toBe(400);
});
