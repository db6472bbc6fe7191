import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { originOf, send } from './support/http';
import { HOSTS, resetPlatform, siteUrl } from './support/platform';

/**
 * Registration's password strength meter matches the server's rule (demo: pattern 20, upper and lower
 * case, a digit and a symbol, 6 to 20 characters). It says its grade in words, announced politely, and never calls
 * strong a password the server refuses. Phone first (390 × 844).
 *
 * Before the change the form had no meter at all (no "Password strength" status).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('the meter grades the password in words, within the rule the server checks', async ({ page }) => {
  await page.goto(siteUrl(HOSTS.demo, '/register'));
  const main = page.getByRole('main');
  const password = main.getByLabel('Password', { exact: true });
  const meter = main.getByRole('status').filter({ hasText: /^Password strength/ });

  await password.fill('abc');
  await expect(meter).toHaveText('Password strength: not accepted yet. Follow the rule for the password.');
  // The meter is part of the field's description, so it is read with the field.
  const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await meter.getAttribute('id'));

  await password.fill('Aa1!bc');
  await expect(meter).toHaveText('Password strength: weak');
  await password.fill('Secret#2026');
  await expect(meter).toHaveText('Password strength: fair. A longer password is stronger.');
  await password.fill('Gx7!mq2#Lp9vW');
  await expect(meter).toHaveText('Password strength: strong');

  // Long and varied, but without a symbol: the server refuses it, and so the meter never calls it strong.
  const noSymbol = 'CorrectHorseBattery9';
  await password.fill(noSymbol);
  await expect(meter).toHaveText('Password strength: not accepted yet. Follow the rule for the password.');
  const refused = await send(HOSTS.demo, '/api/register', {
    method: 'POST',
    headers: { origin: originOf(HOSTS.demo) },
    data: { regType: 'username', username: 'meter01', password: noSymbol, confirmPassword: noSymbol, payeeName: 'John Smith', sliderToken: 'x' },
  });
  expect(refused.status).toBe(400);
  expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'validation_failed', value: { field: 'password' } });

  // No sideways scroll on the phone with the meter showing; axe finds nothing.
  await password.fill('Gx7!mq2#Lp9vW');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
});
