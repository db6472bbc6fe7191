import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HOSTS, PLATFORM, resetPlatform, siteUrl } from './support/platform';
import { platformGames } from './support/games';

/**
 * Play for fun: a visitor opens one of the sandbox's own slots with play money, marked FUN, and every
 * wallet of the merchant stays as it was (ledger rows, bets, balances); "Play for real" leads to the login window.
 * Other vendors' games offer no fun mode: a visitor's tap asks to log in as before.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function wallets(request: APIRequestContext): Promise<{ rows: number; bets: number; total: number }> {
  const res = await request.get(`${PLATFORM}/__sandbox/wallet/ledger?merchant=demo`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: { rows: number; bets: number; total: number } }).value;
}

async function openFunOffer(page: Page, gameName: string) {
  await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${gameName}`) }).first().click();
  const offer = page.getByRole('dialog', { name: gameName });
  await expect(offer).toBeVisible();
  return offer;
}

test('a visitor plays a sandbox slot for fun: marked FUN, play money moves, no wallet does', async ({ page, request }) => {
  const before = await wallets(request);
  const { games } = await platformGames(request, 'INHOUSE');
  const slot = games.find((g) => g.funMode && g.openIn === 'iframe')!;
  const offer = await openFunOffer(page, slot.gameName);
  await expect(offer).toContainText('play money');
  // The window alone: no "not logged in" toast over it.
  await expect(page.getByText('You are not logged in. Please log in to play.')).toHaveCount(0);
  // Both ways are full-size targets on a phone (stacked, "Play for real" once shrank to 22 px).
  for (const name of ['Play for fun', 'Play for real']) {
    expect((await offer.getByRole('button', { name }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  const offerScan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[role="dialog"]').analyze();
  expect(offerScan.violations).toEqual([]);
  await offer.getByRole('button', { name: 'Play for fun' }).click();

  await expect(page).toHaveURL(/\/game\?.*mode=fun/);
  // FUN on the site's own screen (the game's menu handle) and in the game.
  const handle = page.getByRole('button', { name: 'Game menu, FUN: play money' });
  await expect(handle).toBeVisible();
  await expect(handle).toContainText('FUN');
  const frame = page.frameLocator(`iframe[title="${slot.gameName} game"]`);
  await expect(frame.getByRole('heading', { name: `${slot.gameName} FUN` })).toBeVisible();
  const playMoney = frame.getByRole('region', { name: 'Play money' }).locator('output');
  await expect(playMoney).toHaveText(/FUN\s?1,000\.00/);
  for (let i = 0; i < 4; i++) {
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.locator('#status')).toHaveText(/You win|No win/);
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(playMoney).not.toHaveText(/FUN\s?1,000\.00/);
  expect(await wallets(request)).toEqual(before);

  // The game's menu says it is play money, and offers to play for real: the login window.
  await handle.click();
  const menu = page.getByRole('dialog', { name: 'Game menu' });
  await expect(menu).toContainText('nothing is taken from or paid into a wallet');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
  expect(results.violations).toEqual([]);
  await menu.getByRole('button', { name: 'Play for real' }).click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
});

test('"Play for real" from the offer opens the login window; a game without fun mode asks to log in at once', async ({ page, request }) => {
  const { games } = await platformGames(request, 'INHOUSE');
  const offer = await openFunOffer(page, games[0]!.gameName);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations).toEqual([]);
  await offer.getByRole('button', { name: 'Play for real' }).click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: games[0]!.gameName })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const pg = (await platformGames(request, 'RNG', { vassalage: 'PG' })).games[0]!;
  expect(pg.funMode).toBeFalsy();
  await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=PG'));
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${pg.gameName}`) }).first().click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play for fun' })).toHaveCount(0);
});

test('the fun launch is refused for a game whose vendor does not allow it', async ({ page, request }) => {
  const pg = (await platformGames(request, 'RNG', { vassalage: 'PG' })).games[0]!;
  await page.goto(siteUrl(HOSTS.demo, '/'));
  const status = await page.evaluate(async (id) => {
    const res = await fetch('/api/games/launch/fun', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, vendor: 'PG' }) });
    return [res.status, ((await res.json()) as { errorCode?: string }).errorCode];
  }, pg.nodeId);
  expect(status).toEqual([403, 'fun_mode_unavailable']);
});
