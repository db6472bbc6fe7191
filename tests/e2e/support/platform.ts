import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Helpers that drive the sandbox platform's /__sandbox/ control endpoints and build per-merchant URLs. */
/**
 * Each Playwright worker has a lane of its own (TEST_PARALLEL_INDEX): its own site and sandbox platform, with its own
 * database, started by playwright.config.ts. Tests in different lanes never share state, so the suite runs in parallel.
 */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX || 0);
export const SITE_PORT = Number(process.env.E2E_PORT || 3100) + LANE;
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT || 4100) + LANE;
export const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
/** The sandbox's database in the e2e run: one per sandbox port, so suites on other ports never share one. */
export const PLATFORM_DB = `.data/e2e-platform-${PLATFORM_PORT}.db`;
/** The site's SESSION_SECRET in the e2e run (the security matrix seals cookies of its own with it). */
export const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789-abcdefghijklmnop';
/** Signs the lanes' POST /api/revalidate (REVALIDATE_SECRET). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789-abcdefghijkl';

export const HOSTS = { demo: 'localhost', vn88: 'vn.localhost', ph: 'ph.localhost' } as const;

export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${SITE_PORT}${path}`;
}

/**
 * For Node-side requests (Playwright's `request`): Node does not resolve *.localhost, so connect to loopback and
 * name the merchant's host in the Host header, as a proxy in front of the site would.
 */
export function hostRequest(host: string, path = '/'): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${SITE_PORT}${path}`, headers: { host: `${host}:${SITE_PORT}` } };
}

/**
 * The site caches each host's status this long in the e2e run (SITE_STATUS_TTL_MS in playwright.config.ts), and
 * merchant-public content as long (PUBLIC_DATA_TTL_MS).
 */
const STATUS_TTL_MS = 1000;
/**
 * Until the site has seen a change on the platform: a time, not a signal, since its caches expire on their own clock
 * and nothing tells a test that they have (a page that already shows the seed may be the one cached before the change).
 */
const PAST_STATUS_TTL_MS = STATUS_TTL_MS + 200;

/**
 * Database back to the seed, and wait until the site has seen any status, setting or public-content change that undoes
 * (the sandbox says whether there was one since the last reset: sandbox/lib/public-changes.ts).
 */
export async function resetPlatform(request: APIRequestContext) {
  const response = await request.post(`${PLATFORM}/__sandbox/reset`);
  expect(response.ok()).toBeTruthy();
  const { publicDataChanged } = (await response.json()) as { publicDataChanged?: boolean };
  if (publicDataChanged !== false) await new Promise((resolve) => setTimeout(resolve, PAST_STATUS_TTL_MS));
}

export async function setMerchantStatus(request: APIRequestContext, merchant: string, status: 0 | 1 | 2, maintenanceEnd?: string) {
  const response = await request.post(`${PLATFORM}/__sandbox/merchants/${merchant}/status`, {
    data: maintenanceEnd ? { status, maintenanceEnd } : { status },
  });
  expect(response.ok()).toBeTruthy();
}

export async function latestCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${PLATFORM}/__sandbox/captcha/latest`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { answer: string }).answer;
}

/** Reload until the heading shows: a platform status change reaches the site within its 5 s cache. */
export async function reloadUntilHeading(page: Page, name: string | RegExp, timeout = 15_000) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout, intervals: [500, 1000] });
}

export const ACCOUNTS = {
  player: { username: 'player1', password: 'Player#2026' },
  agent: { username: 'agent1', password: 'Agent#2026' },
  newbie: { username: 'newbie1', password: '123456' },
};

/** The latest SMS code the sandbox "sent" to a number (digits, without the dial code). */
export async function latestSms(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`${PLATFORM}/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { code: string }).code;
}

/** Solve the slider check that is open on the page, with the keyboard, using the sandbox's answer. */
export async function solveSlider(page: Page, request: APIRequestContext) {
  const slider = page.getByRole('slider');
  await expect(slider).toBeVisible();
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  const response = await request.get(`${PLATFORM}/__sandbox/slider/latest`);
  expect(response.ok()).toBeTruthy();
  const { x } = (await response.json()) as { x: number };
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < x; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  await page.keyboard.press('Enter');
  await expect(slider).toBeHidden();
}

/**
 * The disclaimer (ph) asks once per browser session: mark it accepted before the page's own scripts run, for tests
 * about something else. Call before the first navigation of the page.
 */
export async function acceptDisclaimer(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('disclaimerAccept', 'true'));
}

/** The after-login notices (demo has a popup notice) show once per session: mark them seen, for tests about something else. */
export async function skipAfterLoginNotices(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('afterLoginShown', 'true'));
}

/** The login form's words in a page language other than English. */
export interface LoginLabels {
  username: string;
  password: string;
  submit: string;
  menu: RegExp;
}

export const VIETNAMESE_LOGIN: Omit<LoginLabels, 'menu'> = { username: 'Tên đăng nhập', password: 'Mật khẩu', submit: 'Đăng nhập' };

/** Log in through the /login page of the given host (the disclaimer is accepted and the after-login notices skipped). */
export async function logInWithPage(page: Page, host: string, account = ACCOUNTS.player, labels?: LoginLabels) {
  await skipAfterLoginNotices(page);
  await acceptDisclaimer(page);
  await page.goto(siteUrl(host, '/login'));
  const main = page.getByRole('main');
  await main.getByLabel(labels?.username ?? 'Username').fill(account.username);
  await main.getByLabel(labels?.password ?? 'Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: labels?.submit ?? 'Log in' }).click();
  // The header's account menu on wide screens, the tab bar's on phones: whichever is shown.
  // A sign-in loads a whole new document (so nothing prefetched while logged out is replayed): on a busy two-core
  // runner that can take longer than one expect.
  await expect(page.getByRole('button', { name: labels?.menu ?? new RegExp(`account menu for ${account.username}`, 'i') })).toBeVisible({
    timeout: 20_000,
  });
}
