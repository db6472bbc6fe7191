'use client';
import { RecordsApiPath, type Transaction, type TransactionTotals } from '@/lib/api/centre/records';
import { usePagedList } from './use-paged-list';

/** One page of the account record (one kind, or all) over a range, with the range's totals. */
export function useRecordsTransactions(params: { kind?: string; from: number; to: number; page: number }) {
  return usePagedList<Transaction, TransactionTotals>({ area: 'records', resource: 'transactions', path: RecordsApiPath.TRANSACTIONS, params });
}
