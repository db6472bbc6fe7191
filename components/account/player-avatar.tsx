'use client';
import { useState } from 'react';

/**
 * The default avatar (spec §8 "Image failure"): a head and shoulders on a slate disc, the site's own image, so it
 * cannot fail to load.
 */
export const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23475569'/%3E%3Ccircle cx='32' cy='25' r='11' fill='%23cbd5e1'/%3E%3Cpath d='M11 60c1.5-12 10-19 21-19s19.5 7 21 19z' fill='%23cbd5e1'/%3E%3C/svg%3E";

export interface PlayerAvatarProps {
  /** The address of the player's picture; null while there is none (or it is not known yet). */
  src: string | null;
  /** Its width and height in CSS pixels: the same for the picture and the default, so nothing moves when one replaces the other. */
  size: number;
}

/**
 * The player's avatar: their picture, or the default avatar while they have none and when theirs fails to load.
 * Decorative: wherever it is shown, the player's name is beside it or names the control it is on.
 */
export function PlayerAvatar({ src, size }: PlayerAvatarProps) {
  // The address that failed: the default stands in for it until another one comes.
  const [failed, setFailed] = useState<string | null>(null);
  const own = src !== null && src !== failed;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the picture is on the platform's image CDN, at the size shown
    <img
      src={own ? src : DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      decoding="async"
      onError={own ? () => setFailed(src) : undefined}
      className="shrink-0 rounded-full bg-surface-sunken object-cover"
    />
  );
}
