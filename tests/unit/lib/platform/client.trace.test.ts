/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installTracePropagation, withIncomingTrace } from '@/server/tracing';

/** Every platform call carries the trace context of the site's request that makes it (W3C traceparent), and only that. */
let server: Server;
const received: IncomingHttpHeaders[] = [];
let client: typeof import('@/lib/platform/client');

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ ...req.headers, 'x-path': req.url });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, value: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  installTracePropagation();
  client = await import('@/lib/platform/client');
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => received.splice(0));

it('a call inside a request with a traceparent carries the same trace id, each call of it', async () => {
  await withIncomingTrace({ traceparent: `00-${TRACE}-${PARENT}-01` }, async () => {
    await client.platformCall('/one');
    await client.platformCall('/two', { method: 'POST', json: {} });
  });
  expect(received).toHaveLength(2);
  for (const headers of received) expect(headers.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
});

it('a call of a request without one, or with a malformed one, carries none', async () => {
  await withIncomingTrace({}, () => client.platformCall('/one'));
  await withIncomingTrace({ traceparent: `00-${TRACE}-nothex-01` }, () => client.platformCall('/one'));
  expect(received.map((headers) => headers.traceparent)).toEqual([undefined, undefined]);
});

it('requests running at once keep their own traces', async () => {
  const other = 'a'.repeat(32);
  await Promise.all([
    withIncomingTrace({ traceparent: `00-${TRACE}-${PARENT}-01` }, () => client.platformCall('/mine')),
    withIncomingTrace({ traceparent: `00-${other}-${PARENT}-01` }, () => client.platformCall('/theirs')),
  ]);
  const traceOf = (path: string) => received.find((headers) => headers['x-path'] === path)?.traceparent?.toString().split('-')[1];
  expect(traceOf('/mine')).toBe(TRACE);
  expect(traceOf('/theirs')).toBe(other);
});
