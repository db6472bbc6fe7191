'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { QueryStates } from '@/components/data-display/data-states';
import type { PointConfigDto } from '@/lib/api/points';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';

/**
 * The mall's rules, from the merchant's configuration: how valid bets earn points, that points never expire (spec §9),
 * how rewards are handed out and reviewed (spec §4), the conversion ratio and limits, and the payment password.
 */
export function PointsRules({ query }: { query: UseQueryResult<PointConfigDto, Error> }) {
  const t = useTranslations('Points.rules');
  const locale = useLocale();
  const { site } = useSite();
  const money = (n: number) => formatMoney(n, site.currency, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <section aria-labelledby="points-rules" className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 id="points-rules" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <QueryStates query={query}>
        {(data) => (
          <ul className="flex list-disc flex-col gap-2 ps-5 text-sm">
            <li>{t('earn', { validBet: money(data.earn.validBet), points: data.earn.points })}</li>
            <li>{t('valid')}</li>
            <li className="font-semibold">{t('neverExpire')}</li>
            <li>{t('rewards')}</li>
            <li>
              {data.conversion.enabled
                ? t('convert', {
                    points: count(data.conversion.points),
                    amount: money(data.conversion.amount),
                    min: count(data.conversion.minPoints),
                    max: count(data.conversion.maxPoints),
                  })
                : t('noConvert')}
            </li>
            <li>{t('password')}</li>
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
