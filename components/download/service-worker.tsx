'use client';
import { useEffect } from 'react';
import { listenForInstallOffer } from '@/lib/pwa/install-prompt';
import { CACHE_OFFLINE_MESSAGE, OFFLINE_PATH, SW_SCOPE, SW_URL } from '@/lib/pwa/sw-contract';
import { useLocalizedPath } from '@/lib/site/site-context';
import { whenLoaded } from '@/lib/hooks/after-load';

/**
 * On every merchant page: registers the service worker (app/sw.ts, production builds only) once the page has loaded,
 * asks it to keep the offline page in this page's language, and keeps the browser's install offer for the Install
 * button. Renders nothing. The worker is same-origin (/serwist/sw.js), which the page CSP's worker-src allows.
 */
export function AppServiceWorker() {
  const offlinePath = useLocalizedPath()(OFFLINE_PATH);

  useEffect(() => listenForInstallOffer(), []);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () => {
      navigator.serviceWorker
        .register(SW_URL, { scope: SW_SCOPE })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // The default language's page is stored when the worker installs.
          if (!cancelled && offlinePath !== OFFLINE_PATH) registration.active?.postMessage({ type: CACHE_OFFLINE_MESSAGE, path: offlinePath });
        })
        .catch(() => {
          // Without its worker the site works as a plain website.
        });
    };
    const cancelRegister = whenLoaded(register);
    return () => {
      cancelled = true;
      cancelRegister();
    };
  }, [offlinePath]);

  return null;
}
