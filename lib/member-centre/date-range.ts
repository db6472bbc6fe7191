/**
 * Date ranges of the centre's reports (spec §9, records.md): presets today, yesterday, last 7 days, last 30 days, and
 * a custom range of whole local days, never longer than the report's day limit. Ranges travel as epoch milliseconds
 * (from: the first day's 00:00:00.000, to: the last day's 23:59:59.999). Pure, for server and client alike.
 */
import { addDays, differenceInCalendarDays, endOfDay, startOfDay } from 'date-fns';

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';

export const RANGE_PRESETS: readonly Exclude<RangePreset, 'custom'>[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DateRange {
  preset: RangePreset;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, inclusive. */
  to: number;
}

/** How many calendar days a preset spans. */
export const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, yesterday: 1, last7: 7, last30: 30 };

export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date = new Date()): DateRange {
  if (preset === 'yesterday') {
    const day = addDays(now, -1);
    return { preset, from: startOfDay(day).getTime(), to: endOfDay(day).getTime() };
  }
  return { preset, from: startOfDay(addDays(now, 1 - PRESET_DAYS[preset])).getTime(), to: endOfDay(now).getTime() };
}

/** A custom range of whole days (either order). */
export function customRange(first: Date, last: Date): DateRange {
  const [a, b] = first.getTime() <= last.getTime() ? [first, last] : [last, first];
  return { preset: 'custom', from: startOfDay(a).getTime(), to: endOfDay(b).getTime() };
}

/** Calendar days a range covers (a single day is 1). */
export function rangeDays(range: Pick<DateRange, 'from' | 'to'>): number {
  return differenceInCalendarDays(new Date(range.to), new Date(range.from)) + 1;
}

export function withinLimit(range: Pick<DateRange, 'from' | 'to'>, maxDays: number): boolean {
  return range.to >= range.from && rangeDays(range) <= maxDays;
}

/** The presets a report with this day limit offers (a 7-day report has no "last 30 days"). */
export function presetsFor(maxDays: number): Exclude<RangePreset, 'custom'>[] {
  return RANGE_PRESETS.filter((p) => PRESET_DAYS[p] <= maxDays);
}

/** Where a report starts: today. */
export function initialRange(now: Date = new Date()): DateRange {
  return presetRange('today', now);
}
