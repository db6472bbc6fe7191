/**
 * A match's figures as players read them: decimal odds with two decimals in the page language's digits and decimal
 * sign, and the kick-off at the brand's clock with its zone named, like every time the site shows (brand-time.ts).
 */
import { zoneLabel } from './brand-time';

const odds = new Map<string, Intl.NumberFormat>();

/** Decimal odds: "2.30" (en), "2,30" (vi, id). */
export function formatOdds(value: number, locale: string): string {
  let format = odds.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    odds.set(locale, format);
  }
  return format.format(value);
}

const kickOffs = new Map<string, Intl.DateTimeFormat>();

/**
 * A kick-off in the page's language at the brand's clock, its day named and its zone after it: "Sat, Nov 28, 7:00 PM
 * GMT+7". The server and the browser write the same. An invalid instant gives ''.
 */
export function formatKickOff(value: string | number, offsetMinutes: number, locale: string): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  let format = kickOffs.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    kickOffs.set(locale, format);
  }
  // The brand's wall clock read with UTC's fields: the machine's own zone never enters.
  return `${format.format(new Date(ms + offsetMinutes * 60_000))} ${zoneLabel(offsetMinutes)}`;
}
