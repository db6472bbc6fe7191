import type { Page, Request } from '@playwright/test';

/**
 * The tab hidden (or shown again) as a phone does when the player switches app or locks it: the document's visibility
 * state and its visibilitychange event, as web-vitals' own tests stub them (headless Chromium hides no tab, and a
 * beacon sent as a document unloads is not one Playwright reports; the reporter sends it then just the same). A
 * sampled page view sends its vitals beacon the first time it is hidden (lib/telemetry/vitals-browser.ts).
 */
export async function hideTab(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((to) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => to });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => to === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** A page's vitals beacon: POST /api/vitals. */
export const isVitalsBeacon = (request: Request) => new URL(request.url()).pathname === '/api/vitals' && request.method() === 'POST';
