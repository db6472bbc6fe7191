import { expect, test, type Page } from '@playwright/test';
import { GamesPath, type GameMenusDto } from '@site/platform-contract/games';
import { HOSTS, logInWithPage, PLATFORM, resetPlatform, siteUrl } from './support/platform';

/**
 * Lottery deep links (/lottery?gameCode=&playType=), the top navigation's lottery entries that start the TCG_SEA
 * lottery, the Vietnamese lottery's own menu, and the bars on the game pages (/seamless, /vnlottery) by merchant flag.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const lotteryFrame = (page: Page) => page.frameLocator('main iframe');

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('a lottery link opens that game at the play type it names', async ({ page }) => {
    await logInWithPage(page, HOSTS.demo);
    await page.goto(siteUrl(HOSTS.demo, '/lottery?gameCode=SSC_1M&playType=BIG_SMALL'));
    await expect(page.getByRole('heading', { level: 1, name: '1-minute SSC' })).toBeVisible();
    await expect(lotteryFrame(page).getByRole('heading', { level: 1, name: '1-minute SSC' })).toBeVisible();
    await expect(lotteryFrame(page).getByText('Play type: Big / Small')).toBeVisible();

    // Another play type of the same game opens it there.
    await page.goto(siteUrl(HOSTS.demo, '/lottery?gameCode=SSC_1M&playType=ODD_EVEN'));
    await expect(lotteryFrame(page).getByText('Play type: Odd / Even')).toBeVisible();
  });

  test('a bad lottery link opens the lobby, or the game at its first play type, never an error', async ({ page }) => {
    await logInWithPage(page, HOSTS.demo);
    for (const path of ['/lottery?gameCode=NO_SUCH_GAME&playType=BIG_SMALL', '/lottery?gameCode=%3Cscript%3E&playType=%00', '/lottery?gameCode=SSC_1M&gameCode=PK10_3M']) {
      const res = await page.goto(siteUrl(HOSTS.demo, path));
      expect([path, res?.status()]).toEqual([path, 200]);
      await expect(page.getByRole('heading', { level: 1, name: 'Lottery', exact: true })).toBeVisible();
      await expect(lotteryFrame(page).getByRole('heading', { name: 'Pick 3 numbers' })).toBeVisible();
    }
    // A play type lotteries do not have: the game opens at its first.
    await page.goto(siteUrl(HOSTS.demo, '/lottery?gameCode=SSC_1M&playType=big_small%27'));
    await expect(page.getByRole('heading', { level: 1, name: '1-minute SSC' })).toBeVisible();
    await expect(lotteryFrame(page).getByText('Play type: Direct')).toBeVisible();
  });

  test('E-Lottery and Lottery in the top navigation start the TCG lottery directly', async ({ page }) => {
    await logInWithPage(page, HOSTS.demo);
    await page.goto(siteUrl(HOSTS.demo, '/'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Game categories' });
    await expect(nav.getByRole('link', { name: 'Lottery', exact: true })).toHaveAttribute('href', '/lottery');

    await nav.getByRole('link', { name: 'E-Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/lottery\?gameType=ELOTT$/);
    await expect(lotteryFrame(page).getByText(/^TCG Lottery ·/)).toBeVisible();
    await expect(lotteryFrame(page).getByRole('heading', { name: 'Pick 3 numbers' })).toBeVisible();

    await page.goto(siteUrl(HOSTS.demo, '/'));
    await nav.getByRole('link', { name: 'Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/lottery$/);
    await expect(lotteryFrame(page).getByText(/^TCG Lottery ·/)).toBeVisible();
  });

  test('the Vietnamese lottery lists the regions of its own menu', async ({ page, request }) => {
    const res = await request.get(`${PLATFORM}${GamesPath.VN_GAME_MENU}`, { headers: { Merchant: 'vn88', Device: 'WEB', Language: 'vi' } });
    const regions = ((await res.json()) as { value: GameMenusDto }).value.gameMenus.flatMap((m) => m.games.map((g) => g.gameName));
    expect(regions.length).toBeGreaterThan(0);
    await page.goto(siteUrl(HOSTS.vn88, '/vnlottery'));
    const menu = page.getByRole('main').getByRole('navigation').first();
    for (const name of regions) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('a merchant that keeps the bars shows them on /vnlottery and /seamless, the side menu mini', async ({ page }) => {
    for (const path of ['/vnlottery', '/seamless?url=https%3A%2F%2Fexample.com%2F']) {
      await page.goto(siteUrl(HOSTS.demo, path));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    }
    // The player may expand it there; that is not kept as the player's choice: the next game page is mini again,
    // and the other pages stay as the player left them (expanded).
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.goto(siteUrl(HOSTS.demo, '/vnlottery'));
    await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.goto(siteUrl(HOSTS.demo, '/lottery'));
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a merchant without the flag hides the bars on /vnlottery and /seamless, and only there', async ({ page }) => {
    for (const path of ['/vnlottery', '/seamless?url=https%3A%2F%2Fexample.com%2F']) {
      await page.goto(siteUrl(HOSTS.vn88, path));
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Menu bên' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Mở rộng|Thu gọn) menu$/ })).toHaveCount(0);
    }
    await page.goto(siteUrl(HOSTS.vn88, '/lottery'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu bên' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use(PHONE);

  test('/vnlottery without the bars fits a phone, with no tab bar', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/vnlottery'));
    await expect(page.getByRole('heading', { level: 1, name: 'Xổ số Việt Nam' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Chính' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('a lottery link fits a phone', async ({ page }) => {
    await logInWithPage(page, HOSTS.demo);
    await page.goto(siteUrl(HOSTS.demo, '/lottery?gameCode=PK10_3M&playType=GROUP'));
    await expect(lotteryFrame(page).getByText('Play type: Group')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
