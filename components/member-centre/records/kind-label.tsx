'use client';
import { useTranslations } from 'next-intl';
import { LedgerKind } from '@/lib/api/centre/records';

const KNOWN: ReadonlySet<string> = new Set(Object.values(LedgerKind));

/** A ledger kind in words; a kind the platform added since is named as it is. */
export function useKindLabel() {
  const t = useTranslations('Records.kinds');
  return (kind: string) => (KNOWN.has(kind) ? t(kind) : t('other', { kind }));
}
