/**
 * Times as the brand keeps them: one rule for the whole site. A merchant's time zone is a fixed
 * offset from GMT (Site.gmtOffsetMinutes; demo and vn88 GMT+7, ph GMT+8): its days and periods (reports, contract
 * periods, daily limits) are cut in it, so every date and time the site shows is the brand's wall clock, named on screen
 * ("GMT+7"), whatever the zone of the browser or of the server that renders it. Nothing here reads the machine's zone:
 * instants are epoch milliseconds, and the brand's wall clock is read with the UTC getters of the instant moved by the
 * offset. Pure, for server and client alike.
 */

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** "GMT+7", "GMT+5:30", "GMT-3", "GMT+0". */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(offsetMinutes));
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** The brand's wall clock at `ms`, as a Date whose UTC fields are that clock. */
function wallClock(ms: number, offsetMinutes: number): Date {
  return new Date(ms + offsetMinutes * MINUTE);
}

export type BrandTimeStyle = 'dateTime' | 'dateTimeMinutes' | 'date' | 'monthDay' | 'time';

/**
 * The platform's screens' formats (spec §2 notices: YYYY-MM-DD HH:mm:ss), at the brand's clock: dateTime
 * "2026-11-28 14:05:09", dateTimeMinutes "2026-11-28 14:05", date "2026-11-28", monthDay "11-28", time "14:05".
 * An invalid instant gives ''.
 */
export function formatBrandTime(value: number | string | Date, offsetMinutes: number, style: BrandTimeStyle = 'dateTime'): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const at = wallClock(ms, offsetMinutes);
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const minutes = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  switch (style) {
    case 'date':
      return date;
    case 'monthDay':
      return date.slice(5);
    case 'time':
      return minutes;
    case 'dateTimeMinutes':
      return `${date} ${minutes}`;
    case 'dateTime':
      return `${date} ${minutes}:${pad(at.getUTCSeconds())}`;
  }
}

/** The first millisecond of the brand's day that holds `ms`. */
export function brandDayStart(ms: number, offsetMinutes: number): number {
  const shift = offsetMinutes * MINUTE;
  return Math.floor((ms + shift) / DAY_MS) * DAY_MS - shift;
}

/** The last millisecond of the brand's day that holds `ms`. */
export function brandDayEnd(ms: number, offsetMinutes: number): number {
  return brandDayStart(ms, offsetMinutes) + DAY_MS - 1;
}

/** Whole brand days from the day of `from` to the day of `to` (the same day: 0). A fixed offset has 24-hour days. */
export function brandDaysBetween(from: number, to: number, offsetMinutes: number): number {
  return Math.round((brandDayStart(to, offsetMinutes) - brandDayStart(from, offsetMinutes)) / DAY_MS);
}

/**
 * A date picker works in the browser's own calendar: the brand's day that holds `ms`, as the browser's local midnight
 * of the same year, month and day (what the picker shows and selects).
 */
export function toCalendarDay(ms: number, offsetMinutes: number): Date {
  const at = wallClock(ms, offsetMinutes);
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** The other way: the day a picker selected (its local year, month and day), as the brand's midnight of that day. */
export function fromCalendarDay(day: Date, offsetMinutes: number): number {
  return Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - offsetMinutes * MINUTE;
}

export type BrandLocalStyle = 'medium' | 'short';

/**
 * An instant in the page's language at the brand's clock, with the zone named: "Nov 28, 2026, 2:00 PM GMT+7" (medium)
 * or "11/28/26, 2:00 PM GMT+7" (short), for the messages that say when something ends (maintenance, a break). The
 * server and the browser write the same. An invalid instant gives ''.
 */
export function formatBrandLocal(value: number | string | Date, offsetMinutes: number, locale: string, style: BrandLocalStyle = 'medium'): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const text = new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: 'short', timeZone: 'UTC' }).format(wallClock(ms, offsetMinutes));
  return `${text} ${zoneLabel(offsetMinutes)}`;
}
