import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOSTS, siteUrl } from './support/platform';
import { watchNetwork } from './support/settle';

/**
 * A page left open while the site is deployed again: the code it loads later (a dialog, a menu) is no longer on the
 * server. Such a chunk reloads the page once, onto the new build, instead of showing the error screen; a page that
 * still misses it after that reload shows the error, and reloads no more. A chunk still loading after the spec's
 * 120 s (spec §9, Business constants and limits: chunk timeout 120000 ms) says so, in the spec's words (spec §8,
 * Error catalogue), on a clock rather than after two minutes.
 */

const SLOW_LOAD = 'The page took longer time to load, please check your network connectivity';

/** Before the page has hydrated its buttons do nothing yet. */
async function hydrated(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/**
 * Demo's home, loaded and settled; from then on every file of the build it had not asked for yet answers as `later`
 * says: gone (404, as after a deploy) or never (a network that hangs). What it loaded itself keeps loading, also
 * after a reload. Counts the documents the tab loads.
 */
async function homeBeforeADeploy(page: Page, later: 'gone' | 'never') {
  const loaded = new Set<string>();
  const collect = (request: { url(): string }) => loaded.add(request.url());
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  page.on('request', collect);
  const network = watchNetwork(page);
  await page.goto(siteUrl(HOSTS.demo));
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await hydrated(logIn);
  await network.settled();
  network.stop();
  page.off('request', collect);
  const missing: string[] = [];
  await page.route('**/_next/static/**', async (route) => {
    const url = route.request().url();
    if (loaded.has(url)) return route.continue();
    missing.push(url);
    // Never answered: the request stays open as on a network that has stalled.
    if (later === 'gone') await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return { logIn, documents: () => documents, missing };
}

test('a chunk gone with a new deploy reloads the page once, without the error screen', async ({ page }) => {
  const { logIn, documents, missing } = await homeBeforeADeploy(page, 'gone');
  expect(documents()).toBe(1);
  await logIn.click();
  await expect.poll(documents).toBe(2);
  await page.waitForLoadState('load');
  expect(missing.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  // And stays there: nothing else goes wrong, nothing reloads again.
  await hydrated(logIn);
  const network = watchNetwork(page);
  await network.settled();
  expect(documents()).toBe(2);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a chunk still missing after that reload says the load failed, and the page reloads no more', async ({ page }) => {
  const { logIn, documents } = await homeBeforeADeploy(page, 'gone');
  await logIn.click();
  await expect.poll(documents).toBe(2);
  await hydrated(logIn);
  // The reloaded page still misses it (gone for good, not a deploy the reload could reach): the popup's own failure.
  const network = watchNetwork(page);
  await logIn.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network link is abnormal, please try again' })).toBeVisible();
  await network.settled();
  expect(documents()).toBe(2);
});

test('a chunk still loading after 120 s says the page took longer to load', async ({ page }) => {
  await page.clock.install();
  const { logIn, missing } = await homeBeforeADeploy(page, 'never');
  const notice = page.getByRole('alert').filter({ hasText: SLOW_LOAD });
  await logIn.click();
  await expect.poll(() => missing.length).toBeGreaterThan(0);
  await page.clock.fastForward(119_000);
  // A frame for whatever the timers due by now have drawn.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
