'use client';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from '@/lib/hooks/after-load';
import { isSampled } from './sampling';

/** Once per document: the root layout stays across the page's own navigations, and may render again on a refresh. */
let decided = false;

/**
 * Players' Core Web Vitals, from the merchant's share of page views (vitalsSampleRate): in a sampled view, web-vitals
 * and the reporter load once the page has loaded and the browser is idle, so they weigh nothing on the page's first load
 * (lib/telemetry/vitals-browser.ts does the rest). Used by the site's provider (lib/site/site-context.tsx), which every
 * merchant page has and which holds the merchant's settings: no component of its own, so no page carries one more
 * client reference in its HTML for it.
 */
export function useVitalsReporting(site: { vitalsSampleRate: number; defaultLanguage: string }, locale: string): void {
  const { vitalsSampleRate: rate, defaultLanguage } = site;
  useEffect(() => {
    if (decided) return;
    decided = true;
    if (!isSampled(rate)) return;
    return whenLoadedAndIdle(() => {
      // The page's own language is the one its address may start with (the page type is read without it).
      import('./vitals-browser').then(({ reportVitals }) => reportVitals({ languages: [locale], defaultLanguage })).catch(() => undefined);
    });
  }, [rate, locale, defaultLanguage]);
}
