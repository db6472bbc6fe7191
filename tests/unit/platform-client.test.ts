/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The envelope client against a real local HTTP server. */
let server: Server;
let lastHeaders: IncomingHttpHeaders = {};
let client: typeof import('@/lib/platform/client');
let errors: typeof import('@/lib/platform/errors');

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
};

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    (routes[req.url?.split('?')[0] ?? ''] ?? ((r) => json(r, 404, { success: false, errorCode: 'not_found' })))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '1000';
  client = await import('@/lib/platform/client');
  errors = await import('@/lib/platform/errors');
});

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
