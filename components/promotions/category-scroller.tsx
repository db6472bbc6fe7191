'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The category row's scroll box on a phone: once on the page, the chosen category (aria-current) is scrolled into
 * view within the row, so "Others" is not hidden at its far end. Only the row scrolls; the page stays where it is.
 */
export function CategoryScroller({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = box.current;
    const chosen = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !chosen || nav.scrollWidth <= nav.clientWidth) return;
    const navRect = nav.getBoundingClientRect();
    const rect = chosen.getBoundingClientRect();
    // Centre it (the browser clamps to the row's ends, in either writing direction).
    nav.scrollLeft += rect.left + rect.width / 2 - (navRect.left + navRect.width / 2);
  }, [current]);
  return (
    <nav ref={box} aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
      {children}
    </nav>
  );
}
