import type { Page } from '@playwright/test';

/**
 * Time zones for tests that read "today". The centre's reports count days in the browser's own zone, and the seed
 * places player1's latest bets over the 20 hours before the reset. Just after local midnight, "today" holds a few
 * minutes and maybe no bet of the tab a test opens. A browser in the zone where it is now 20:00–20:59 sees a day that
 * holds almost all of them, whatever the hour the tests run at.
 */

/** The `Etc/GMT±n` zone where the local hour is 20 at `now` (note Etc's inverted sign: Etc/GMT-4 is UTC+4). */
export function eveningZone(now: Date = new Date()): string {
  const offset = ((20 - now.getUTCHours() + 36) % 24) - 12; // −12 … +11 hours from UTC
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The browser's calendar day, as a Date at midnight of that day in the test runner's own zone (for date-fns). */
export async function browserToday(page: Page): Promise<Date> {
  const [year, month, day] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
  });
  return new Date(year, month, day);
}
