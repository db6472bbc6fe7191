'use client';
import { useTranslations } from 'next-intl';
import type { PromotionDto } from '@site/platform-contract';
import { textDirection } from '@/lib/i18n/locales';
import { useSite } from '@/lib/site/site-context';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useCarousel } from '@/components/ui/carousel';

/**
 * The new-player promotions on /register (spec §2): a slider that autoplays every 5 s when there is more than one;
 * selecting a promotion opens its page, /promoDetail?id=<id>. Nothing is drawn when there are none.
 */
export function NewPlayerPromotions({ promotions }: { promotions: Pick<PromotionDto, 'id' | 'title' | 'imageUrl'>[] }) {
  const t = useTranslations('Register');
  const { locale } = useSite();
  const { viewportRef } = useCarousel(promotions.length, textDirection(locale));

  if (promotions.length === 0) return null;
  return (
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
}
