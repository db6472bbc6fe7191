/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SystemPath, MemberPath, GamesPath } from '@site/platform-contract';
import { disableMetrics, enableMetrics, metricsText } from '@/server/observability/metrics';

/**
 * What the platform client tells the metrics (lib/platform/client.ts): each call once, by its contract operation and
 * outcome, timeouts apart, and the circuit breaker's state as it changes.
 */
let server: Server;
let client: typeof import('@/lib/platform/client');

const answers: Record<string, (res: ServerResponse) => void> = {
  [SystemPath.STATUS]: (res) => json(res, 200, { success: true, value: { status: 0 } }),
  [MemberPath.LOGIN]: (res) => json(res, 400, { success: false, errorCode: 'user.or.token.invalid' }),
  [GamesPath.GAME_LIST]: (res) => setTimeout(() => json(res, 200, { success: true, value: [] }), 4000),
  '/wps/v9/not-in-the-contract': (res) => json(res, 503, { success: false }),
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => (answers[req.url?.split('?')[0] ?? ''] ?? ((r: ServerResponse) => json(r, 503, { success: false })))(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '1000';
  process.env.PLATFORM_BREAKER_FAILURES = '3';
  process.env.PLATFORM_BREAKER_COOLDOWN_MS = '60000';
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('gaming-frontend.platform-policies')];
  enableMetrics();
  await jest.isolateModulesAsync(async () => {
    client = await import('@/lib/platform/client');
  });
});

afterAll(async () => {
  disableMetrics();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('gaming-frontend.platform-policies')];
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function value(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

it('counts each call by its contract operation and outcome, timeouts apart, and the breaker as it opens', async () => {
  await client.platformCall(SystemPath.STATUS, { searchParams: { url: 'localhost' } });
  await client.platformCall(SystemPath.STATUS.slice(1));
  await expect(client.platformCall(MemberPath.LOGIN, { method: 'POST', json: {} })).rejects.toThrow();
  let text = (await metricsText()) ?? '';
  expect(value(text, 'site_platform_calls_total{operation="SystemPath.STATUS",outcome="ok"}')).toBe(2);
  expect(value(text, 'site_platform_call_duration_seconds_count{operation="SystemPath.STATUS",outcome="ok"}')).toBe(2);
  expect(value(text, 'site_platform_calls_total{operation="MemberPath.LOGIN",outcome="refused"}')).toBe(1);
  expect(value(text, 'site_platform_circuit_breaker_state')).toBe(0);

  // A read that times out counts as a timeout; three failures in a row (the timeout, the 5xx and its one retry) open the breaker.
  await expect(client.platformCall(GamesPath.GAME_LIST)).rejects.toThrow();
  await expect(client.platformCall('/wps/v9/not-in-the-contract')).rejects.toThrow();
  await expect(client.platformCall(SystemPath.STATUS)).rejects.toThrow();
  text = (await metricsText()) ?? '';
  expect(value(text, 'site_platform_calls_total{operation="GamesPath.GAME_LIST",outcome="timeout"}')).toBe(1);
  expect(value(text, 'site_platform_timeouts_total{operation="GamesPath.GAME_LIST"}')).toBe(1);
  // A path no contract table holds is "other", never its address.
  expect(value(text, 'site_platform_calls_total{operation="other",outcome="server-error"}')).toBe(1);
  expect(text).not.toContain('not-in-the-contract');
  expect(value(text, 'site_platform_calls_total{operation="SystemPath.STATUS",outcome="circuit-open"}')).toBe(1);
  expect(value(text, 'site_platform_circuit_breaker_state')).toBe(1);
});
