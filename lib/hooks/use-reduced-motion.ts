'use client';
import { useMediaQuery } from './use-browser-state';

/** Whether the visitor asked for reduced motion; null until known (after hydration), so nothing animates early. */
export function useReducedMotion(): boolean | null {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
