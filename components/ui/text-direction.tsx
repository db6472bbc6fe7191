'use client';
import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';

/**
 * The page's text direction for Radix's parts (tabs, menus, dialogs): without it each assumes left to right, draws its
 * root with dir="ltr" and reads the arrow keys that way, so an Arabic or Urdu login form under its tabs was laid out
 * left to right inside a right-to-left page.
 */
export function TextDirectionProvider({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
