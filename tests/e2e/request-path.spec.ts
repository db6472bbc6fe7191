import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * Requests go to 127.0.0.1, one of the demo merchant's hosts (Node's fetch always sends the URL's own Host).
 *
 * One request path: a page request makes exactly one platform status call and unseals the session cookie
 * once, and so does an API request. Counted on a site instance of its own (SITE_REQUEST_STATS=1 exposes the counts), so
 * no other test's traffic is in the figures.
 */

const PORT = 3170;
const PLATFORM_PORT = 4170;
const BASE = `http://127.0.0.1:${PORT}`;
let site: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      PLATFORM_DB: '.data/e2e-request-path.db',
      PLATFORM_URL: '',
      TRUST_PROXY: '1',
      SITE_REQUEST_STATS: '1',
      SESSION_SECRET: 'request-path-secret-0123456789-abcdefghijklmnop',
    },
  });
  await expect(async () => {
    const response = await fetch(`${BASE}/api/internal/request-stats`, {});
    expect(response.status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

interface Stats {
  statusCalls: number;
  unseals: number;
}

async function stats(): Promise<Stats> {
  const response = await fetch(`${BASE}/api/internal/request-stats`, {});
  return ((await response.json()) as { value: Stats }).value;
}

/** The visitor address decides the status cache's key: a fresh one is a cold cache. */
let nextIp = 10;
const freshIp = () => `192.0.2.${nextIp++}`;

async function delta(run: () => Promise<void>): Promise<Stats> {
  const before = await stats();
  await run();
  const after = await stats();
  return { statusCalls: after.statusCalls - before.statusCalls, unseals: after.unseals - before.unseals };
}

async function signedInCookie(): Promise<string> {
  // 127.0.0.1 is an address every seeded account has used: no second step.
  const response = await fetch(`${BASE}/api/session/login`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
    body: JSON.stringify({ username: 'player1', password: 'Player#2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

test('an anonymous page request: one status call, no unseal', async () => {
  const counted = await delta(async () => {
    const response = await fetch(`${BASE}/`, { headers: { 'x-forwarded-for': freshIp() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Demo Casino');
  });
  expect(counted).toEqual({ statusCalls: 1, unseals: 0 });
});

test('a signed-in page request: one status call, one unseal', async () => {
  const cookie = await signedInCookie();
  const counted = await delta(async () => {
    const response = await fetch(`${BASE}/`, { headers: { 'x-forwarded-for': freshIp(), cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('wallet-balance');
  });
  expect(counted).toEqual({ statusCalls: 1, unseals: 1 });
});

test('a signed-in API request: one status call, one unseal', async () => {
  const cookie = await signedInCookie();
  const counted = await delta(async () => {
    const response = await fetch(`${BASE}/api/member/summary`, { headers: { 'x-forwarded-for': freshIp(), cookie } });
    expect(response.status).toBe(200);
  });
  expect(counted).toEqual({ statusCalls: 1, unseals: 1 });
});
