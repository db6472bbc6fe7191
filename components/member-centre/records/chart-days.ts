import { addDays, startOfDay } from 'date-fns';
import type { DailyProfit } from '@/lib/api/centre/records';
import { rangeDays, type DateRange } from '@/lib/member-centre/date-range';

export interface ChartDay {
  /** Local midnight, epoch ms. */
  day: number;
  profitLoss: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every calendar day of the range, in order, with its profit and loss (0 on a day without activity). The platform
 * counts days as 24-hour periods from `from`; a day is matched by its number from the start, so a daylight-saving
 * change inside the range does not shift it. Pure.
 */
export function chartDays(range: Pick<DateRange, 'from' | 'to'>, days: Pick<DailyProfit, 'day' | 'profitLoss'>[]): ChartDay[] {
  const byIndex = new Map(days.map((d) => [Math.round((d.day - range.from) / DAY_MS), d.profitLoss]));
  const first = startOfDay(new Date(range.from));
  return Array.from({ length: rangeDays(range) }, (_, i) => ({ day: addDays(first, i).getTime(), profitLoss: byIndex.get(i) ?? 0 }));
}
