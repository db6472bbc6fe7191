import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GamesPath, type GameListType, type LotteryDrawDto, type OpenedNumbersDto } from '@site/platform-contract/games';
import { HOSTS, logInWithPage, PLATFORM, resetPlatform, siteUrl } from './support/platform';
import { platformGames } from './support/games';

/**
 * The lobby (the Games tab and /games) and the lottery pages, each with its draws for a visitor. What to expect is
 * asked of the sandbox platform, so the tests follow its catalogue and its draws.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
/** The types the lobby searches: every demo category that shows tiles (not the lotteries' own pages), and in-house. */
const SEARCHED: { type: GameListType; title: string }[] = [
  { type: 'ELOTT', title: 'E-Lottery' },
  { type: 'LIVE', title: 'Live Casino' },
  { type: 'SPORTS', title: 'Sports' },
  { type: 'FISH', title: 'Fishing' },
  { type: 'RNG', title: 'Slots' },
  { type: 'PVP', title: 'Poker' },
  { type: 'ESPORTS', title: 'E-Sports' },
  { type: 'INHOUSE', title: 'In-house games' },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A row's (or a result group's) tiles: the list named after it, in the page's main part. */
function row(page: Page, name: string) {
  return page.getByRole('main').getByRole('list', { name, exact: true }).getByRole('listitem');
}

/** Every lottery's latest opened numbers, as the platform answers the lottery page. */
async function platformDraws(request: APIRequestContext, merchant: string): Promise<{ gameCode: string; lastNumbers: string }[]> {
  const res = await request.get(`${PLATFORM}${GamesPath.LOTTERY_NUMBERS_OPENED}`, { headers: { Merchant: merchant, Device: 'WEB', Language: 'en' } });
  return ((await res.json()) as { value: { list: LotteryDrawDto[] } }).value.list.map((d) => ({ gameCode: d.gameCode, lastNumbers: d.numbers }));
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test.describe('phone', () => {
  test.use(PHONE);

  test('the Games tab opens the lobby, not the hot games', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games', exact: true }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search all games' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the lobby: hot, new and jackpot rows, every category, the providers’ logos; no recently played for a visitor', async ({ page, request }) => {
      await page.goto(siteUrl(HOSTS.demo, '/games'));
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);

      // New games: from every type that has some, taken in turn (a live table and a slot among the first few).
      const fresh = await Promise.all((['LIVE', 'FISH', 'RNG', 'PVP'] as const).map((type) => platformGames(request, type, { isNew: 1 })));
      const newNames = new Set(fresh.flatMap((list) => list.games.map((g) => g.gameName)));
      const shown = await row(page, 'New games').allInnerTexts();
      expect(shown.length).toBe(12);
      for (const text of shown) expect([text, [...newNames].some((name) => text.startsWith(name))]).toEqual([text, true]);
      for (const list of fresh) expect(shown.some((text) => text.startsWith(list.games[0]!.gameName))).toBe(true);

      // Jackpot slots: the platform's jackpot tab, across every vendor.
      const jackpots = await platformGames(request, 'RNG', { gameClassify: 'jackpot' });
      await expect(row(page, 'Jackpot slots')).toHaveCount(Math.min(12, jackpots.totalCount));
      await expect(row(page, 'Jackpot slots').first()).toContainText(jackpots.games[0]!.gameName);
      await expect(row(page, 'Hot games').first()).toBeVisible();

      // Every category, each to its own page.
      const categories = page.getByRole('navigation', { name: 'Categories' });
      for (const [name, path] of [
        ['Hot games', '/hot'], ['E-Lottery', '/elott'], ['Lottery', '/lottery'], ['Vietnam Lottery', '/vnlottery'], ['Live Casino', '/live'],
        ['Sports', '/sports'], ['Fishing', '/fish'], ['Slots', '/rng'], ['Poker', '/pvp'], ['E-Sports', '/esports'], ['In-house games', '/inhouse'],
      ] as const) {
        await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      }

      // Providers: each vendor once, its logo a PNG from the platform's CDN, a link to its games.
      const vendors = (await (await request.post(`${PLATFORM}${GamesPath.VENDORS}`, { headers: { Merchant: 'demo' }, data: { platform: 'html5-desktop' } })).json()) as {
        value: { gameCategory: string; vendors: { vassalage: string; name: string }[] }[];
      };
      const unique = new Set(vendors.value.flatMap((c) => c.vendors.map((v) => v.name)));
      const providers = page.getByRole('region', { name: 'Providers' });
      await expect(providers.getByRole('link')).toHaveCount(unique.size);
      await expect(providers.getByRole('link', { name: 'PG Soft', exact: true })).toHaveAttribute('href', '/rng?vendor=PG');
      const logo = await providers.getByRole('link', { name: 'PG Soft', exact: true }).locator('img').getAttribute('src');
      expect(logo).toMatch(/\/cdn\/vendors\/PG\.png$/);
      const image = await request.get(logo!);
      expect(image.headers()['content-type']).toBe('image/png');
      await expectNoSidewaysScroll(page);
    });

    test('the search across every game is answered by the server', async ({ page, request }) => {
      await page.goto(siteUrl(HOSTS.demo, '/games'));
      const word = 'Baccarat';
      await page.getByRole('searchbox', { name: 'Search all games' }).fill(word);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/games\?q=Baccarat$/);

      const found = await Promise.all(SEARCHED.map(async ({ type, title }) => ({ title, list: await platformGames(request, type, { gameName: word }) })));
      const matching = found.filter((f) => f.list.totalCount > 0);
      expect(matching.length).toBeGreaterThan(1);
      const total = matching.reduce((sum, f) => sum + f.list.totalCount, 0);
      await expect(page.getByRole('heading', { level: 2, name: `${total} games match “${word}”` })).toBeVisible();
      for (const { title, list } of matching) {
        await expect(page.getByRole('heading', { level: 3, name: `${title} (${list.totalCount})` })).toBeVisible();
        await expect(row(page, title)).toHaveCount(Math.min(12, list.totalCount));
        await expect(row(page, title).first()).toContainText(list.games[0]!.gameName);
      }
      // The box keeps the search; the rows give way to the results.
      await expect(page.getByRole('searchbox', { name: 'Search all games' })).toHaveValue(word);
      await expect(page.getByRole('heading', { name: 'New games' })).toHaveCount(0);

      // Lotteries match by name too, and lead to their own page.
      await page.goto(siteUrl(HOSTS.demo, '/games?q=ha%20noi'));
      await expect(page.getByRole('main').getByRole('link', { name: 'Ha Noi', exact: true })).toHaveAttribute('href', '/vnlottery?gameCode=VN_HN');

      await page.goto(siteUrl(HOSTS.demo, '/games?q=zzqx'));
      await expect(page.getByRole('heading', { level: 2, name: 'No games match “zzqx”' })).toBeVisible();
      await page.getByRole('link', { name: 'Clear search' }).click();
      await expect(page.getByRole('heading', { name: 'New games' })).toBeVisible();
    });
  });

  test('recently played: a member’s last launched game comes first', async ({ page, request }) => {
    await logInWithPage(page, HOSTS.demo);
    const { games } = await platformGames(request, 'INHOUSE');
    const slot = games.find((g) => g.openIn === 'iframe')!;
    await page.goto(siteUrl(HOSTS.demo, `/games?q=${encodeURIComponent(slot.gameName)}`));
    await page.getByRole('main').getByRole('button', { name: new RegExp(`^${slot.gameName}`) }).first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await page.goto(siteUrl(HOSTS.demo, '/games'));
    await expect(page.getByRole('heading', { level: 2, name: 'Recently played' })).toBeVisible();
    await expect(row(page, 'Recently played').first()).toContainText(slot.gameName);
  });

  test('a visitor sees the lottery games, their latest numbers and next draw; only betting asks for a login', async ({ page, request }) => {
    const ssc = async () => (await platformDraws(request, 'demo')).find((d) => d.gameCode === 'SSC_1M')!;
    // A draw opens every minute, so one may open while the page loads or before its numbers are read: the numbers shown
    // are the platform's latest from before the page was asked for, or from after they were read.
    const before = await ssc();
    await page.goto(siteUrl(HOSTS.demo, '/lottery'));
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Lottery games' }).getByRole('link', { name: '1-minute SSC' })).toBeVisible();
    const draws = page.getByRole('region', { name: 'Next draws and latest numbers' });
    const card = draws.getByRole('listitem').filter({ has: page.getByRole('link', { name: '1-minute SSC', exact: true }) });
    const shown = (await card.getByRole('definition').first().innerText()).replace(/\s+/g, ',');
    const after = await ssc();
    expect([before.lastNumbers, after.lastNumbers]).toContain(shown);
    await expect(card.getByText('Next draw')).toBeVisible();
    await expect(page.getByText('Log in to place a bet.')).toBeVisible();
    await expect(page.getByText('You are not logged in. Please log in to play.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });

  test('/vnlottery shows a visitor the regions, their next draw and the latest results', async ({ page, request }) => {
    await page.goto(siteUrl(HOSTS.vn88, '/vnlottery'));
    await expect(page.getByRole('heading', { level: 1, name: 'Xổ số Việt Nam' })).toBeVisible();
    const res = await request.get(`${PLATFORM}${GamesPath.VN_NUMBERS_OPENED}?count=100`, { headers: { Merchant: 'vn88', Device: 'WEB', Language: 'vi' } });
    const latest = ((await res.json()) as { value: { list: OpenedNumbersDto[] } }).value.list[0]!;
    const results = page.getByRole('table');
    await expect(results.getByRole('row').nth(1)).toContainText(latest.gameName);
    await expect(results.getByRole('row').nth(1)).toContainText(latest.numbers);
    await expect(page.getByRole('region', { name: 'Kỳ quay tới và kết quả mới nhất' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Đăng nhập để đặt cược.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
});

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('E-Lottery, Lottery and the Vietnamese lottery each lead to their own page from the side menu', async ({ page }) => {
    await page.goto(siteUrl(HOSTS.demo, '/'));
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await expect(menu.getByRole('link', { name: 'E-Lottery', exact: true })).toHaveAttribute('href', '/elott');
    await expect(menu.getByRole('link', { name: 'Lottery', exact: true })).toHaveAttribute('href', '/lottery');
    await menu.getByRole('link', { name: 'Vietnam Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/vnlottery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
    await menu.getByRole('link', { name: 'E-Lottery', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Lottery' })).toBeVisible();
  });

  test('the lobby on a desktop in the light theme, and axe', async ({ page }) => {
    // Two full scans of a long page.
    test.slow();
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(siteUrl(HOSTS.demo, '/games'));
    await expect(page.getByRole('heading', { level: 2, name: 'New games' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(siteUrl(HOSTS.demo, '/games?q=fortune'));
    await expect(page.getByRole('heading', { level: 2, name: /games? match/ })).toBeVisible();
    await expectNoViolations(page);
  });
});
