import 'server-only';
import { ImageResponse } from 'next/og';
import { LRUCache } from 'lru-cache';
import { brandInitials, themeColour } from './manifest';

/**
 * The merchant's app icon, drawn from its brand (name and colours, as the platform gives them): full-bleed brand colour,
 * the accent disc in the middle and the brand's initials on it. Everything sits inside the central 80% circle, so Android
 * may crop it to any mask shape ("maskable") and iOS round its corners.
 */

export interface IconBrand {
  brandName: string;
  colors: { primary: string; primaryText: string; accent: string };
}

/** Latin letters and digits only: the drawing font (Geist) has no other script; another brand gets the disc alone. */
const DRAWABLE = /^[A-Z0-9]+$/;

const drawn = new LRUCache<string, ArrayBuffer>({ max: 64 });

export async function appIconPng(brand: IconBrand, size: number): Promise<ArrayBuffer> {
  const background = themeColour(brand.colors.primary);
  const disc = themeColour(brand.colors.accent);
  const initials = brandInitials(brand.brandName);
  const letters = DRAWABLE.test(initials) ? initials : '';
  const key = [size, background, disc, letters].join('|');
  const hit = drawn.get(key);
  if (hit) return hit;

  const diameter = Math.round(size * 0.62);
  const fontSize = Math.round(size * (letters.length > 2 ? 0.15 : 0.24));
  const image = new ImageResponse(
    (
      <div style={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', background }}>
        <div
          style={{
            width: diameter,
            height: diameter,
            borderRadius: diameter / 2,
            background: disc,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: background,
            fontSize,
            letterSpacing: -Math.round(fontSize * 0.02),
          }}
        >
          {letters}
        </div>
      </div>
    ),
    { width: size, height: size },
  );
  const png = await image.arrayBuffer();
  drawn.set(key, png);
  return png;
}
