import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { latestSms, PLATFORM, solveSlider } from './platform';

/** player1's mobile number (dial code 84), the number the sandbox sends its login codes to. */
export const PLAYER_MOBILE = '912345678';

/** Opens the SMS login tab of the /login page's form; `scope` is the page's main landmark. */
export async function openSmsLogin(scope: Locator) {
  await scope.getByRole('tab', { name: 'SMS login' }).click();
  await expect(scope.getByLabel('Mobile number')).toBeVisible();
}

/** Picks a country in the dial-code field by typing its name. */
export async function chooseCountry(scope: Locator, page: Page, name: string) {
  const box = scope.getByRole('combobox', { name: 'Country code' });
  await box.click();
  await page.keyboard.type(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
  await expect(box).not.toHaveValue('');
}

/**
 * Presses "Send code" until the slider check opens (presses are throttled to one a second, spec §9), then solves it.
 * The send's answer is the form's to show.
 */
export async function sendCodeThroughSlider(scope: Locator, page: Page, request: APIRequestContext) {
  await expect(async () => {
    await scope.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('slider')).toBeVisible({ timeout: 1500 });
  }).toPass();
  await solveSlider(page, request);
}

/** Sends a code that goes through (the button counts down), and answers it from the sandbox's outbox. */
export async function sendCodeAndRead(scope: Locator, page: Page, request: APIRequestContext, mobile: string): Promise<string> {
  await sendCodeThroughSlider(scope, page, request);
  // The send follows the slider's close: the countdown says it was answered.
  await expect(scope.getByRole('button', { name: /Code sent/ })).toBeVisible();
  return latestSms(request, mobile);
}

/** Moves the sandbox clock forward (a code's lifetime, a lockout). */
export async function advanceSandboxClock(request: APIRequestContext, advanceMs: number) {
  const response = await request.post(`${PLATFORM}/__sandbox/clock`, { data: { advanceMs } });
  expect(response.ok()).toBeTruthy();
}

/** The SMS sends a merchant has left with its provider (0: used up; null: no quota). */
export async function setSmsCredit(request: APIRequestContext, merchant: string, remaining: number | null) {
  const response = await request.post(`${PLATFORM}/__sandbox/merchants/${merchant}/sms-credit`, { data: { remaining } });
  expect(response.ok()).toBeTruthy();
}
