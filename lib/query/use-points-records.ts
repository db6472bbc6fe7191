'use client';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch } from '@/lib/api/browser';
import type { PagedDto } from '@/lib/api/centre/paged';
import { PointsApiPath, type PointRedemptionDto, type PointTransactionDto, type PointTransactionKind, type RedemptionStatus } from '@/lib/api/points';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { listSearch, type ListParams } from './use-paged-list';
import { useMemberQuery } from './use-member-query';

/** One page of a points list; while the next page or filter loads, the rows on screen stay. */
function usePointsList<Row>(resource: string, path: string, params: ListParams) {
  const { site } = useSite();
  const locale = useLocale();
  const search = listSearch(params);
  return useMemberQuery({
    queryKey: queryKeys.points(site.merchantCode, resource, locale, search),
    queryFn: () => apiFetch<PagedDto<Row>>(`${path}${search}`),
    placeholderData: keepPreviousData,
  });
}

/** The member's redemptions and conversions (points records), newest first, optionally of one status. */
export function usePointsRedemptions(params: { page: number; status?: RedemptionStatus }) {
  return usePointsList<PointRedemptionDto>('redemptions', PointsApiPath.REDEMPTIONS, params);
}

/** Every movement of the member's points, newest first, optionally of one kind. */
export function usePointsTransactions(params: { page: number; kind?: PointTransactionKind }) {
  return usePointsList<PointTransactionDto>('transactions', PointsApiPath.TRANSACTIONS, params);
}
