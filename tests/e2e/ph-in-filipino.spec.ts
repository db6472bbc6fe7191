import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DepositDto } from '@site/platform-contract/wallet';
import { WalletControlPath } from '../../sandbox/control-paths';
import { catalogMessage } from './support/catalog';
import { platformGames } from './support/games';
import { acceptDisclaimer, ACCOUNTS, HOSTS, PLATFORM, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';

/**
 * The ph brand offers English and Filipino. A player of the Philippines goes through the site in Filipino on a phone:
 * logs in, plays a slot, deposits by GCash and opens the safer gambling page. Every element is found by the words of
 * the Filipino catalog (messages/fil), and each page is checked to be in Filipino (<html lang="fil">), to fit the
 * phone and to have no axe violation.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A Filipino message. */
const fil = (file: string, key: string, values?: Record<string, string | number>) => catalogMessage('fil', file, key, values);

test.use(PHONE);

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** The page is in Filipino, fits the phone's width and passes axe (the game's iframe aside). */
async function expectFilipinoPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('iframe').analyze();
  expect(results.violations).toEqual([]);
}

async function latestDeposit(request: APIRequestContext): Promise<DepositDto> {
  const response = await request.get(`${PLATFORM}${WalletControlPath.LATEST_DEPOSIT}?merchant=ph&username=player1`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { deposit: DepositDto }).deposit;
}

test('ph in Filipino: log in, play a slot, deposit by GCash and open the safer gambling page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = ACCOUNTS.player;

  // Log in.
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
  await page.goto(siteUrl(HOSTS.ph, '/fil/login'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: fil('auth', 'Auth.loginTitle') })).toBeVisible();
  await expectFilipinoPage(page);
  await main.getByLabel(fil('auth', 'Auth.username')).fill(account.username);
  await main.getByLabel(fil('auth', 'Auth.password'), { exact: true }).fill(account.password);
  await main.getByRole('button', { name: fil('auth', 'Auth.submit') }).click();
  await expect(page.getByRole('button', { name: fil('shell', 'Header.accountMenuFor', { account: account.username }) })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

  // A slot: its tile on the slots page, then the game over the whole screen with the game menu in Filipino.
  const { games } = await platformGames(request, 'RNG', {}, 'ph');
  const slot = games[0]!;
  await page.goto(siteUrl(HOSTS.ph, '/fil/rng'));
  await expect(page.getByRole('heading', { level: 1, name: fil('games', 'GamePages.catalogue.RNG.title') })).toBeVisible();
  await expectFilipinoPage(page);
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${slot.gameName}`) }).first().click();
  await expect(page).toHaveURL(/\/fil\/game\?url=/);
  // The sandbox's demo slot (its own page, in English as a vendor's game may be), in a frame named in Filipino.
  const game = page.frameLocator(`iframe[title="${fil('games', 'Games.frameTitle', { name: slot.gameName })}"]`);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#status')).not.toHaveText('Choose a stake and spin.');
  await page.getByRole('button', { name: fil('fun-play', 'GamePanel.handle'), exact: true }).click();
  const menu = page.getByRole('dialog', { name: fil('fun-play', 'GamePanel.title') });
  await expect(menu.getByRole('link', { name: new RegExp(`^${fil('fun-play', 'GamePanel.deposit')}`) })).toBeVisible();
  await expectFilipinoPage(page);

  // A deposit by GCash, through its order's steps.
  await page.goto(siteUrl(HOSTS.ph, '/fil/member/depositv2'));
  await expect(page.getByRole('heading', { level: 1, name: fil('centre', 'MemberCentre.pages.depositv2') })).toBeVisible();
  await expectFilipinoPage(page);
  await page.getByRole('radio', { name: new RegExp(`^${fil('wallet', 'Wallet.kinds.EWALLET')} · GCash`) }).check({ force: true });
  await page.getByLabel(fil('wallet', 'Wallet.deposit.amount'), { exact: true }).fill('150');
  await page.getByLabel(fil('wallet', 'Wallet.deposit.payerAccount', { wallet: 'GCash' }), { exact: true }).fill('09171112222');
  await page.getByRole('button', { name: fil('wallet', 'Wallet.deposit.create') }).click();
  await expect.poll(async () => ((d) => `${d.method} ${d.status}`)(await latestDeposit(request))).toBe('GCASH 5');
  const deposit = await latestDeposit(request);
  const order = page.getByRole('article').filter({ hasText: deposit.orderNo });
  await expect(order.getByRole('heading', { name: fil('wallet', 'Wallet.steps.title', { method: 'GCash' }) })).toBeVisible();
  await order.getByLabel(fil('wallet', 'Wallet.order.walletReference', { wallet: 'GCash' }), { exact: true }).fill('5012 3456 78901');
  await order.getByRole('button', { name: fil('wallet', 'Wallet.order.paid') }).click();
  await expect(order.getByText(fil('wallet', 'Wallet.depositStatus.4'), { exact: true })).toBeVisible();
  expect(await latestDeposit(request)).toMatchObject({ id: deposit.id, amount: 150, status: 4, payReference: '5012345678901' });
  await expectFilipinoPage(page);

  // The safer gambling page, and a break asked for and thought better of.
  await page.goto(siteUrl(HOSTS.ph, '/fil/member/saferGambling'));
  await expect(page.getByRole('heading', { level: 1, name: fil('protection', 'Protection.title') })).toBeVisible();
  await expectFilipinoPage(page);
  await page.getByRole('radio', { name: fil('protection', 'Protection.exclusion.periods.7d') }).check();
  await page.getByRole('button', { name: fil('protection', 'Protection.exclusion.start') }).click();
  const confirm = page.getByRole('alertdialog', { name: fil('protection', 'Protection.exclusion.confirmTitle') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: fil('protection', 'Protection.exclusion.cancel') }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('ph’s own content comes from the platform in Filipino: the footer’s about text and the help centre', async ({ page }) => {
  await acceptDisclaimer(page);
  // ph's texts as the sandbox writes them (sandbox/content): the about text's first sentence, the help articles' titles.
  const content = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'sandbox/content', file), 'utf8')) as unknown;
  const about = (content('about.json') as { ph: { en: string[]; fil: string[] } }).ph;
  const firstSentence = (html: string[]) => html.join('').replace(/<[^>]+>/g, '').split('. ')[0]!;
  expect(firstSentence(about.fil)).not.toBe(firstSentence(about.en));
  await page.goto(siteUrl(HOSTS.ph, '/fil/login'));
  await expect(page.getByRole('contentinfo')).toContainText(firstSentence(about.fil).replace('{brand}', 'PH Play').replace('{age}', '21'));

  const articles = content('help-articles.json') as { title: { en: string; fil: string } }[];
  await page.goto(siteUrl(HOSTS.ph, '/fil/helpmc'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  for (const article of articles.slice(0, 3)) {
    expect(article.title.fil).not.toBe(article.title.en);
    await expect(page.getByRole('main').getByRole('heading', { name: article.title.fil.replace('{brand}', 'PH Play') }).first()).toBeAttached();
  }
  await expectFilipinoPage(page);
});
