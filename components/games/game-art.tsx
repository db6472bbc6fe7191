'use client';
import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

/** The default game icon (spec §8 "Image failure"): shown when a tile's image cannot be loaded. */
export const DEFAULT_GAME_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%23394150'/%3E%3Cpath d='M30 38h36a10 10 0 0 1 10 10v6a10 10 0 0 1-17 7l-3-3H40l-3 3a10 10 0 0 1-17-7v-6a10 10 0 0 1 10-10Z' fill='none' stroke='%23a6afbd' stroke-width='4'/%3E%3Cpath d='M36 46v10M31 51h10' stroke='%23a6afbd' stroke-width='4'/%3E%3Ccircle cx='60' cy='49' r='3' fill='%23a6afbd'/%3E%3Ccircle cx='66' cy='55' r='3' fill='%23a6afbd'/%3E%3C/svg%3E";

/** An image's error handler: the default icon instead (once: the icon itself cannot fail). */
export function showDefaultIcon(event: SyntheticEvent<HTMLImageElement>) {
  fallBack(event.currentTarget);
}

function fallBack(img: HTMLImageElement) {
  if (img.getAttribute('src') !== DEFAULT_GAME_ICON) img.src = DEFAULT_GAME_ICON;
}

/** An image that failed before the page was live: its error event fired before React listened. */
function fallBackIfBroken(img: HTMLImageElement) {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
}

/**
 * The images inside `scope` that failed before the page was live get the default icon: one check for a whole list, not
 * a state and an effect per tile.
 */
export function useBrokenImagesFallback(scope: RefObject<HTMLElement | null>) {
  useEffect(() => {
    for (const img of scope.current?.querySelectorAll('img') ?? []) fallBackIfBroken(img);
  }, [scope]);
}

/** A game's picture outside a tile list (a PVP room): loaded lazily, the default icon if it fails. Decorative. */
export function GameArt({ src, eager = false }: { src: string; eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current) fallBackIfBroken(ref.current);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiles come from the platform's image CDN at the size asked for (rx2)
    <img ref={ref} src={src} alt="" width={192} height={192} loading={eager ? undefined : 'lazy'} className="game-art" onError={showDefaultIcon} />
  );
}
