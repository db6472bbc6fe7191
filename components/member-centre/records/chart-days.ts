import type { DailyProfit } from '@/lib/api/centre/records';
import { DAY_MS } from '@/lib/format/brand-time';
import type { DateRange } from '@/lib/member-centre/date-range';

export interface ChartDay {
  /** The brand's midnight of the day, epoch ms. */
  day: number;
  profitLoss: number;
}

/**
 * Every day of the range, in order, with its profit and loss (0 on a day without activity). The range runs from the
 * brand's midnight (lib/member-centre/date-range), and the platform counts days as 24-hour periods from `from`; a day
 * is matched by its number from the start, so a platform day an hour off still lands on its day. Pure.
 */
export function chartDays(range: Pick<DateRange, 'from' | 'to'>, days: Pick<DailyProfit, 'day' | 'profitLoss'>[]): ChartDay[] {
  const byIndex = new Map(days.map((d) => [Math.round((d.day - range.from) / DAY_MS), d.profitLoss]));
  const count = Math.max(1, Math.round((range.to + 1 - range.from) / DAY_MS));
  return Array.from({ length: count }, (_, i) => ({ day: range.from + i * DAY_MS, profitLoss: byIndex.get(i) ?? 0 }));
}
