import { expect, test } from '@playwright/test';
import { acceptDisclaimer, HOSTS, resetPlatform, siteUrl } from './support/platform';

/**
 * The eligibility statements: a merchant setting (SiteInfoDto.eligibilityPreticked) decides whether
 * they start ticked. ph's market requires an active choice, so its disclaimer and its registration's age-and-terms box
 * start unticked; demo keeps the spec's default (ticked). On a phone first.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('ph: every statement of the disclaimer starts unticked, and each one must be ticked to enter', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.ph, '/login'));
  const dialog = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(dialog).toBeVisible();
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();

  // One tap on Accept confirms nothing.
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByRole('alert')).toContainText('over 21');
  await expect(dialog).toBeVisible();

  // Three of four are not enough either.
  await dialog.getByRole('checkbox', { name: 'I am over 21 years of age.' }).check();
  await dialog.getByRole('checkbox', { name: /not an employee of the government/ }).check();
  await dialog.getByRole('checkbox', { name: /gaming employment license/ }).check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByRole('alert')).toContainText('over 21');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('ph: registration’s age-and-terms box starts unticked, and Register waits for the tick', async ({ page }) => {
  await acceptDisclaimer(page);
  await page.goto(siteUrl(HOSTS.ph, '/register'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  const terms = main.getByRole('checkbox', { name: /legal age.*terms and conditions/ });
  await expect(terms).not.toBeChecked();
  await expect(main.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(main.getByText('Please accept the terms and conditions to register')).toBeVisible();
  await terms.check();
  await expect(main.getByRole('button', { name: 'Register' })).toBeEnabled();
  await expect(main.getByText('Please accept the terms and conditions to register')).toHaveCount(0);
});

test('demo: where the merchant keeps the default, registration’s box starts ticked', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: /legal age.*terms and conditions/ })).toBeChecked();
  await expect(main.getByRole('button', { name: 'Register' })).toBeEnabled();
});
