'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { PromotionDto } from '@site/platform-contract';
import { textDirection } from '@/lib/i18n/locales';
import { useSite } from '@/lib/site/site-context';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useCarousel } from '@/components/ui/carousel';
import { formatMoney } from '@/lib/format/money';

/**
 * The new-player promotions on /register (spec §2): a slider that autoplays every 5 s when there is more than one;
 * selecting a promotion opens its page, /promoDetail?id=<id>. Above it, the new-player title with the most they pay
 * (spec §9: "1000VND"), when one pays a reward. Nothing is drawn when there are none.
 */
export function NewPlayerPromotions({
  promotions,
  bonus,
}: {
  promotions: Pick<PromotionDto, 'id' | 'title' | 'imageUrl'>[];
  /** The largest reward of the new-player promotions (lib/promotions/list.ts newPlayerBonus), in major units. */
  bonus: number | null;
}) {
  const t = useTranslations('Register');
  const { site } = useSite();
  // Written as the text around it: in the catalog the page is shown in (next-intl's locale).
  const locale = useLocale();
  const { viewportRef } = useCarousel(promotions.length, textDirection(locale));

  if (promotions.length === 0) return null;
  const carousel = (
    <section aria-roledescription="carousel" aria-label={t('promotionsLabel')} className="overflow-hidden rounded-2xl bg-surface-sunken">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {promotions.map((promotion, index) => (
            <div
              key={promotion.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('promotionSlide', { index: index + 1, total: promotions.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <LocalizedLink href={`/promoDetail?id=${promotion.id}`} className="block">
                {/* Promotion images come from the merchant's CDN in arbitrary sizes; the artwork carries the title. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={promotion.imageUrl}
                  alt={promotion.title}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                  className="block aspect-[3/1] h-auto w-full object-cover"
                />
              </LocalizedLink>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
  if (bonus === null) return carousel;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{t('newPlayerTitle', { amount: formatMoney(bonus, site.currency, locale, { whole: true, code: true }) })}</h2>
      {carousel}
    </div>
  );
}
