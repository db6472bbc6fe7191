import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signRevalidation } from '../../server/page-cache/revalidate';
import { flightProps, send, type Answer } from './support/http';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET, LANE, PLATFORM } from './support/platform';

/**
 * Several instances on one Redis: two sites with REDIS_URL on a redis-server of their own, both on this
 * lane's sandbox platform, behind what would be one domain (the same Host header to both). A page filled through one is
 * a hit on the other (a member's frame too), a purge through one empties both, a session made on one is valid on the
 * other, and when one dies the other still has every page and session. The instances keep pages a minute, so a miss
 * here is a purge.
 */

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path)) ?? null;
const REDIS_PORT = 6390 + LANE;
const PORTS = [3600 + 2 * LANE, 3601 + 2 * LANE] as const;
/** The public host both instances are reached by (the demo merchant), as a reverse proxy on port 80 would send it. */
const HOST = 'localhost';

// CI installs redis-server (.ci/run); a desk without it skips this file and says so.
test.skip(!REDIS && !process.env.CI, 'redis-server is not installed (apt-get install redis-server)');
test.describe.configure({ mode: 'serial' });

const children: ChildProcess[] = [];
let sites: ChildProcess[] = [];

async function until(what: string, ready: () => Promise<boolean>, timeout = 90_000) {
  await expect.poll(() => ready().catch(() => false), { message: `${what} did not come up`, timeout, intervals: [250] }).toBe(true);
}

function startSite(port: number): ChildProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_URL: PLATFORM,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      TRUST_PROXY: '1',
      SITE_COMPRESS: 'off',
      PUBLIC_DATA_TTL_MS: '60000',
    },
  });
  children.push(child);
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!REDIS) throw new Error('redis-server is not installed');
  // On the real clock even in a run anchored by TEST_CLOCK (scripts/test.mjs): Redis aborts at start under libfaketime
  // (its allocator reads the clock while libfaketime is still loading). The page cache gives Redis only relative expiries
  // (PX), so the sites' anchored clock and Redis's real one never need to agree.
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...realClock } = process.env;
  children.push(
    spawn(REDIS, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore', env: realClock }),
  );
  sites = PORTS.map(startSite);
  for (const port of PORTS) await until(`site on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

const get = (port: number, path: string, headers: Record<string, string> = {}) => send(HOST, path, { port, headers: { host: HOST, ...headers } });

function purge(port: number, body: Record<string, unknown>, signature?: string): Promise<Answer> {
  const text = JSON.stringify(body);
  return send(HOST, '/api/revalidate', {
    port,
    method: 'POST',
    data: text,
    headers: { host: HOST, 'content-type': 'application/json', 'x-site-signature': signature ?? signRevalidation(text, E2E_REVALIDATE_SECRET) },
  });
}

test('a page filled through one instance is a hit on the other, with its own nonce', async () => {
  const path = `/rng?instances=${Date.now()}`;
  const filled = await get(PORTS[0], path);
  expect(filled.headers['x-cache']).toBe('miss');
  const other = await get(PORTS[1], path);
  expect(other.headers['x-cache']).toBe('hit');
  const nonce = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')![1]!;
  expect(nonce(other)).not.toBe(nonce(filled));
  expect(other.body.split(nonce(other)).join('N')).toBe(filled.body.split(nonce(filled)).join('N'));
});

test('a purge through one instance empties both, for that merchant only; unsigned or stale purges are refused', async () => {
  const home = '/?purge=1';
  const vn = { host: 'vn.localhost' };
  for (const port of PORTS) {
    await get(port, home);
    await get(port, '/', vn);
  }
  expect((await get(PORTS[0], home)).headers['x-cache']).toBe('hit');
  expect((await get(PORTS[1], '/', vn)).headers['x-cache']).toBe('hit');

  const forged = await purge(PORTS[1], { merchant: 'demo', timestamp: Date.now() }, 'sha256=00');
  expect(forged.status).toBe(401);
  expect(JSON.parse(forged.body)).toMatchObject({ success: false, errorCode: 'invalid_signature' });
  const stale = await purge(PORTS[1], { merchant: 'demo', timestamp: Date.now() - 10 * 60_000 });
  expect(stale.status).toBe(401);
  const badTag = await purge(PORTS[1], { merchant: 'demo', tag: '__proto__', timestamp: Date.now() });
  expect(badTag.status).toBe(400);
  expect((await get(PORTS[0], home)).headers['x-cache'], 'a refused purge purges nothing').toBe('hit');

  const done = await purge(PORTS[1], { merchant: 'demo', tag: 'promotions', timestamp: Date.now() });
  expect(done.status, done.body).toBe(200);
  expect(JSON.parse(done.body)).toMatchObject({ success: true, value: { merchant: 'demo', tag: 'promotions' } });
  // The very next request, on either instance, renders afresh; another merchant's pages stay.
  expect((await get(PORTS[0], home)).headers['x-cache']).toBe('miss');
  expect((await get(PORTS[1], home)).headers['x-cache']).toBe('hit');
  expect((await get(PORTS[1], '/', vn)).headers['x-cache']).toBe('hit');
});

test('a session made on one instance is valid on the other, and one dying loses nothing', async () => {
  const login = await send(HOST, '/api/session/login', {
    port: PORTS[0],
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}` },
    data: { username: 'player1', password: 'Player#2026' },
  });
  expect(login.status, login.body).toBe(200);
  const cookie = /(?:^|\n)(site_session=[^;]*)/.exec(login.headers['set-cookie'] ?? '')![1]!;
  const summary = await get(PORTS[1], '/api/member/summary', { cookie });
  expect(summary.status, summary.body).toBe(200);
  expect(summary.body).toContain('player1');
  // A member's home (a frame, server/page-cache/member-frame.ts) drawn through one is a hit on the other, with this
  // member's own sign-in time in it.
  const framed = `/?frame=${Date.now()}`;
  expect((await get(PORTS[0], framed, { cookie })).headers['x-member-frame']).toBe('miss');
  const frame = await get(PORTS[1], framed, { cookie });
  expect(frame.headers['x-member-frame']).toBe('hit');
  expect(frame.headers['x-cache']).toBeUndefined();
  const [signedInAt] = flightProps(frame.body, 'signedInAt') as number[];
  expect(signedInAt).toBeGreaterThan(Date.now() - 60_000);
  expect(signedInAt).toBeLessThanOrEqual(Date.now());

  const path = `/promotions?dying=${Date.now()}`;
  expect((await get(PORTS[0], path)).headers['x-cache']).toBe('miss');
  const gone = new Promise((resolve) => sites[0]!.once('exit', resolve));
  sites[0]!.kill('SIGKILL');
  await gone;
  expect((await get(PORTS[1], path)).headers['x-cache'], 'the page outlives the instance that rendered it').toBe('hit');
  const still = await get(PORTS[1], '/api/member/summary', { cookie });
  expect(still.status).toBe(200);
  expect(still.body).toContain('player1');
});
