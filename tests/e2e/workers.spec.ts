import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signRevalidation } from '../../server/page-cache/revalidate';
import { send, type Answer } from './support/http';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET, LANE, PLATFORM } from './support/platform';

/**
 * One site as two worker processes on one port (SITE_WORKERS=2, server/workers.ts), each with its pages in its
 * own memory (no Redis): a purge through either drops the merchant's pages in both before it is answered, a session
 * made on one is valid on the other, and a worker that dies is replaced while the other goes on answering. Every
 * request here is a new connection, so the primary hands them to the workers in turn; X-Site-Worker says which answered.
 */

const PORT = 3680 + LANE;
const HOST = 'localhost';
test.describe.configure({ mode: 'serial' });

let site: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_URL: PLATFORM,
      REDIS_URL: '',
      SITE_WORKERS: '2',
      SESSION_SECRET: E2E_SESSION_SECRET,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      SITE_COMPRESS: 'off',
      PUBLIC_DATA_TTL_MS: '60000',
    },
  });
  await expect
    .poll(() => fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false), {
      message: 'the site with two workers did not come up',
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(true);
});

test.afterAll(() => site?.kill('SIGTERM'));

const get = (path: string, headers: Record<string, string> = {}) => send(HOST, path, { port: PORT, headers: { host: HOST, connection: 'close', ...headers } });
const worker = (answer: Answer) => answer.headers['x-site-worker'];

/** Asks for `path` until each of the two workers has answered once: their first answers, by worker. */
async function fromEachWorker(path: string): Promise<Map<string, Answer>> {
  const seen = new Map<string, Answer>();
  for (let i = 0; i < 20 && seen.size < 2; i++) {
    const answer = await get(path);
    expect(answer.status, answer.body.slice(0, 200)).toBe(200);
    if (!seen.has(worker(answer)!)) seen.set(worker(answer)!, answer);
  }
  expect(seen.size, 'both workers answer').toBe(2);
  return seen;
}

test('a purge through one worker empties the pages of both before it is answered', async () => {
  const path = `/rng?workers=${Date.now()}`;
  await fromEachWorker(path);
  for (const answer of (await fromEachWorker(path)).values()) expect(answer.headers['x-cache'], 'each worker has the page').toBe('hit');

  const body = JSON.stringify({ merchant: 'demo', timestamp: Date.now() });
  const purged = await send(HOST, '/api/revalidate', {
    port: PORT,
    method: 'POST',
    data: body,
    headers: { host: HOST, connection: 'close', 'content-type': 'application/json', 'x-site-signature': signRevalidation(body, E2E_REVALIDATE_SECRET) },
  });
  expect(purged.status, purged.body).toBe(200);
  // The first answer of each worker after the purge is a fresh render: neither kept the old page.
  for (const [id, answer] of await fromEachWorker(path)) expect(answer.headers['x-cache'], `worker ${id} after the purge`).toBe('miss');
});

test('a session made on one worker is valid on the other; a worker that dies is replaced', async () => {
  const login = await send(HOST, '/api/session/login', {
    port: PORT,
    method: 'POST',
    data: { username: 'player1', password: 'Player#2026' },
    headers: { host: HOST, connection: 'close', origin: `http://${HOST}` },
  });
  expect(login.status, login.body).toBe(200);
  const cookie = /site_session=[^;]*/.exec(login.headers['set-cookie'] ?? '')![0];
  const workers = new Set<string>();
  for (let i = 0; i < 20 && workers.size < 2; i++) {
    const balance = await get('/api/wallet/balance', { cookie });
    expect(balance.status, balance.body).toBe(200);
    workers.add(worker(balance)!);
  }
  expect(workers.size, 'the session works on both workers').toBe(2);

  const pids = execFileSync('pgrep', ['-P', String(site.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  expect(pids).toHaveLength(2);
  process.kill(pids[0]!, 'SIGKILL');
  // Once the primary has seen the death (it reaps the process), no connection goes to the dead worker: the survivor
  // answers at once. A connection handed over in the instant of the death is lost, as on any server that dies.
  const children = () => execFileSync('pgrep', ['-P', String(site.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  await expect.poll(() => children().includes(pids[0]!), { timeout: 10_000, intervals: [50] }).toBe(false);
  expect((await get('/')).status).toBe(200);
  // The primary starts a third worker in the dead one's place (cluster numbers its workers on: the new one is 3),
  // which takes its share of the connections once it is ready.
  await expect
    .poll(
      async () => {
        const ids = new Set<string>();
        for (let i = 0; i < 4; i++) ids.add(worker(await get('/'))!);
        return [...ids].sort();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toContain('3');
});
