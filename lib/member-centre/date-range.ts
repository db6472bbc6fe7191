/**
 * Date ranges of the centres' reports (spec §9, records.md): presets today, yesterday, last 7 days, last 30 days, and
 * a custom range of whole days, never longer than the report's day limit. What runs over periods that lie ahead as
 * well as behind (the reward centre's activities) also offers the next 7 and 30 days (spec §9 "Date presets: next or
 * previous 7 and 30 days"); records only look back, so reports never offer them. Days are the brand's (lib/format/brand-time:
 * the merchant's fixed offset from GMT, the zone its reports are cut in), never the browser's. Ranges travel as epoch
 * milliseconds (from: the first day's 00:00:00.000, to: the last day's 23:59:59.999, at the brand's clock). Pure, for
 * server and client alike.
 */
import { brandDayEnd, brandDayStart, brandDaysBetween, DAY_MS } from '@/lib/format/brand-time';

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'next7' | 'next30' | 'custom';

export const RANGE_PRESETS: readonly Exclude<RangePreset, 'custom'>[] = ['today', 'yesterday', 'last7', 'last30'];
/** The presets that look ahead: each starts today. */
export const AHEAD_PRESETS: readonly Exclude<RangePreset, 'custom'>[] = ['next7', 'next30'];

export interface DateRange {
  preset: RangePreset;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, inclusive. */
  to: number;
}

/** How many calendar days a preset spans. */
export const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, yesterday: 1, last7: 7, last30: 30, next7: 7, next30: 30 };

/** A preset's days at `offsetMinutes` east of GMT (the brand's zone), as of `now`. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, offsetMinutes: number, now: number = Date.now()): DateRange {
  const today = brandDayStart(now, offsetMinutes);
  if (preset === 'yesterday') return { preset, from: today - DAY_MS, to: today - 1 };
  if (AHEAD_PRESETS.includes(preset)) return { preset, from: today, to: today + PRESET_DAYS[preset] * DAY_MS - 1 };
  return { preset, from: today - (PRESET_DAYS[preset] - 1) * DAY_MS, to: today + DAY_MS - 1 };
}

/** A custom range of the whole brand days that hold `first` and `last` (either order). */
export function customRange(first: number, last: number, offsetMinutes: number): DateRange {
  const [a, b] = first <= last ? [first, last] : [last, first];
  return { preset: 'custom', from: brandDayStart(a, offsetMinutes), to: brandDayEnd(b, offsetMinutes) };
}

/** Brand days a range covers (a single day is 1). */
export function rangeDays(range: Pick<DateRange, 'from' | 'to'>, offsetMinutes: number): number {
  return brandDaysBetween(range.from, range.to, offsetMinutes) + 1;
}

export function withinLimit(range: Pick<DateRange, 'from' | 'to'>, maxDays: number, offsetMinutes: number): boolean {
  return range.to >= range.from && rangeDays(range, offsetMinutes) <= maxDays;
}

/**
 * The presets a filter with this day limit offers (a 7-day report has no "last 30 days"); `ahead` adds the next 7 and
 * 30 days, for periods that lie ahead too.
 */
export function presetsFor(maxDays: number, { ahead = false }: { ahead?: boolean } = {}): Exclude<RangePreset, 'custom'>[] {
  return [...RANGE_PRESETS, ...(ahead ? AHEAD_PRESETS : [])].filter((p) => PRESET_DAYS[p] <= maxDays);
}

/** Whether a period [startsAt, endsAt) runs at some time within the range. */
export const overlapsRange = (startsAt: number, endsAt: number, range: Pick<DateRange, 'from' | 'to'>): boolean =>
  startsAt <= range.to && endsAt > range.from;

/** Where a report starts: the brand's today. */
export function initialRange(offsetMinutes: number, now: number = Date.now()): DateRange {
  return presetRange('today', offsetMinutes, now);
}
