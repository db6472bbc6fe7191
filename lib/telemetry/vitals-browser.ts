import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageTypeOf } from './page-type';
import type { VitalsBeacon } from './vitals-beacon';

/** The site's route that records a beacon (app/api/vitals/route.ts). */
const VITALS_ROUTE = '/api/vitals';

/**
 * Loaded only in a sampled page view, after the page has loaded and gone quiet (lib/telemetry/use-vitals-reporting.ts):
 * web-vitals reads the page's load from the browser's buffered entries, then follows layout shifts and interactions.
 * The figures are kept, the latest of each, until the tab is first hidden (the player leaves, switches tab or app, or
 * locks the phone), and then sent in one beacon: one per page view, which a restore from the back/forward cache starts
 * anew. The beacon names the page type of the page the player landed on, and nothing else about the page or the player.
 */
export function reportVitals({ languages, defaultLanguage }: { languages: readonly string[]; defaultLanguage: string }): void {
  const page = pageTypeOf(window.location.pathname, languages, defaultLanguage);
  let pending: VitalsBeacon['metrics'] = {};
  let sent = false;
  const keep = (metric: Metric) => {
    if (sent) return;
    // Whole milliseconds and four decimals of a shift score: all a histogram needs, and no finer a trace of the device.
    pending[metric.name] = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Added after web-vitals' own listeners, so the figures they report on the same event are in the beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || Object.keys(pending).length === 0) return;
    sent = true;
    const beacon: VitalsBeacon = { page, metrics: pending };
    // A string body is text/plain: a same-origin beacon that needs no preflight.
    navigator.sendBeacon(VITALS_ROUTE, JSON.stringify(beacon));
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    pending = {};
    sent = false;
  });
}
