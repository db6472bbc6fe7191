'use client';
import { useState } from 'react';

export interface PlayerAvatarProps {
  /** The address of the player's picture; null while there is none (or it is not known yet). */
  src: string | null;
  /** Its width and height in CSS pixels: the same for the picture and the default, so nothing moves when one replaces the other. */
  size: number;
}

/**
 * The player's avatar: their picture, or the default avatar (spec §8 "Image failure") while they have none, while it
 * loads and when it fails to load. The default is the box's own background (.player-avatar in app/globals.css: a
 * local SVG in the stylesheet, so it cannot fail and costs a member's pages no HTML); the picture covers it, and is
 * taken away if it fails. Decorative: wherever it is shown, the player's name is beside it or names the control it is on.
 */
export function PlayerAvatar({ src, size }: PlayerAvatarProps) {
  // The address that failed: the default stands in for it until another one comes.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span aria-hidden="true" className="player-avatar" style={{ width: size, height: size }}>
      {src !== null && src !== failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- the picture is on the platform's image CDN, at the size shown
        <img src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} />
      ) : null}
    </span>
  );
}
