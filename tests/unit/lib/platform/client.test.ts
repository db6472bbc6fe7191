/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The envelope client against a real local HTTP server: answers, refusals, faults, retries and the circuit breaker. */
let server: Server;
let lastHeaders: IncomingHttpHeaders = {};
let client: typeof import('@/lib/platform/client');
let errors: typeof import('@/lib/platform/errors');
/** Requests that reached the server, per path. */
const hits = new Map<string, number>();
let healthy = true;

const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/ok': (res) => json(res, 200, { success: true, value: { n: 1 } }),
  '/refused': (res) => json(res, 400, { success: false, errorCode: 'login_failed', message: 'Wrong', value: { captcha: true } }),
  '/soft-refused': (res) => json(res, 200, { success: false, errorCode: 'TOO_MANY_REQUESTS' }),
  '/token': (res) => json(res, 401, { success: false, errorCode: 'user.or.token.invalid' }),
  '/ip': (res) => json(res, 200, { success: false, errorCode: 'token_ip_different' }),
  '/html': (res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>bad gateway</html>');
  },
  '/crash': (res) => json(res, 500, { success: false }),
  '/slow': (res) => setTimeout(() => json(res, 200, { success: true }), 3000),
  '/reset': (res) => res.socket?.destroy(),
  '/half': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
    res.write('{"success":true,"value":{"n":');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  '/malformed': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true,');
  },
  '/switch': (res) => (healthy ? json(res, 200, { success: true, value: 'up' }) : json(res, 503, { success: false })),
};

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    const path = req.url?.split('?')[0] ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    (routes[req.url?.split('?')[0] ?? ''] ?? ((r) => json(r, 404, { success: false, errorCode: 'not_found' })))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '1000';
  process.env.PLATFORM_BREAKER_FAILURES = '4';
  process.env.PLATFORM_BREAKER_COOLDOWN_MS = '400';
  await freshClient();
});

/** A client with its own, closed circuit (the policies live on globalThis, shared by the proxy and the app). */
async function freshClient() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('gaming-frontend.platform-policies')];
  await jest.isolateModulesAsync(async () => {
    client = await import('@/lib/platform/client');
    errors = await import('@/lib/platform/errors');
  });
}

beforeEach(async () => {
  hits.clear();
  healthy = true;
  await freshClient();
});

const kindOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(errors.PlatformUnavailableError);
  return (error as InstanceType<typeof errors.PlatformUnavailableError>).kind;
};

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('platformCall', () => {
  it('resolves to the envelope value and sends the platform headers', async () => {
    await expect(client.platformCall('/ok', { merchant: 'demo', language: 'vi', token: 'abc', ip: '198.51.100.7' })).resolves.toEqual({ n: 1 });
    expect(lastHeaders).toMatchObject({
      merchant: 'demo',
      device: 'WEB',
      language: 'vi',
      authorization: 'abc',
      'x-forwarded-for': '198.51.100.7',
    });
  });

  it('turns a refusal into a PlatformError with its code, status and value', async () => {
    const error = await client.platformCall('/refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.PlatformError);
    expect(error).toMatchObject({ code: 'login_failed', status: 400, value: { captcha: true } });
    expect((error as InstanceType<typeof errors.PlatformError>).forcesLogout).toBe(false);
    await expect(client.platformCall('/soft-refused')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 200 });
  });

  it('marks the force-logout codes and 401s', async () => {
    const byStatus = (await client.platformCall('/token').catch((e: unknown) => e)) as InstanceType<typeof errors.PlatformError>;
    const byCode = (await client.platformCall('/ip').catch((e: unknown) => e)) as InstanceType<typeof errors.PlatformError>;
    expect(byStatus.forcesLogout).toBe(true);
    expect(byCode.forcesLogout).toBe(true);
  });

  it('treats non-envelopes, bare 5xx, timeouts and refused connections as unavailable', async () => {
    await expect(client.platformCall('/html')).rejects.toBeInstanceOf(errors.PlatformUnavailableError);
    await expect(client.platformCall('/crash')).rejects.toBeInstanceOf(errors.PlatformUnavailableError);
    await expect(client.platformCall('/slow')).rejects.toBeInstanceOf(errors.PlatformUnavailableError);
  });
});

describe('faults', () => {
  it('gives up on a slow read at the read timeout', async () => {
    const started = Date.now();
    expect(await kindOf(client.platformCall('/slow'))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(hits.get('/slow')).toBe(1);
  });

  it('reads a connection closed mid-answer or a malformed body as no answer', async () => {
    expect(await kindOf(client.platformCall('/half'))).toBe('network');
    expect(hits.get('/half')).toBe(2);
    expect(await kindOf(client.platformCall('/malformed'))).toBe('bad-answer');
    expect(hits.get('/malformed')).toBe(1);
  });

  it('tries a read once more when the connection failed or the platform failed with a 5xx, and a write never', async () => {
    expect(await kindOf(client.platformCall('/reset'))).toBe('network');
    expect(hits.get('/reset')).toBe(2);
    expect(await kindOf(client.platformCall('/crash'))).toBe('server-error');
    expect(hits.get('/crash')).toBe(2);
    await freshClient();
    hits.clear();
    expect(await kindOf(client.platformCall('/reset', { method: 'POST', json: { username: 'a', password: 'b' } }))).toBe('network');
    expect(hits.get('/reset')).toBe(1);
    expect(await kindOf(client.platformCall('/crash', { method: 'PUT', json: {} }))).toBe('server-error');
    expect(hits.get('/crash')).toBe(1);
  });

  it('never retries a refusal, and refusals do not open the circuit', async () => {
    for (let i = 0; i < 6; i += 1) await expect(client.platformCall('/refused', { method: 'POST', json: {} })).rejects.toBeInstanceOf(errors.PlatformError);
    expect(hits.get('/refused')).toBe(6);
    await expect(client.platformCall('/ok')).resolves.toEqual({ n: 1 });
  });
});

describe('circuit breaker', () => {
  it('stops calling a failing platform, answers at once, then recovers by itself', async () => {
    healthy = false;
    // Four failures in a row (two reads, each tried twice) open the circuit.
    expect(await kindOf(client.platformCall('/switch'))).toBe('server-error');
    expect(await kindOf(client.platformCall('/switch'))).toBe('server-error');
    expect(hits.get('/switch')).toBe(4);

    const started = Date.now();
    for (let i = 0; i < 20; i += 1) expect(await kindOf(client.platformCall('/switch'))).toBe('circuit-open');
    expect(await kindOf(client.platformCall('/login', { method: 'POST', json: {} }))).toBe('circuit-open');
    expect(Date.now() - started).toBeLessThan(200);
    expect(hits.get('/switch')).toBe(4);
    expect(hits.get('/login')).toBeUndefined();

    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(client.platformCall('/switch')).resolves.toBe('up');
    await expect(client.platformCall('/switch')).resolves.toBe('up');
    expect(hits.get('/switch')).toBe(6);
  });

  it('opens again at once when the trial call after the cool-down fails', async () => {
    healthy = false;
    await kindOf(client.platformCall('/switch'));
    await kindOf(client.platformCall('/switch'));
    await new Promise((resolve) => setTimeout(resolve, 450));
    // One trial call reaches the platform (its retry finds the circuit open again), then nothing does.
    await kindOf(client.platformCall('/switch'));
    expect(hits.get('/switch')).toBe(5);
    expect(await kindOf(client.platformCall('/switch'))).toBe('circuit-open');
    expect(hits.get('/switch')).toBe(5);
  });
});
