import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { platformGames } from './support/games';

/**
 * A free-demo (trial) account is told which games it can play (the tiles, the welcome and
 * the dialog a refused game opens say so, from what the platform says of each game), and its menus show what it can
 * use, with one clear "Register to unlock" where it cannot, instead of entries that end in "register first".
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/**
 * WCAG 2.2 A and AA, every impact: the screen as it is now, or only `within` (an open Radix menu or drawer, which hides
 * the rest of the page from assistive technology and keeps focus inside itself, while axe still counts what it hid).
 */
async function expectNoViolations(page: Page, what: string, within?: string) {
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

function tiles(page: Page) {
  return page.getByRole('main').getByRole('list', { name: /games?$/i }).first();
}

/** Starts the free demo as a player does on a phone: the side menu's Free demo button. */
async function startFreeDemoOnPhone(page: Page) {
  await skipAfterLoginNotices(page);
  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('button', { name: 'Side menu' }).click();
  await page.getByRole('dialog', { name: 'Side menu' }).getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('group', { name: 'Demo balance' })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the welcome, the tiles and the refusal say which games the free demo plays', async ({ page, request }) => {
    const inHouse = await platformGames(request, 'INHOUSE');
    const pg = await platformGames(request, 'RNG', { vassalage: 'PG' });
    // The platform says of each game whether a trial account may launch it.
    expect(inHouse.games[0]!.trialPlay).toBe(true);
    expect(pg.games[0]!.trialPlay).toBe(false);

    await startFreeDemoOnPhone(page);
    await expect(page.getByText('You are playing the free demo with play money. Games marked “Free demo” are yours to play')).toBeVisible();

    // A game the demo plays is marked on its tile (the mark is part of the tile's name).
    await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
    const playable = tiles(page).getByRole('button', { name: new RegExp(`^${inHouse.games[0]!.gameName}\\b.*Free demo`) });
    await expect(playable).toBeVisible();
    await expectNoViolations(page, 'the in-house catalogue with its Free demo marks');

    // One it does not play is not marked, and tapping it says why and what to do, without a launch that fails.
    await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=PG'));
    const refused = tiles(page).getByRole('button', { name: new RegExp(`^${pg.games[0]!.gameName}\\b`) }).first();
    await expect(refused).toBeVisible();
    await expect(refused).not.toHaveAccessibleName(/Free demo/);
    const launches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games/launch') && launches.push(r.url()));
    await refused.click();
    const dialog = page.getByRole('alertdialog', { name: `${pg.games[0]!.gameName} is not in the free demo` });
    await expect(dialog).toContainText('The free demo plays the games marked “Free demo”, with play money.');
    await expect(dialog.getByRole('button', { name: 'Register to unlock' })).toBeVisible();
    expect(launches).toEqual([]);
    await expectNoViolations(page, 'the dialog of a game not in the free demo');
    await dialog.getByRole('button', { name: 'Keep playing', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The marked game opens.
    await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
    await tiles(page).getByRole('button', { name: new RegExp(`^${inHouse.games[0]!.gameName}\\b.*Free demo`) }).click();
    await expect(page).toHaveURL(/\/game\?/);
  });

  test('the menus show what the demo can use and one "Register to unlock"', async ({ page }) => {
    await startFreeDemoOnPhone(page);
    const header = page.getByRole('banner');
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    // No doors that only say "register first".
    await expect(header.getByRole('link', { name: /Messages/ })).toHaveCount(0);
    await expect(tabBar.getByRole('link', { name: 'Deposit' })).toHaveCount(0);

    // The account tab: what the demo has, then one way to unlock the rest.
    await tabBar.getByRole('button', { name: /account menu for trial/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Favourites', 'Register to unlock', 'Sign out']);
    await expect(menu).toContainText('Play money only: register to deposit, withdraw, read messages and keep records.');
    await expectNoViolations(page, 'the free demo\'s account menu', '[role="menu"]');
    await page.keyboard.press('Escape');

    // The help menu leaves out messages and feedback, which need an account.
    await header.getByRole('button', { name: 'Help and service' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: /Messages|Feedback/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The side menu: one Register to unlock in place of invite and earn, the reward centre and the points mall.
    await header.getByRole('button', { name: 'Side menu' }).click();
    const side = page.getByRole('dialog', { name: 'Side menu' });
    await expect(side.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(side.getByRole('link', { name: /Invite and earn|Reward centre|Points mall/ })).toHaveCount(0);
    await expect(side.getByRole('button', { name: 'Register to unlock' })).toHaveCount(1);
    await expectNoViolations(page, 'the free demo\'s side menu', '[role="dialog"]');
    await page.keyboard.press('Escape');

    // The tab bar's Register to unlock ends the demo and opens registration.
    await tabBar.getByRole('button', { name: 'Register to unlock' }).click();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/register'));
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await expect(tabBar.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('on a desktop the header offers Register to unlock instead of Deposit and Withdraw', async ({ page }) => {
  // The whole home page (some sixty tiles) goes through axe.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await skipAfterLoginNotices(page);
  await page.goto(siteUrl(HOSTS.demo));
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('group', { name: 'Demo balance' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register to unlock' })).toBeVisible();
  await expect(header.getByRole('link', { name: /^(Deposit|Withdraw)$/ })).toHaveCount(0);
  await expectNoViolations(page, 'the free demo\'s home on a desktop');
  await header.getByRole('button', { name: /account menu for trial/i }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Favourites', 'Register to unlock', 'Sign out']);
  await expectNoViolations(page, 'the free demo\'s account menu on a desktop', '[role="menu"]');
});
