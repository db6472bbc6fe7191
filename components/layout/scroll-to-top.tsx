'use client';
import { useSelectedLayoutSegments } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Going to another page starts at the top (spec §2). The first render is left alone so reloads and
 * in-page anchors (/help#term) keep the browser's own scroll position. What counts is the page under the shell (the
 * layout's segments), not the address: the help dialog changes the address to /help over home, which stays where it
 * was scrolled, under the dialog and after it closes.
 */
export function ScrollToTop() {
  const page = useSelectedLayoutSegments().join('/');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);

  return null;
}
