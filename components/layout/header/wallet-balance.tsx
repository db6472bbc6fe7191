'use client';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { readLocal, useStoredValue, writeLocal } from '@/lib/hooks/use-browser-state';
import { useSite } from '@/lib/site/site-context';
import { IconButton } from '@/components/ui/icon-button';
import { EyeIcon } from '@/components/ui/icons/eye';
import { EyeOffIcon } from '@/components/ui/icons/eye-off';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { WarningIcon } from '@/components/ui/icons/warning';
import { notify } from '@/components/system/toasts';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format/money';
import { isTrialType } from '@/lib/tenant/member-types';
import { useWalletBalance } from '@/lib/query/use-wallet-balance';

export const BALANCE_HIDDEN_KEY = 'balanceHidden';

/**
 * The member's wallet balance in the header, with show/hide (remembered on this device) and refresh. A trial account's
 * balance is play money and says so (DEMO); a refresh that fails keeps the last figure and marks it as not current.
 */
export function WalletBalance() {
  const t = useTranslations('Balance');
  const { site, memberType } = useSite();
  // The balance is written as the page's text is: in the catalog it is shown in.
  const locale = useLocale();
  const demo = isTrialType(memberType);
  const { data, isPending, isError, isFetching, refetch } = useWalletBalance();
  const stale = isError && data !== undefined;
  // Remembered on this device; visible until hydrated (and where storage is blocked).
  const hidden = useStoredValue(() => readLocal(BALANCE_HIDDEN_KEY) === 'true', false);
  const toggleHidden = () => writeLocal(BALANCE_HIDDEN_KEY, String(!hidden));

  let amount: ReactNode;
  if (hidden) amount = '***';
  else if (data) amount = formatMoney(data.amount, site.currency, locale);
  else if (isPending) amount = <Spinner className="h-4 w-4 text-ink-muted" />;
  else amount = '—';

  return (
    <div
      role="group"
      aria-label={demo ? t('demoLabel') : t('label')}
      className="flex h-10 shrink-0 items-center gap-0.5 rounded-full border border-line bg-surface-sunken ps-2.5 pe-1 sm:ps-3 sm:pe-0.5"
    >
      <span className="me-1 hidden text-xs font-medium text-ink-muted 2xl:inline" aria-hidden="true">
        {t('label')}
      </span>
      {/* A phone stacks DEMO over the amount: the free demo's header is no wider than a member's. */}
      <span className="flex flex-col items-start justify-center gap-0.5 sm:flex-row sm:items-center sm:gap-0">
        {demo ? (
          <span
            title={t('demoHint')}
            className="rounded bg-brand-accent px-1 text-[0.625rem] leading-[0.875rem] font-extrabold tracking-wide text-black uppercase sm:me-1.5 sm:px-1.5 sm:py-0.5 sm:text-[0.6875rem] sm:leading-normal"
          >
            {t('demo')}
          </span>
        ) : null}
        <span
          className="min-w-[3.5rem] shrink-0 text-sm font-bold whitespace-nowrap tabular-nums text-ink max-sm:leading-4 sm:min-w-[4.5rem]"
          aria-live="polite"
          aria-busy={isFetching}
          data-testid="wallet-balance"
        >
          {amount}
          {isPending && !hidden ? <span className="sr-only">{t('loading')}</span> : null}
          {isError && !data && !hidden ? <span className="sr-only">{t('unavailable')}</span> : null}
        </span>
      </span>
      {stale ? (
        <span role="status" className="ms-1 inline-flex items-center text-danger" title={t('refreshFailed')}>
          <WarningIcon className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('refreshFailed')}</span>
        </span>
      ) : null}
      <IconButton
        label={hidden ? t('show') : t('hide')}
        aria-pressed={hidden}
        onClick={toggleHidden}
        className="h-7 w-7 shrink-0 text-ink-muted hover:text-ink sm:h-9 sm:w-9"
      >
        {hidden ? <EyeOffIcon className="h-4 w-4" /> : <EyeIcon className="h-4 w-4" />}
      </IconButton>
      <IconButton
        label={t('refresh')}
        // Not disabled while fetching: that would drop keyboard focus; a second click during a fetch is ignored.
        onClick={() => {
          if (isFetching) return;
          void refetch().then((result) => {
            if (result.isError) notify('error', t('refreshFailed'));
          });
        }}
        aria-busy={isFetching}
        className="h-7 w-7 shrink-0 text-ink-muted hover:text-ink sm:h-9 sm:w-9"
      >
        <RefreshIcon className={clsx('h-4 w-4', isFetching && 'animate-spin motion-reduce:animate-none')} />
      </IconButton>
    </div>
  );
}
