/**
 * The merchant's analytics tag (SiteInfoDto.analytics.gtagId): loaded only when the merchant has one, and only after
 * the visitor agreed (the consent banner, components/seo/analytics-consent.tsx), whose choice a cookie keeps.
 * Pure, for the proxy's CSP, the layout and the banner alike.
 */

/** The visitor's choice: "granted" or "denied"; no cookie, no choice yet. */
export const CONSENT_COOKIE = 'analytics_consent';
export type ConsentChoice = 'granted' | 'denied';
/** How long the choice is kept: 180 days. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** A Google tag id: "G-" and letters and digits. Anything else from the platform is ignored (it goes into a URL). */
const GTAG_ID = /^G-[A-Z0-9]{4,16}$/;

export function analyticsTagId(gtagId: string | null | undefined): string | null {
  return gtagId && GTAG_ID.test(gtagId) ? gtagId : null;
}

export function consentChoice(cookie: string | null | undefined): ConsentChoice | null {
  return cookie === 'granted' || cookie === 'denied' ? cookie : null;
}

/** The tag's script. */
export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * What the page's CSP must allow for the tag (Google's guidance for Google Analytics 4): its script, and where it
 * sends measurements. Only for a merchant that has a tag.
 */
export const ANALYTICS_CSP = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;
