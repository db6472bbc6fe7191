import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SportsPath, type HotMatchDto } from '@site/platform-contract/sports';
import { openExistingDatabase } from '@/sandbox/db/existing';
import { formatKickOff, formatOdds } from '@/lib/format/sports';
import { axeViolations } from './support/axe';
import { HOSTS, logInWithPage, PLATFORM, PLATFORM_DB, resetPlatform, siteUrl } from './support/platform';
import { ROOT } from './support/routes';

/**
 * Sports hot matches: the strip on the sports page and on home, from the sports vendors' fixtures (the sandbox's seed),
 * and what a tap on a match does for a visitor and for a member.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** demo and vn88 keep GMT+7 (the sandbox's seed). */
const GMT7 = 420;

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** The hot matches the platform lists for a merchant, as the site asks for them (tests follow the seed, not a copy). */
async function platformMatches(request: APIRequestContext, merchant: string, language = 'en'): Promise<HotMatchDto[]> {
  const response = await request.post(`${PLATFORM}${SportsPath.HOT_MATCHES}`, {
    headers: { Merchant: merchant, Device: 'WEB', Language: language },
    data: { merchantCode: merchant, language },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: { list: HotMatchDto[] } }).value.list;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A match's card, found as a person finds it: by its teams and its odds of a home win, in the page's language. */
function matchCard(page: Page, match: HotMatchDto, title = 'Hot matches', locale = 'en') {
  const name = new RegExp(`${escaped(match.home.name)}.*${escaped(match.away.name)}.*${escaped(formatOdds(match.odds.home, locale))}`);
  return page.getByRole('main').getByRole('list', { name: title }).getByRole('button', { name });
}

async function expectCardsOf(page: Page, matches: HotMatchDto[]) {
  const list = page.getByRole('main').getByRole('list', { name: 'Hot matches' });
  await expect(list.getByRole('listitem')).toHaveCount(matches.length);
  for (const match of matches) {
    const card = matchCard(page, match);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(match.league);
    for (const odds of [match.odds.home, match.odds.draw, match.odds.away]) await expect(card).toContainText(formatOdds(odds, 'en'));
    // A live match shows Live and its score; one to come its kick-off at the brand's clock.
    if (match.live) {
      await expect(card).toContainText('Live');
      await expect(card).toContainText(new RegExp(`${escaped(match.home.name)}\\s*${match.score!.home}.*${escaped(match.away.name)}\\s*${match.score!.away}`));
    } else {
      await expect(card).toContainText(formatKickOff(match.kickOff, GMT7, 'en'));
    }
  }
}

test('the sports page shows the hot matches above its lobbies: teams, league, kick-off or live score, and odds', async ({ page, request }) => {
  const matches = await platformMatches(request, 'demo');
  expect(matches.some((m) => m.live) && matches.some((m) => !m.live)).toBe(true);
  await page.goto(siteUrl(HOSTS.demo, '/sports'));
  await expect(page.getByRole('heading', { level: 2, name: 'Hot matches' })).toBeVisible();
  await expectCardsOf(page, matches);
  // Live first.
  await expect(page.getByRole('main').getByRole('list', { name: 'Hot matches' }).getByRole('listitem').first()).toContainText('Live');
  expect(await axeViolations(page)).toEqual([]);
});

test('home shows the first four and a way to the sports page; vn88 in Vietnamese, with its odds written the Vietnamese way', async ({ page, request }) => {
  const matches = await platformMatches(request, 'demo');
  await page.goto(siteUrl(HOSTS.demo));
  const strip = page.getByRole('region', { name: 'Hot matches' });
  await strip.scrollIntoViewIfNeeded();
  await expectCardsOf(page, matches.slice(0, 4));
  await expect(strip.getByRole('link', { name: 'See all Sports' })).toHaveAttribute('href', '/sports');
  expect(await axeViolations(page)).toEqual([]);

  const vietnamese = (await platformMatches(request, 'vn88', 'vi'))[0]!;
  expect(vietnamese.home.name).toBe('Việt Nam');
  await page.goto(siteUrl(HOSTS.vn88));
  await expect(page.getByRole('heading', { level: 2, name: 'Trận đấu nổi bật' })).toBeAttached();
  const card = matchCard(page, vietnamese, 'Trận đấu nổi bật', 'vi');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Chủ nhà${formatOdds(vietnamese.odds.home, 'vi')}`);
  expect(formatOdds(vietnamese.odds.home, 'vi')).toContain(',');
});

test('a visitor who taps a match is asked to log in', async ({ page, request }) => {
  const [match] = await platformMatches(request, 'demo');
  await page.goto(siteUrl(HOSTS.demo, '/sports'));
  await matchCard(page, match!).click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  await expect(page).toHaveURL(siteUrl(HOSTS.demo, '/sports'));
});

test('player1 who taps a match gets the vendor’s sports game, where the match is bet on', async ({ page, request }) => {
  const match = (await platformMatches(request, 'demo')).find((m) => m.game.vassalage === 'SABA')!;
  await logInWithPage(page, HOSTS.demo);
  await page.goto(siteUrl(HOSTS.demo, '/sports'));
  await matchCard(page, match).click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.getByRole('heading', { level: 1, name: match.game.gameName })).toBeVisible();
  await expect(page.getByTitle(`${match.game.gameName} game`)).toBeVisible();
});

test('a merchant without a sports vendor shows no hot matches, on home or on the sports page', async ({ page, request }) => {
  expect((await platformMatches(request, 'vn88', 'vi')).length).toBeGreaterThan(0);
  await page.goto(siteUrl(HOSTS.vn88));
  const heading = page.getByRole('heading', { level: 2, name: 'Trận đấu nổi bật' });
  await expect(heading).toBeAttached();

  // What an operator's back office does when the brand stops offering sports.
  const db = openExistingDatabase(path.join(ROOT, PLATFORM_DB));
  try {
    db.prepare("DELETE FROM vendors WHERE merchant_code = 'vn88' AND category = 'SPORTS'").run();
  } finally {
    db.close();
  }
  try {
    expect(await platformMatches(request, 'vn88', 'vi')).toEqual([]);
    // The site sees it once its cached vendors and page expire.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Trò chơi hot' })).toBeVisible({ timeout: 1000 });
      await expect(heading).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.goto(siteUrl(HOSTS.vn88, '/sports'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(heading).toHaveCount(0);
  } finally {
    await resetPlatform(request);
  }
});

test.describe('phone', () => {
  test.use(PHONE);

  test('the strip scrolls sideways inside the page, never the page itself', async ({ page, request }) => {
    const matches = await platformMatches(request, 'demo');
    for (const route of ['/sports', '/']) {
      await page.goto(siteUrl(HOSTS.demo, route));
      const list = page.getByRole('main').getByRole('list', { name: 'Hot matches' });
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem')).toHaveCount(route === '/' ? 4 : matches.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
      const first = await matchCard(page, matches[0]!).boundingBox();
      expect(first!.height).toBeGreaterThanOrEqual(24);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
