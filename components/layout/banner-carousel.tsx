'use client';
import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { textDirection } from '@/lib/i18n/locales';
import { useSite } from '@/lib/site/site-context';
import type { Banner } from '@/lib/platform/system';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerCarouselProps {
  banners: Banner[];
  /** 'home' adds arrows and dots (spec §2); other pages show the slides only. */
  variant: 'home' | 'page';
}

/** Whether the visitor asked for reduced motion; null until known (after mount), so autoplay never starts early. */
function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReduced(false);
      return;
    }
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** The page's banner slider: autoplays every 5 s, loops with more than one banner, pauses on hover and focus. */
export function BannerCarousel({ banners, variant }: BannerCarouselProps) {
  const t = useTranslations('Banner');
  const count = banners.length;
  const several = count > 1;
  const reducedMotion = useReducedMotion();
  const { locale } = useSite();

  const plugins = useMemo(
    () =>
      several && reducedMotion === false
        ? [
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [several, reducedMotion],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: several, align: 'start', duration: reducedMotion ? 10 : 25, direction: textDirection(locale) },
    plugins,
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // A manual move restarts the 5 s wait instead of jumping again right away.
  const navigate = useCallback(
    (move: (api: NonNullable<typeof emblaApi>) => void) => {
      if (!emblaApi) return;
      move(emblaApi);
      emblaApi.plugins()?.autoplay?.reset();
    },
    [emblaApi],
  );

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
            onClick={() => navigate((api) => api.scrollPrev())}
            className={arrowClass('start-3')}
          >
            <ChevronLeftIcon className="h-6 w-6 rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-label={t('next')}
            title={t('next')}
            onClick={() => navigate((api) => api.scrollNext())}
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
                onClick={() => navigate((api) => api.scrollTo(index))}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'block h-2 rounded-full shadow ring-1 ring-black/30 transition-all motion-reduce:transition-none',
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

function arrowClass(position: string): string {
  return clsx(
    // Phones swipe (and have the dots): the arrows would cover most of a short banner there.
    'absolute top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full sm:flex',
    'bg-black/45 text-white backdrop-blur transition-colors hover:bg-black/70 motion-reduce:transition-none',
    position,
  );
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
  if (!banner.href) return image;
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
