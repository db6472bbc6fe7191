'use client';
import { RecordsApiPath, type Bonus, type BonusKind, type BonusTotals } from '@/lib/api/centre/records';
import { usePagedList } from './use-paged-list';

/** One page of bonuses, rebates and invitation rewards (one kind, or all) over a range, with the range's totals. */
export function useRecordsBonuses(params: { kind?: BonusKind; from: number; to: number; page: number }) {
  return usePagedList<Bonus, BonusTotals>({ area: 'records', resource: 'bonuses', path: RecordsApiPath.BONUSES, params });
}
