import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MemberPath } from '@site/platform-contract';
import { HOSTS, logInWithPage, PLATFORM, resetPlatform, siteUrl } from './support/platform';
import { platformToken } from './support/platform-session';
import { platformGames } from './support/games';

/**
 * Full-screen games on a phone: held either way up, the game's frame fills the screen, and a small handle
 * opens the game menu over it with the wallet's balance (the sandbox's figure), a deposit link and the safer-gambling
 * tools, without leaving the game.
 */
test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function sandboxBalance(request: APIRequestContext): Promise<number> {
  const token = await platformToken(request, 'demo');
  const res = await request.get(`${PLATFORM}${MemberPath.BALANCE}`, { headers: { Merchant: 'demo', Device: 'WEB', Authorization: token } });
  return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

async function openSlot(page: Page, request: APIRequestContext) {
  const { games } = await platformGames(request, 'INHOUSE');
  const slot = games.find((g) => g.openIn === 'iframe')!;
  await page.goto(siteUrl(HOSTS.demo, '/inhouse'));
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${slot.gameName}`) }).first().click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const iframe = page.locator(`iframe[title="${slot.gameName} game"]`);
  await expect(page.frameLocator(`iframe[title="${slot.gameName} game"]`).getByRole('button', { name: 'Spin' })).toBeEnabled();
  return iframe;
}

for (const [label, viewport] of [
  ['portrait', { width: 390, height: 844 }],
  ['landscape', { width: 844, height: 390 }],
] as const) {
  test.describe(`a phone held ${label}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('the game fills the screen; the handle opens the menu with the sandbox balance, deposit and safer gambling', async ({ page, request }) => {
      await logInWithPage(page, HOSTS.demo);
      const iframe = await openSlot(page, request);
      const box = (await iframe.boundingBox())!;
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      // Nothing of the shell over it but the handle.
      const topmost = await page.evaluate(({ w, h }) => [
        document.elementFromPoint(w / 2, 4)?.tagName,
        document.elementFromPoint(w / 2, h - 4)?.tagName,
        document.elementFromPoint(w - 4, h / 2)?.tagName,
      ], { w: viewport.width, h: viewport.height });
      expect(topmost).toEqual(['IFRAME', 'IFRAME', 'IFRAME']);

      const handle = page.getByRole('button', { name: 'Game menu', exact: true });
      const handleBox = (await handle.boundingBox())!;
      expect(handleBox.width).toBeGreaterThanOrEqual(24);
      expect(handleBox.height).toBeGreaterThanOrEqual(24);
      await handle.click();
      const menu = page.getByRole('dialog', { name: 'Game menu' });
      await expect(menu).toBeVisible();
      const expected = await sandboxBalance(request);
      await expect(menu.getByTestId('game-panel-balance')).toHaveText(/\d/);
      const shown = Number(((await menu.getByTestId('game-panel-balance').textContent()) ?? '').replace(/[^0-9.-]/g, ''));
      expect(shown).toBeCloseTo(expected, 2);
      await expect(menu.getByRole('link', { name: /^Deposit/ })).toHaveAttribute('href', '/member/depositv2');
      await expect(menu.getByRole('link', { name: /^Limits and breaks/ })).toHaveAttribute('href', '/member/saferGambling');
      await expect(menu.getByRole('link', { name: /^Betting record/ })).toHaveAttribute('href', '/member/personalHistoryCopy');
      await expect(menu.getByRole('button', { name: 'Back' })).toBeVisible();

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
      expect(results.violations).toEqual([]);
      // Closing the menu leaves the game where it was.
      await menu.getByRole('button', { name: 'Close the game menu' }).click();
      await expect(menu).toHaveCount(0);
      await expect(page).toHaveURL(/\/game\?url=/);
    });
  });
}

test.describe('a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the game sits under the header with a bar naming it, and the same menu', async ({ page, request }) => {
    await logInWithPage(page, HOSTS.demo);
    const iframe = await openSlot(page, request);
    const box = (await iframe.boundingBox())!;
    expect(box.y).toBeGreaterThan(48);
    await page.getByRole('button', { name: 'Game menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Game menu' }).getByTestId('game-panel-balance')).toHaveText(/\d/);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
    expect(results.violations).toEqual([]);
  });
});
