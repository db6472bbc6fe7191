'use client';
import { RecordsApiPath, type BetCategory, type DailyProfit, type ProfitTotals } from '@/lib/api/centre/records';
import { usePagedList } from './use-paged-list';

/**
 * Profit and loss by day (one category, or all) over a range: a page of days with the range's totals. The chart asks
 * for every day of the range at once (pageSize 50: a range has at most 30 days).
 */
export function useRecordsProfit(params: { category?: BetCategory; from: number; to: number; page: number; pageSize?: number }) {
  return usePagedList<DailyProfit, ProfitTotals>({ area: 'records', resource: 'profit', path: RecordsApiPath.PROFIT, params });
}
