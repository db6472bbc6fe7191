import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MEMBER_PAGE_KEYS, type MemberPageKey } from '../../lib/member-centre/pages';
import { originOf, send } from './support/http';
import { acceptDisclaimer, ACCOUNTS, HOSTS, siteUrl, skipAfterLoginNotices } from './support/platform';
import { apiRoutes } from './support/routes';
import { logIn, SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * The member centre's frame: who may enter, the menu, deep links and Back, the phone sheet, pages that fit
 * a phone, no member's data in another member's answers, and axe on its pages. Each area's own behaviour is in
 * centre-<area>.spec.ts.
 */

const TITLES: Record<MemberPageKey, string> = {
  securityCenter: 'My account',
  transferFund: 'My wallet',
  depositv2: 'Deposit',
  withdraw: 'Withdraw',
  transferUpline: 'Transfer to upline',
  personalHistoryCopy: 'Betting record',
  transactionHistory: 'Account record',
  personalProfit: 'Profit and loss',
  bonusDetails: 'Bonus details',
  rewardCenter: 'Reward centre',
  referral: 'Invite friends',
  missionLeaderboard: 'Missions',
  messageV2: 'Messages',
  playerRank: 'VIP rank',
  profile: 'Profile',
  saferGambling: 'Safer gambling',
};
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const signIn = (context: BrowserContext, account: { username: string; password: string } = ACCOUNTS.player, host: string = HOSTS.demo) =>
  signInContext(context, { account, host });

async function prepare(page: Page) {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
}

const heading = (page: Page, key: MemberPageKey) => page.getByRole('heading', { level: 1, name: TITLES[key] });

test('the centre has its pages', () => {
  expect(MEMBER_PAGE_KEYS.length, 'pages of the member centre are built').toBeGreaterThan(0);
});

test('a visitor opening a centre page gets the login popup and comes back to the page once logged in', async ({ page }) => {
  await prepare(page);
  await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(ACCOUNTS.player.username);
  await dialog.getByLabel('Password', { exact: true }).fill(ACCOUNTS.player.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/, { timeout: 20_000 });
  await expect(heading(page, 'securityCenter')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
});

test('a free-play account is told to register first and sees no page', async ({ page, context }) => {
  await prepare(page);
  const answer = await send(HOSTS.demo, '/api/session/free-play', { method: 'POST', headers: { origin: originOf(HOSTS.demo) }, data: {} });
  expect(answer.status, answer.body).toBe(200);
  const value = /(?:^|\n)site_session=([^;]*)/.exec(answer.headers['set-cookie'] ?? '')?.[1];
  await context.addCookies([{ name: SESSION_COOKIE, value: value!, domain: HOSTS.demo, path: '/' }]);
  await page.goto(siteUrl(HOSTS.demo, '/member/depositv2'));
  // A free demo gets no popup on top, but what the demo can do and one way out.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Deposits, withdrawals and records need a real account' })).toBeVisible();
  await expect(main).toContainText('The free demo plays the games marked “Free demo”, with play money.');
  await expect(main.getByRole('link', { name: 'Play free-demo games' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Member centre pages' })).toHaveCount(0);
  // The site's API refuses the centre to a trial account as well.
  const reads = apiRoutes().filter((api) => api.methods.GET === 'player' && !api.route.includes('['));
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    const api = await send(HOSTS.demo, read.path, { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(api.status, api.label).toBe(403);
    expect(api.body, api.label).toContain('trial_account');
  }
  // Register to unlock ends the demo and opens registration.
  await main.getByRole('button', { name: 'Register to unlock' }).click();
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
});

test('/member shows the default page; unknown pages and pages the merchant turns off are 404s', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/member'));
  await expect(heading(page, 'securityCenter')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  expect((await page.goto(siteUrl(HOSTS.demo, '/member/nope')))?.status()).toBe(404);
  // ph has no reward centre and no transfer to upline (records.md flags).
  await signIn(context, ACCOUNTS.player, HOSTS.ph);
  for (const key of ['rewardCenter', 'transferUpline'] as const) {
    expect((await page.goto(siteUrl(HOSTS.ph, `/member/${key}`)))?.status(), key).toBe(404);
  }
  await page.goto(siteUrl(HOSTS.ph, '/member/securityCenter'));
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
});

test('desktop: the menu marks the page, links deep, Back returns, and the menu closes and opens again', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  for (const key of MEMBER_PAGE_KEYS.filter((k) => k !== 'securityCenter').slice(0, 4)) {
    await menu.getByRole('link', { name: TITLES[key], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/member/${key}$`));
    await expect(heading(page, key)).toBeVisible();
    await expect(menu.getByRole('link', { name: TITLES[key], exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/member/${MEMBER_PAGE_KEYS.filter((k) => k !== 'securityCenter')[3]}$`));
  await page.getByRole('button', { name: 'Close menu', exact: true }).click();
  await expect(menu).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Member centre pages' })).toBeVisible();
});

test.describe('phone', () => {
  test.use(PHONE);

  test('the menu is a full-screen sheet with a close button, and every page fits the screen', async ({ page, context }) => {
    test.setTimeout(120_000);
    await prepare(page);
    await signIn(context);
    await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
    const sheet = page.getByRole('dialog', { name: 'Member centre' });
    // A tap before the page has hydrated opens nothing: tap again until the sheet is there.
    await expect(async () => {
      await page.getByRole('main').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(sheet).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const box = await sheet.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Menu', exact: true }).click();
    const next = MEMBER_PAGE_KEYS.find((k) => k !== 'securityCenter')!;
    await page.getByRole('dialog', { name: 'Member centre' }).getByRole('link', { name: TITLES[next], exact: true }).click();
    await expect(heading(page, next)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);

    for (const key of MEMBER_PAGE_KEYS) {
      await page.goto(siteUrl(HOSTS.demo, `/member/${key}`));
      await expect(heading(page, key)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width, `${key} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    }
  });
});

test('two members at once: every centre page and API answer is the asking member’s own, and none is cached', async () => {
  test.setTimeout(120_000);
  // Two members with nothing to do with each other (player1's upline is agent1, so agent1 may rightly appear in its answers).
  const members = [ACCOUNTS.player, ACCOUNTS.newbie] as const;
  const cookies = await Promise.all(members.map((m) => logIn(HOSTS.demo, m)));
  const now = Date.now();
  const query = `?page=1&from=${now - 6 * 86_400_000}&to=${now}`;
  const gets = apiRoutes()
    .filter((api) => api.methods.GET === 'player' && !api.route.includes('['))
    .map((api) => `${api.path}${query}`);
  expect(gets.length, 'the centre has member API reads').toBeGreaterThan(3);

  const ask = (i: 0 | 1, path: string) => send(HOSTS.demo, path, { headers: { cookie: `${SESSION_COOKIE}=${cookies[i]}` } });
  // Each member alone, then both at once, several times: the same answer, and never the other's.
  const alone = await Promise.all(members.map((_, i) => Promise.all(gets.map((path) => ask(i as 0 | 1, path)))));
  for (let round = 0; round < 3; round++) {
    const together = await Promise.all(gets.flatMap((path) => [ask(0, path), ask(1, path)]));
    gets.forEach((path, j) => {
      for (const i of [0, 1] as const) {
        const answer = together[j * 2 + i]!;
        const other = members[1 - i]!.username;
        expect(answer.headers['cache-control'], `${answer.label}`).toContain('no-store');
        expect(answer.body.includes(`"${other}"`), `${answer.label} as ${members[i]!.username} names ${other}`).toBe(false);
        if (answer.status === 200 && alone[i]![j]!.status === 200) {
          expect(answer.body.length > 0).toBe(true);
        }
      }
    });
  }
  // The pages: each member's document names only that member, and is never stored by a shared cache.
  for (const key of MEMBER_PAGE_KEYS) {
    const [a, b] = await Promise.all([0, 1].map((i) => ask(i as 0 | 1, `/member/${key}`)));
    for (const [answer, other] of [[a!, members[1].username], [b!, members[0].username]] as const) {
      expect(answer.status, answer.label).toBe(200);
      expect(answer.headers['cache-control'] ?? '', answer.label).toMatch(/no-store|private/);
      expect(answer.body.includes(other), `${answer.label} names ${other}`).toBe(false);
    }
  }
});

/** WCAG 2.2 A and AA on five centre pages. */
const AXE_PAGES: MemberPageKey[] = ['securityCenter', 'depositv2', 'withdraw', 'transactionHistory', 'messageV2'];
// On a phone (cards, the sheet); centre-records.spec.ts scans the records pages on a desktop (tables).
for (const screen of ['phone'] as const) {
  test.describe(`axe, ${screen}`, () => {
    test.use(PHONE);
    test(`five centre pages have no violations (${screen})`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await prepare(page);
      await signIn(context);
      for (const key of AXE_PAGES) {
        await page.goto(siteUrl(HOSTS.demo, `/member/${key}`));
        await expect(heading(page, key)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
        const summary = results.violations.map((v) => ({
          page: key,
          rule: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
        }));
        expect(summary).toEqual([]);
      }
    });
  });
}
