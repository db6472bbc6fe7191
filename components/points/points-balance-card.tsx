'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { PointBalanceDto } from '@/lib/api/points';
import { formatMoney } from '@/lib/format/money';
import { memberPagePath } from '@/lib/member-centre/pages';
import { useSite } from '@/lib/site/site-context';

/** Where the payment password is set: the member centre's security centre. */
const PAYMENT_PASSWORD_PAGE = memberPagePath('securityCenter');

/**
 * The member's points: the balance (points never expire), what was earned, what is held by redemptions in review, and
 * how much more valid bet earns the next point. Without a payment password, it says so and links to where it is set.
 */
export function PointsBalanceCard({ query }: { query: UseQueryResult<PointBalanceDto, Error> }) {
  const t = useTranslations('Points.balance');
  const locale = useLocale();
  const { site } = useSite();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()}>{t('loadFailed')}</ErrorState>;
  const b = query.data;
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <section aria-labelledby="points-balance" className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-brand p-5 text-brand-text shadow-lg">
      {/* Brand text on the brand colour (the pair the theme keeps readable); the circle is decoration. */}
      <span aria-hidden className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-white/10" />
      <div className="relative flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <h2 id="points-balance" className="text-sm font-semibold opacity-90">
            {t('title')}
          </h2>
          <p className="text-4xl font-extrabold tabular-nums" data-testid="points-balance">
            {count(b.balance)}
          </p>
        </div>
        <p className="rounded-full bg-black/20 px-3 py-1 text-xs font-semibold">{t('neverExpire')}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="flex flex-col rounded-xl bg-black/15 p-2.5">
          <dt className="text-xs opacity-90">{t('earned')}</dt>
          <dd className="font-bold tabular-nums">{count(b.totalEarned)}</dd>
        </div>
        <div className="flex flex-col rounded-xl bg-black/15 p-2.5">
          <dt className="text-xs opacity-90">{t('spent')}</dt>
          <dd className="font-bold tabular-nums">{count(b.totalSpent)}</dd>
        </div>
        <div className="flex flex-col rounded-xl bg-black/15 p-2.5">
          <dt className="text-xs opacity-90">{t('inProcess')}</dt>
          <dd className="font-bold tabular-nums">{count(b.inProcess)}</dd>
        </div>
      </dl>
      <p className="text-sm">{t('nextPoint', { amount: formatMoney(b.nextPointIn, site.currency, locale) })}</p>
      {b.paymentPasswordSet ? null : (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-surface-raised p-3 text-sm text-ink">
          <p>{t('noPaymentPassword')}</p>
          <LocalizedLink href={PAYMENT_PASSWORD_PAGE} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            {t('setPassword')}
          </LocalizedLink>
        </div>
      )}
    </section>
  );
}
