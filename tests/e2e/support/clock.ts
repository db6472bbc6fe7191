/**
 * "Today" for tests of the centre's reports. The site cuts days at the brand's clock (lib/format/brand-time.ts: demo
 * and vn88 GMT+7, ph GMT+8), whatever the browser's zone, so a test that picks days in the calendar counts them from the
 * brand's today, read from the same clock the site reads (the run's, anchored or not).
 */

/** The brand's calendar day now, as a Date at midnight of that day in the test runner's own zone (for date-fns). */
export function brandToday(gmtOffsetMinutes: number, now: number = Date.now()): Date {
  const wall = new Date(now + gmtOffsetMinutes * 60_000);
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}
