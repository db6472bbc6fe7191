'use client';
import { useCallback } from 'react';
import { useLocalizedPath } from '@/lib/site/site-context';
import { safeReturnPath } from '@/lib/security/safe-url';
import { loadDocument } from '@/lib/navigation/document';

/**
 * After the session changes (sign-in, sign-out, free play, registration, a session the platform ended), the page
 * continues in a new document. The client router keeps what it prefetched for the previous visitor (on a
 * login-to-home brand "/" was prefetched as a redirect to /login), and a soft navigation would replay it: a new
 * document starts with nothing from before, and React Query's cache goes with the old one.
 */
export function useContinueInNewDocument(): (returnTo?: string | null) => void {
  const localized = useLocalizedPath();
  return useCallback(
    (returnTo?: string | null) => {
      // `returnTo` is a full path of this site (already in the page's language), else home in the page's language.
      // It may come from the query string, so it is checked again here: never off the site, never back to /login.
      const target = safeReturnPath(returnTo) ?? localized('/');
      loadDocument(target);
    },
    [localized],
  );
}
