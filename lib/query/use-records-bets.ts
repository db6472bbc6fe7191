'use client';
import { RecordsApiPath, type BetCategory, type BetRecord, type BetTotals } from '@/lib/api/centre/records';
import { usePagedList } from './use-paged-list';

/** One page of the betting record of a category (and vendor) over a range, with the range's totals. */
export function useRecordsBets(params: { category: BetCategory | undefined; vendor?: string; from: number; to: number; page: number }) {
  return usePagedList<BetRecord, BetTotals>({
    area: 'records',
    resource: 'bets',
    path: RecordsApiPath.BETS,
    params,
    enabled: params.category !== undefined,
  });
}
