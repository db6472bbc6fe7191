import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { BetDto } from '@site/platform-contract/games';
import { LotteryControlPath } from '@/sandbox/control-paths';
import { HOSTS, logInWithPage, PLATFORM, resetPlatform, siteUrl, solveSlider } from './support/platform';
import { platformGames } from './support/games';
import { watchNetwork } from './support/settle';

/**
 * Playing: favourites, what a launch says when it cannot start, and real bets in the sandbox's demo slot and
 * lottery, with the header's balance following the wallet.
 */

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

function firstTile(page: Page) {
  return page.getByRole('main').getByRole('list', { name: /games?$/ }).getByRole('listitem').first();
}

async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByRole('banner').getByTestId('wallet-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9.-]/g, ''));
}

test('favourites: add from a catalogue, still there after a reload, listed under /favorite, removed again', async ({ page, request }) => {
  await logInWithPage(page, HOSTS.demo);
  const { games } = await platformGames(request, 'RNG');
  const game = games[0]!;
  await page.goto(siteUrl(HOSTS.demo, '/rng'));
  const add = firstTile(page).getByRole('button', { name: `Add ${game.gameName} to favourites` });
  await add.click();
  const remove = firstTile(page).getByRole('button', { name: `Remove ${game.gameName} from favourites` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(firstTile(page).getByRole('button', { name: `Remove ${game.gameName} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(siteUrl(HOSTS.demo, '/favorite'));
  const list = page.getByRole('list', { name: 'Favourite games' });
  await expect(list.getByRole('button', { name: new RegExp(game.gameName) }).first()).toBeVisible();
  await list.getByRole('button', { name: `Remove ${game.gameName} from favourites` }).click();
  await expect(list.getByRole('button', { name: new RegExp(`^${game.gameName}`) })).toHaveCount(0);
  // Gone for good; player1's seeded favourites stay.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Favourite games' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Favourite games' }).getByRole('button', { name: new RegExp(`^${game.gameName}`) })).toHaveCount(0);
});

test('favourites list by game type: one kept from the live casino is under Live casino, not under Slots', async ({ page }) => {
  await logInWithPage(page, HOSTS.demo);
  await page.goto(siteUrl(HOSTS.demo, '/live'));
  // A live table that is not a favourite yet (player1 keeps one of EVO's from the seed).
  const add = page.getByRole('main').getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  await expect(add).toBeVisible();
  const name = /^Add (.+) to favourites$/.exec((await add.getAttribute('aria-label')) ?? '')![1]!;
  await add.click();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${name} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');

  // /favorite opens on Slots (spec: favourites default RNG): the live table is not there.
  await page.goto(siteUrl(HOSTS.demo, '/favorite'));
  const types = page.getByRole('navigation', { name: 'Favourites by category' });
  await expect(types.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'true');
  const list = page.getByRole('list', { name: 'Favourite games' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveCount(0);

  // Under Live casino it is, first (newest first), beside the seeded one.
  await types.getByRole('link', { name: 'Live casino', exact: true }).click();
  await expect(page).toHaveURL(/\/favorite\?type=LIVE$/);
  await expect(types.getByRole('link', { name: 'Live casino', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first().getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  // Taken off here, it leaves this list and stays off after a reload.
  await list.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Favourite games' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Favourite games' }).getByRole('button', { name: `Remove ${name} from favourites` })).toHaveCount(0);
});

test('logged out: the heart and a tile ask to log in', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/rng'));
  await firstTile(page).getByRole('button', { name: /^Add .* to favourites$/ }).click();
  await expect(page.getByText('Please log in to keep favourites.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The game's tile opens the login window, and nothing else (no "You are not logged in" toast beside it).
  await firstTile(page).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  // /favorite asks too.
  await page.keyboard.press('Escape');
  await page.goto(siteUrl(HOSTS.demo, '/favorite'));
  await expect(page.getByText('Log in to see your favourite games.')).toBeVisible();
});

/** Records every toast the page shows (the toaster loads with the first one, so a toast can come after a check). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            const toast = node.matches('[data-sonner-toast]') ? node : node.querySelector('[data-sonner-toast]');
            if (toast) seen.push(toast.textContent ?? '');
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('on a phone, a visitor tapping a game gets the login window alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordToasts(page);
  await page.goto(siteUrl(HOSTS.demo, '/'));
  const row = page.getByRole('main').getByRole('list', { name: 'Hot games' });
  const network = watchNetwork(page);
  await row.getByRole('listitem').first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /Log in/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeVisible();
  // No toast beside it, not even one that comes a moment later: a toast asked for at the tap loads the toaster's code
  // and draws once it is in, so once nothing the tap set going is in flight and the page has drawn since, it is there.
  await network.settled();
  expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual([]);
});

test('a trial account is asked to register before a vendor that takes real accounts only', async ({ page, request }) => {
  await page.goto(siteUrl(HOSTS.demo));
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('button', { name: /account menu for trial/i })).toBeVisible();
  const { games } = await platformGames(request, 'RNG', { vassalage: 'PG' });
  await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=PG'));
  await firstTile(page).getByRole('button', { name: new RegExp(`^${games[0]!.gameName}`) }).click();
  const warning = page.getByRole('alertdialog', { name: `${games[0]!.gameName} is not in the free demo` });
  await expect(warning).toContainText('The free demo plays the games marked “Free demo”');
});

test('a vendor under maintenance says so, with its window', async ({ page, request }) => {
  await logInWithPage(page, HOSTS.demo);
  const { games } = await platformGames(request, 'RNG', { vassalage: 'MICRO' });
  expect(games.length).toBeGreaterThan(0);
  await page.goto(siteUrl(HOSTS.demo, '/rng?vendor=MICRO'));
  await firstTile(page).getByRole('button', { name: new RegExp(`^${games[0]!.gameName}`) }).click();
  // The vendor by the name players know it by (Microgaming), not its code.
  await expect(page.getByText(/Microgaming is under maintenance from .+ to .+\./)).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?vendor=MICRO$/);
});

test('a balance below the minimum bet says to deposit first, with a button to the deposit page', async ({ page, request }) => {
  // A new player has nothing in the wallet yet.
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /Username/ }).fill('emptywallet1');
  await main.getByLabel('Password', { exact: true }).fill('Empty#2026');
  await main.getByLabel('Confirm password').fill('Empty#2026');
  await main.getByRole('textbox', { name: /Real name/ }).fill('Ann Empty');
  await main.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page, request);
  await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: /account menu for emptywallet1/i })).toBeVisible();

  await page.goto(siteUrl(HOSTS.demo, '/rng'));
  await firstTile(page).getByRole('button').first().click();
  await expect(page.getByText('Your balance is not enough to play this game. Please deposit first.')).toBeVisible();
  // The message leads on to the deposit page.
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
});

test('the demo slot from /game: the header balance moves by exactly the spins, and every spin is a bet record', async ({ page, request }) => {
  await logInWithPage(page, HOSTS.demo);
  await expect(page.getByRole('banner').getByTestId('wallet-balance')).toHaveText(/\d/);
  const before = await headerBalance(page);
  const { games } = await platformGames(request, 'INHOUSE');
  const slot = games.find((g) => g.openIn === 'iframe')!;
  await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${slot.gameName}`) }).first().click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const frame = page.frameLocator(`iframe[title="${slot.gameName} game"]`);
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const spins = 5;
  for (let i = 0; i < spins; i++) {
    // The game's message line (the balance is an <output>, a status too).
    const status = frame.locator('#status');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(status).not.toHaveText('Choose a stake and spin.');
  }
  const bets = await (await request.get(`${PLATFORM}${LotteryControlPath.BETS}?merchant=demo&username=player1`)).json() as { value: { list: BetDto[] } };
  const mine = bets.value.list.filter((b) => b.gameCode === slot.gameId).slice(0, spins);
  expect(mine).toHaveLength(spins);
  const net = mine.reduce((sum, b) => sum + b.payout - b.stake, 0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + net, 2);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
  expect(results.violations).toEqual([]);
});

test('the lottery draw settles a ticket bought from the lottery page', async ({ page, request }) => {
  await logInWithPage(page, HOSTS.demo);
  await page.goto(siteUrl(HOSTS.demo, '/lottery'));
  const frame = page.frameLocator('main iframe');
  for (const n of [1, 2, 3]) await frame.getByRole('button', { name: `Number ${n}` }).click();
  await frame.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(frame.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
  await expect(frame.getByText(/1 · 2 · 3|1, 2, 3|123/).first()).toBeVisible();
  const draw = await request.post(`${PLATFORM}${LotteryControlPath.FORCE_DRAW}`);
  expect(draw.ok()).toBeTruthy();
  const bets = await (await request.get(`${PLATFORM}${LotteryControlPath.BETS}?merchant=demo&username=player1`)).json() as { value: { list: BetDto[] } };
  const ticket = bets.value.list[0]!;
  expect(ticket.stake).toBeGreaterThan(0);
  // Settled: the ticket shows won or lost in the game after its next refresh.
  await expect(frame.getByText(/^(Won |No win)/).first()).toBeVisible({ timeout: 25_000 });
});

test('lottery favourites are kept in this browser for this player', async ({ page, request }) => {
  const menus = (await (await request.get(`${PLATFORM}/lgw/games/game_menus`, { headers: { Merchant: 'demo' } })).json()) as {
    value: { gameMenus: { games: { gameCode: string; gameName: string }[] }[] };
  };
  const game = menus.value.gameMenus[0]!.games[0]!;
  await logInWithPage(page, HOSTS.demo);
  await page.goto(siteUrl(HOSTS.demo, `/lottery?gameCode=${encodeURIComponent(game.gameCode)}`));
  await page.getByRole('button', { name: `Add ${game.gameName} to my lotteries` }).click();
  await expect(page.getByRole('button', { name: `Remove ${game.gameName} from my lotteries` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(siteUrl(HOSTS.demo, '/lottery'));
  await expect(page.getByRole('navigation', { name: 'My lotteries' }).getByRole('link', { name: game.gameName })).toBeVisible();
});
