import { expect, test, type Page } from '@playwright/test';
import { CATALOGUES } from '@/lib/games/catalogue';
import { GamesPath, type SortingVendorDto } from '@site/platform-contract/games';
import { HOSTS, hostRequest, logInWithPage, PLATFORM, siteUrl } from './support/platform';
import { busiestVendor, platformGames } from './support/games';

/**
 * The game catalogues: every category, on a phone and a desktop. The first page is in the server's HTML;
 * the vendor lane, the search and the filters change the list and the URL; scrolling reaches the end; Back restores
 * the filtered list. What to expect is asked of the sandbox platform, so the test follows its catalogue.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function tiles(page: Page) {
  return page.getByRole('main').getByRole('list', { name: /games?$/ }).getByRole('listitem');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Scrolls down the list, as a person does, until its end-of-list line shows. */
async function scrollToEnd(page: Page, total: number) {
  const end = page.getByText(total === 1 ? 'That is the only game.' : `That's all ${total} games.`);
  await expect(async () => {
    await tiles(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [300] });
  await expect(tiles(page)).toHaveCount(total);
}

// Each catalogue once, on a phone and on a desktop by turns: the page is one component whatever the route.
for (const [index, catalogue] of CATALOGUES.entries()) {
  const [device, options] = index % 2 === 0 ? (['phone', PHONE] as const) : (['desktop', DESKTOP] as const);
  test.describe(`${device}`, () => {
    test.use(options);

    test(`${catalogue.route}: server-rendered first page, filters in the URL, scrolling to the end, Back`, async ({ page, request }) => {
      test.slow();
      const all = await platformGames(request, catalogue.gameType);
      expect(all.totalCount).toBeGreaterThan(0);

      // The first page is in the HTML the server sends (crawlable), with the page's own title.
      const target = hostRequest(HOSTS.demo, catalogue.route);
      const html = await (await request.get(target.url, { headers: target.headers })).text();
      for (const game of all.games) expect(html).toContain(escapeHtml(game.gameName));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);

      await page.goto(siteUrl(HOSTS.demo, catalogue.route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tiles(page)).toHaveCount(all.games.length);
      await expectNoSidewaysScroll(page);

      if (catalogue.layout === 'lobbies') {
        // One lobby per vendor: the tiles are the vendors, with nothing to filter.
        await expect(page.getByRole('navigation', { name: 'Providers' })).toHaveCount(0);
        expect(all.totalCount).toBe(all.games.length);
        return;
      }

      // Scrolling reaches the end of the whole category.
      await scrollToEnd(page, all.totalCount);

      // The vendor lane: "All" first, then the category's vendors; choosing one filters the list and the URL.
      const vendorsResponse = await request.post(`${PLATFORM}${GamesPath.VENDORS}`, {
        headers: { Merchant: 'demo', Device: 'WEB' },
        data: { platform: 'html5-desktop' },
      });
      const sorting = ((await vendorsResponse.json()) as { value: SortingVendorDto[] }).value;
      const lane = page.getByRole('navigation', { name: 'Providers' });
      const vendors = sorting.find((s) => s.gameCategory === catalogue.gameType)?.vendors ?? [];
      if (vendors.length > 0) {
        await expect(lane.getByRole('link').first()).toHaveText('All');
        const code = busiestVendor(all.games);
        const vendor = vendors.find((v) => v.vassalage === code)!;
        const byVendor = await platformGames(request, catalogue.gameType, { vassalage: code });
        await lane.getByRole('link', { name: vendor.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]vendor=${code}(&|$)`));
        await expect(lane.getByRole('link', { name: vendor.name, exact: true })).toHaveAttribute('aria-current', 'true');
        await expect(tiles(page)).toHaveCount(byVendor.games.length);
        await expect(tiles(page).first()).toContainText(byVendor.games[0]!.gameName);

        // A name search within the vendor.
        const word = byVendor.games[byVendor.games.length - 1]!.gameName.split(' ')[0]!;
        const found = await platformGames(request, catalogue.gameType, { vassalage: code, gameName: word });
        await page.getByRole('searchbox', { name: 'Search games by name' }).fill(word);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}(&|$)`));
        await expect(page).toHaveURL(new RegExp(`[?&]vendor=${code}(&|$)`));
        await expect(tiles(page)).toHaveCount(found.games.length);

        // Back restores the vendor's list, as it was.
        await page.goBack();
        await expect(page).not.toHaveURL(/[?&]q=/);
        await expect(page).toHaveURL(new RegExp(`[?&]vendor=${code}(&|$)`));
        await expect(tiles(page)).toHaveCount(byVendor.games.length);
        await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue('');
      }

      // The minimum-bet and lines filters, where they apply to the category.
      await page.goto(siteUrl(HOSTS.demo, catalogue.route));
      for (const [label, param, filter] of [
        ['Min. bet $1 or more', 'minBet=1', { minBet: 1 }],
        ['25 lines or more', 'lines=25', { minLineNum: 25 }],
      ] as const) {
        const applies = param === 'minBet=1' ? all.filters.minBet : all.filters.lines;
        const link = page.getByRole('main').getByRole('link', { name: label });
        if (!applies) {
          await expect(link).toHaveCount(0);
          continue;
        }
        const filtered = await platformGames(request, catalogue.gameType, filter);
        expect(filtered.totalCount).toBeLessThan(all.totalCount);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
        await expect(link).toHaveAttribute('aria-current', 'true');
        await expect(tiles(page)).toHaveCount(filtered.games.length);
        await link.click();
        await expect(page).not.toHaveURL(new RegExp(param));
        await expect(tiles(page)).toHaveCount(all.games.length);
      }
      await expectNoSidewaysScroll(page);
    });
  });
}

test('classify tabs: a vendor with game types gets tabs that filter its list', async ({ page, request }) => {
  const all = await platformGames(request, 'RNG');
  // The sandbox gives some RNG vendors classify tabs: find one through the platform.
  const vendors = [...new Set(all.games.map((g) => g.vassalage))];
  let found: { vendor: string; classifies: string[] } | null = null;
  for (const vendor of vendors) {
    const list = await platformGames(request, 'RNG', { vassalage: vendor });
    if (list.classifies.length > 1) {
      found = { vendor, classifies: list.classifies };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(siteUrl(HOSTS.demo, `/rng?vendor=${found!.vendor}`));
  const tabs = page.getByRole('navigation', { name: 'Game types' });
  await expect(tabs.getByRole('link').first()).toHaveText('All types');
  const classify = found!.classifies[0]!;
  const expected = await platformGames(request, 'RNG', { vassalage: found!.vendor, gameClassify: classify });
  await tabs.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`[?&]classify=${classify}(&|$)`));
  await expect(tiles(page)).toHaveCount(expected.games.length);
});

test('a bad filter in a shared link still shows the catalogue', async ({ page }) => {
  const response = await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=%3Cscript%3E&classify=x&minBet=9&q=' + 'a'.repeat(500)));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
});

test.describe('a vendor’s game types', () => {
  test.use(PHONE);

  test('a member on one vendor’s list goes to its games of another type; a vendor of one type has no such lane', async ({ page, request }) => {
    await logInWithPage(page, HOSTS.demo);
    // JDB has slots and fishing games (GCSGAME_getVassGameType, asked with the member’s token).
    const answered = page.waitForResponse((r) => r.url().includes('/api/games/vendor-types?vendor=JDB') && r.ok());
    await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=JDB'));
    await answered;
    const lane = page.getByRole('navigation', { name: 'JDB by category' });
    await expect(lane.getByRole('link')).toHaveText(['Fishing games', 'Slots']);
    await expect(lane.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'true');
    const slots = await platformGames(request, 'RNG', { vassalage: 'JDB' });
    await expect(page.getByRole('main').getByRole('list', { name: `${slots.totalCount} games` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await lane.getByRole('link', { name: 'Fishing games' }).click();
    await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/fish?vendor=JDB'));
    await expect(page.getByRole('heading', { level: 1, name: 'Fishing games' })).toBeVisible();
    await expect(lane.getByRole('link', { name: 'Fishing games' })).toHaveAttribute('aria-current', 'true');
    // The list is JDB's fishing games, as the platform has them.
    const fish = await platformGames(request, 'FISH', { vassalage: 'JDB' });
    expect(fish.totalCount).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('list', { name: `${fish.totalCount} games` })).toBeVisible();
    await expect(tiles(page)).toHaveCount(Math.min(fish.totalCount, 28));
    for (const game of fish.games) await expect(tiles(page).filter({ hasText: game.gameName }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'JDB' })).toHaveAttribute('aria-current', 'true');

    // PG has slots only: nothing to switch to.
    const pgAnswered = page.waitForResponse((r) => r.url().includes('/api/games/vendor-types?vendor=PG') && r.ok());
    await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=PG'));
    await pgAnswered;
    await expect(page.getByRole('navigation', { name: 'PG Soft by category' })).toHaveCount(0);
  });

  test('a visitor gets the vendor’s list without the lane: the platform tells a member only', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/games/vendor-types')) asked.push(r.url());
    });
    await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=JDB'));
    await expect(tiles(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'JDB by category' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
