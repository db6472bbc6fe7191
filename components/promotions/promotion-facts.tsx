import { getTranslations } from 'next-intl/server';
import { DateTime } from '@/components/member-centre/shared/date-time';
import { formatMoney, type Currency } from '@/lib/format/money';
import type { PromotionActivityDto } from '@/lib/platform/contract/promotions';

/** A promotion's reward, period and way to take part (its activity's), or that it runs until further notice. */
export async function PromotionFacts({ activity, currency, locale }: { activity: PromotionActivityDto | null; currency: Currency; locale: string }) {
  const t = await getTranslations('Promotions');
  if (!activity) return <p className="text-sm text-ink-muted">{t('alwaysOn')}</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-muted">{t('reward')}</dt>
      <dd className="font-semibold tabular-nums">{formatMoney(activity.reward, currency, locale)}</dd>
      <dt className="text-ink-muted">{t('period')}</dt>
      <dd>
        <DateTime value={activity.startsAt} dateOnly /> – <DateTime value={activity.endsAt} dateOnly />
      </dd>
      <dt className="text-ink-muted">{t('howLabel')}</dt>
      <dd>{t(`mode.${activity.mode}`)}</dd>
    </dl>
  );
}
