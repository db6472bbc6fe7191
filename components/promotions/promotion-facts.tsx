import { getLocale, getTranslations } from 'next-intl/server';
import { formatBrandTime } from '@/lib/format/brand-time';
import { formatMoney, type Currency } from '@/lib/format/money';
import type { PromotionActivityDto } from '@site/platform-contract/promotions';

/** A day as the platform's screens write it (YYYY-MM-DD), the brand's day (not the server's), with its machine-readable time. */
function Day({ value, offsetMinutes }: { value: number; offsetMinutes: number }) {
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{formatBrandTime(value, offsetMinutes, 'date')}</time>;
}

/**
 * A promotion's reward and period, and on its page how to take part (its activity's), or that it runs until further
 * notice. Kept lean: the list repeats it for every promotion, in the HTML and in the flight data.
 */
export async function PromotionFacts({
  activity,
  currency,
  gmtOffsetMinutes,
  withMode = true,
}: {
  activity: PromotionActivityDto | null;
  currency: Currency;
  /** The brand's zone (Site.gmtOffsetMinutes): the period's days are its days, not the rendering server's. */
  gmtOffsetMinutes: number;
  withMode?: boolean;
}) {
  // Amounts are written as the text around them is: in the catalog the page is shown in.
  const [t, locale] = await Promise.all([getTranslations('Promotions'), getLocale()]);
  if (!activity) return <p className="text-sm text-ink-muted">{t('alwaysOn')}</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm tabular-nums [&>dt]:text-ink-muted">
      <dt>{t('reward')}</dt>
      <dd className="font-semibold">{formatMoney(activity.reward, currency, locale)}</dd>
      <dt>{t('period')}</dt>
      <dd>
        <Day value={activity.startsAt} offsetMinutes={gmtOffsetMinutes} /> – <Day value={activity.endsAt} offsetMinutes={gmtOffsetMinutes} />
      </dd>
      {withMode ? (
        <>
          <dt>{t('howLabel')}</dt>
          <dd>{t(`mode.${activity.mode}`)}</dd>
        </>
      ) : null}
    </dl>
  );
}
