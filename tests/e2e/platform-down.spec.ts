import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The platform going away and coming back. This suite runs its own sandbox and site (ports 4200/3200) so it can stop
 * the sandbox without disturbing the other suites.
 */
const SITE = 'http://localhost:3200';
const PLATFORM_PORT = '4200';
let site: ChildProcess | null = null;
let sandbox: ChildProcess | null = null;

function startSandbox() {
  sandbox = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
    env: { ...process.env, PLATFORM_PORT, PLATFORM_DB: '.data/e2e-down-platform.db' },
    stdio: 'ignore',
  });
}

async function waitFor(url: string) {
  await expect(async () => {
    const response = await fetch(url);
    expect(response.ok).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [250] });
}

test.beforeAll(async () => {
  startSandbox();
  await waitFor(`http://127.0.0.1:${PLATFORM_PORT}/__sandbox/health`);
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: '3200',
      PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}`,
      SESSION_SECRET: 'e2e-down-session-secret-0123456789-abcdefgh',
      PLATFORM_TIMEOUT_MS: '2000',
    },
    stdio: 'ignore',
  });
  await waitFor(`${SITE}/api/health`);
});

test.afterAll(() => {
  site?.kill('SIGTERM');
  sandbox?.kill('SIGTERM');
});

test('while the platform is down, cached pages keep answering with a notice, the rest says it will be right back; all recover', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Pages a visitor has seen are in the page cache; a member signs in before the platform goes.
  await page.goto(SITE);
  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  await expect(page.getByText('Some features are unavailable right now', { exact: false })).toBeHidden();
  await page.goto(`${SITE}/promotions`);
  // The member's own requests (not the visitor's browser): its session cookie stays with `request`.
  const login = await request.post(`${SITE}/api/session/login`, {
    headers: { origin: SITE },
    data: { username: 'player1', password: 'Player#2026' },
  });
  expect(login.status(), await login.text()).toBe(200);

  sandbox?.kill('SIGTERM');
  // Before, every page answered 503 here. Now a page in the cache is served as it was last
  // filled, with the notice, to players and crawlers alike.
  await expect(async () => {
    const response = await page.goto(SITE);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-cache']).toBe('stale');
    await expect(page.getByText('Some features are unavailable right now', { exact: false })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  const promotions = await page.goto(`${SITE}/promotions`);
  expect(promotions?.status()).toBe(200);

  // A page no visitor has seen cannot be drawn without the platform: the friendly page, honestly a 503.
  const unseen = await page.goto(`${SITE}/help?unseen=1`);
  expect(unseen?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  const body = await page.content();
  expect(body).not.toMatch(/at [\w.]+ \(|Error:|node_modules/);

  // What needs the platform answers 503 in the envelope.
  const balance = await request.get(`${SITE}/api/wallet/balance`);
  expect(balance.status()).toBe(503);
  expect(await balance.json()).toMatchObject({ success: false, errorCode: 'platform_unavailable' });

  startSandbox();
  await expect(async () => {
    const response = await page.goto(SITE);
    expect(response?.headers()['x-cache']).not.toBe('stale');
    await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible({ timeout: 1000 });
    await expect(page.getByText('Some features are unavailable right now', { exact: false })).toBeHidden();
  }).toPass({ timeout: 60_000, intervals: [1000] });
  expect((await request.get(`${SITE}/api/wallet/balance`)).status()).toBe(200);
});
