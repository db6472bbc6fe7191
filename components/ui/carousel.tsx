'use client';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { whenIdle } from '@/lib/hooks/after-load';

/** Slides change every this long when there is more than one (spec §2, §9: banners and register promotions). */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export interface CarouselControls {
  /** Put on the viewport element; its first child holds the slides side by side. */
  viewportRef: (element: HTMLElement | null) => void;
  selected: number;
  /** Move to a slide; a manual move restarts the autoplay wait. */
  goTo: (index: number) => void;
  previous: () => void;
  next: () => void;
}

/**
 * A swipeable slider on embla (loop and autoplay with more than one slide, paused on hover and focus, none under reduced
 * motion). Embla and its autoplay load after the page is idle: the first slide is drawn by the server and needs no
 * script, so the carousel costs the first paint nothing.
 */
export function useCarousel(count: number, direction: 'ltr' | 'rtl'): CarouselControls {
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const several = count > 1;

  useEffect(() => {
    if (!viewport || reducedMotion === null) return;
    let disposed = false;
    let instance: EmblaCarouselType | null = null;
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
      if (disposed) return;
      const options: EmblaOptionsType = { loop: several, align: 'start', duration: reducedMotion ? 10 : 25, direction };
      const plugins =
        several && !reducedMotion
          ? [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
          : [];
      instance = EmblaCarousel(viewport, options, plugins);
      const onSelect = () => setSelected(instance!.selectedScrollSnap());
      instance.on('select', onSelect).on('reInit', onSelect);
      setApi(instance);
    };
    const cancelStart = whenIdle(() => void start());
    return () => {
      disposed = true;
      cancelStart();
      instance?.destroy();
      setApi(null);
    };
  }, [viewport, reducedMotion, several, direction]);

  const move = useCallback(
    (go: (embla: EmblaCarouselType) => void) => {
      if (!api) return;
      go(api);
      (api.plugins() as { autoplay?: { reset: () => void } }).autoplay?.reset();
    },
    [api],
  );

  return {
    viewportRef: setViewport,
    selected,
    goTo: useCallback((index: number) => move((embla) => embla.scrollTo(index)), [move]),
    previous: useCallback(() => move((embla) => embla.scrollPrev()), [move]),
    next: useCallback(() => move((embla) => embla.scrollNext()), [move]),
  };
}
