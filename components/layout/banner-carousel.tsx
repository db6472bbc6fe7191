'use client';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { textDirection } from '@/lib/i18n/locales';
import type { Banner } from '@/lib/platform/system';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { useCarousel } from '@/components/ui/carousel';
import { routeExists } from '@/lib/site-routes';


export interface BannerCarouselProps {
  banners: Banner[];
  /** 'home' adds arrows and dots (spec §2); other pages show the slides only. */
  variant: 'home' | 'page';
}

/** The page's banner slider: autoplays every 5 s, loops with more than one banner, pauses on hover and focus. */
export function BannerCarousel({ banners, variant }: BannerCarouselProps) {
  const t = useTranslations('Banner');
  const count = banners.length;
  const several = count > 1;
  // The carousel runs the way the page's text does: the catalog's it is shown in.
  const locale = useLocale();
  const { viewportRef, selected, goTo, previous, next } = useCarousel(count, textDirection(locale));

  if (count === 0) return null;
  const controls = variant === 'home' && several;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="relative overflow-hidden rounded-2xl bg-surface-sunken shadow-lg"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: count })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <BannerSlide banner={banner} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>

      {controls ? (
        <>
          <button
            type="button"
            aria-label={t('previous')}
            title={t('previous')}
            onClick={previous}
            className={arrowClass('start-3')}
          >
            <ChevronLeftIcon className="h-6 w-6 rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-label={t('next')}
            title={t('next')}
            onClick={next}
            className={arrowClass('end-3')}
          >
            <ChevronRightIcon className="h-6 w-6 rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-0.5 flex justify-center gap-0.5 sm:bottom-3">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
                className="group carousel-dot"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'carousel-pip',
                    index === selected ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** .carousel-arrow in app/globals.css: phones swipe (and have the dots), the arrows would cover a short banner there. */
function arrowClass(position: string): string {
  return clsx('carousel-arrow', position);
}

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const image = (
    // Banner images come from the merchant's CDN in arbitrary sizes; a plain <img> with a fixed ratio keeps them cheap.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={banner.imageUrl}
      alt={banner.title}
      width={1920}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className="block aspect-[1920/500] h-auto w-full object-cover"
    />
  );
  // A banner that points at a page of this site not built yet shows without a link (it would end on a 404).
  if (!banner.href || (!banner.external && !routeExists(banner.href))) return image;
  if (banner.external) {
    return (
      <a href={banner.href} target="_blank" rel="noopener noreferrer" className="block">
        {image}
      </a>
    );
  }
  return (
    <LocalizedLink href={banner.href} className="block">
      {image}
    </LocalizedLink>
  );
}
