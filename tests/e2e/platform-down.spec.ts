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

test('pages answer with a friendly error page while the platform is down, and recover when it is back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(SITE);
  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();

  sandbox?.kill('SIGTERM');
  await expect(async () => {
    await page.goto(SITE);
    await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [1000] });
  const body = await page.content();
  expect(body).not.toMatch(/at [\w.]+ \(|Error:|node_modules/);

  const api = await page.request.get(`${SITE}/api/wallet/balance`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ success: false, errorCode: 'platform_unavailable' });

  startSandbox();
  await expect(async () => {
    await page.goto(SITE);
    await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [1000] });
});
