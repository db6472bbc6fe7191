'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { VendorWalletDto } from '@/lib/api/centre/wallet';
import { Amount } from '@/components/data-display/amount';
import { StatusBadge } from '@/components/data-display/status-badge';
import type { TransferDirection } from './transfer-form';

const action =
  'inline-flex min-h-9 items-center justify-center whitespace-nowrap rounded-lg border border-line px-2.5 text-xs font-semibold hover:border-brand hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-50';

/**
 * One row per vendor wallet: its balance, whether it is under maintenance, and shortcuts that fill the transfer form.
 * The list can be narrowed to the wallets holding money.
 */
export function VendorWallets({ vendors, onPick }: { vendors: VendorWalletDto[]; onPick: (direction: TransferDirection, vendor: string) => void }) {
  const t = useTranslations('Wallet.vendors');
  const [onlyFunded, setOnlyFunded] = useState(false);
  const funded = vendors.filter((v) => v.balance > 0);
  const shown = onlyFunded ? funded : vendors;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">{t('count', { count: vendors.length, funded: funded.length })}</p>
        <button type="button" className="chip" aria-pressed={onlyFunded} onClick={() => setOnlyFunded((v) => !v)}>
          {t('onlyFunded')}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">{t('noneFunded')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 2xl:grid-cols-3" aria-label={t('listLabel')}>
          {shown.map((v) => (
            <li
              key={v.vendor}
              className={clsx('flex min-w-0 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-3 py-2.5', v.balance > 0 && 'border-brand/50')}
            >
              <div className="flex min-w-0 flex-col">
                <p className="truncate text-sm font-semibold" title={v.name}>
                  {v.name}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm font-bold">
                  <Amount value={v.balance} />
                  {v.maintenance ? <StatusBadge tone="warning">{t('maintenance')}</StatusBadge> : null}
                </p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <button type="button" className={action} disabled={v.maintenance} onClick={() => onPick('in', v.vendor)}>
                  {t('in')}
                  <span className="sr-only"> {t('to', { name: v.name })}</span>
                </button>
                <button type="button" className={action} disabled={v.maintenance || v.balance <= 0} onClick={() => onPick('out', v.vendor)}>
                  {t('out')}
                  <span className="sr-only"> {t('from', { name: v.name })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
