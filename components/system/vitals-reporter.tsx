'use client';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from '@/lib/hooks/after-load';
import { useSite } from '@/lib/site/site-context';
import { isSampled } from '@/lib/telemetry/sampling';

/**
 * Players' Core Web Vitals, from the merchant's share of page views (vitalsSampleRate): in a sampled view, web-vitals
 * and the reporter load once the page has loaded and the browser is idle, so they weigh nothing on the page's first load
 * (lib/telemetry/vitals-browser.ts does the rest). Draws nothing.
 */
/** Once per document: the root layout stays across the page's own navigations, and may render again on a refresh. */
let decided = false;

export function VitalsReporter() {
  const { site } = useSite();
  const { vitalsSampleRate: rate, languages, defaultLanguage } = site;
  useEffect(() => {
    if (decided) return;
    decided = true;
    if (!isSampled(rate)) return;
    return whenLoadedAndIdle(() => {
      import('@/lib/telemetry/vitals-browser').then(({ reportVitals }) => reportVitals({ languages, defaultLanguage })).catch(() => undefined);
    });
  }, [rate, languages, defaultLanguage]);
  return null;
}
