import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, acceptDisclaimer, resetPlatform, skipAfterLoginNotices, siteUrl } from './support/platform';
import { originOf, send } from './support/http';
import { SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * Every header state (visitor, member, agent, free demo) of every brand fits a phone of 360 px and
 * up: no sideways scroll, every control whole on screen and at least 24 px square (WCAG 2.2 2.5.8), the logo drawn
 * large enough to read, and the tab bar's labels in place.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

// Signs in by the API: a lane's earlier wrong passwords would have the platform ask this login for a captcha.
test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

const BRANDS = [
  { host: HOSTS.demo, brand: 'Demo Casino' },
  { host: HOSTS.vn88, brand: 'VN88' },
  { host: HOSTS.ph, brand: 'PH Play' },
] as const;

/** The logo's drawn height: the image keeps its proportions inside its box (object-contain). */
async function logoDrawnHeight(page: Page, brand: string): Promise<number> {
  return page
    .getByRole('banner')
    .getByRole('img', { name: brand })
    .evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return Math.min(box.height, (box.width * img.naturalHeight) / Math.max(1, img.naturalWidth));
    });
}

async function expectFits(page: Page, brand: string, width: number, label: string) {
  await page.setViewportSize({ width, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${label} at ${width}: no sideways scroll` })
    .toBeLessThanOrEqual(width);
  const header = page.getByRole('banner');
  const controls = header.locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count, `${label}: the header has controls`).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    const box = (await control.boundingBox())!;
    expect(box.x, `${label} at ${width}: "${name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} at ${width}: "${name}" ends on screen`).toBeLessThanOrEqual(width + 0.5);
    expect(Math.min(box.width, box.height), `${label} at ${width}: "${name}" is at least 24 px`).toBeGreaterThanOrEqual(24);
  }
  // Polled: after a resize the header may draw another source of the logo, which has no size until it has loaded.
  await expect.poll(() => logoDrawnHeight(page, brand), { message: `${label} at ${width}: the logo is drawn at least 20 px high` }).toBeGreaterThanOrEqual(20);
  // The tab bar's entries all on screen, their labels whole.
  const tabs = page.getByRole('navigation', { name: 'Main' }).locator('a:visible, button:visible');
  for (let i = 0; i < (await tabs.count()); i++) {
    const box = (await tabs.nth(i).boundingBox())!;
    expect(box.x + box.width, `${label} at ${width}: tab ${i + 1} on screen`).toBeLessThanOrEqual(width + 0.5);
  }
}

async function waitForBalance(page: Page) {
  await expect(page.getByTestId('wallet-balance')).toHaveText(/\d/);
}

for (const { host, brand } of BRANDS) {
  test(`${brand}: the visitor's, the member's and the agent's header fit 360 and 390 px`, async ({ page, context }) => {
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);
    // ph's visitors see /login (login-to-home); its analytics banner is another test's.
    await context.addCookies([{ name: 'analytics_consent', value: 'denied', domain: host, path: '/' }]);
    await page.goto(siteUrl(host, '/'));
    for (const width of [360, 390]) await expectFits(page, brand, width, 'visitor');

    await signInContext(context, { host, account: ACCOUNTS.player });
    await page.goto(siteUrl(host, '/'));
    await waitForBalance(page);
    for (const width of [360, 390]) await expectFits(page, brand, width, 'member');

    await context.clearCookies({ name: SESSION_COOKIE });
    await signInContext(context, { host, account: ACCOUNTS.agent });
    await page.goto(siteUrl(host, '/'));
    await waitForBalance(page);
    for (const width of [360, 390]) await expectFits(page, brand, width, 'agent');
  });
}

test('Demo Casino: the free demo header fits 360 and 390 px', async ({ page, context }) => {
  await skipAfterLoginNotices(page);
  const answer = await send(HOSTS.demo, '/api/session/free-play', { method: 'POST', headers: { origin: originOf(HOSTS.demo) }, data: {} });
  expect(answer.status, answer.body).toBe(200);
  const value = /(?:^|\n)site_session=([^;]*)/.exec(answer.headers['set-cookie'] ?? '')?.[1];
  await context.addCookies([{ name: SESSION_COOKIE, value: value!, domain: HOSTS.demo, path: '/' }]);
  await page.goto(siteUrl(HOSTS.demo, '/'));
  await expect(page.getByRole('group', { name: 'Demo balance' })).toBeVisible();
  await waitForBalance(page);
  for (const width of [360, 390]) await expectFits(page, 'Demo Casino', width, 'free demo');
});
