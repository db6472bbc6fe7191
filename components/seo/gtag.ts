/**
 * Loads the Google tag once consent is given (components/seo/analytics-consent.tsx). The script element is added by
 * the site's own (nonce-trusted) code, which the page's 'strict-dynamic' CSP lets load; the merchant's CSP names
 * Google's hosts only when it has a tag (lib/security/csp.ts).
 */
import { gtagScriptUrl } from '@/lib/seo/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function loadGtag(id: string): void {
  if (document.querySelector(`script[data-gtag-id="${CSS.escape(id)}"]`)) return;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the Arguments objects themselves from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(id);
  script.dataset.gtagId = id;
  document.head.appendChild(script);
}
