'use client';
import { useCallback, useState } from 'react';
import { useContinueInNewDocument } from '@/components/auth/session-navigation';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';

/**
 * "Register to unlock" for a free-demo (trial) account: only visitors register (spec §6), so the demo session ends on
 * the server and this tab's session flags go, then registration opens in a new document. `available` is false where
 * the merchant offers no direct registration. Shared by the header, the account menu, the side menu, the tab bar and
 * the trial warning; the sign-out call loads with the press.
 */
export function useRegisterToUnlock(): { available: boolean; unlock: () => Promise<void>; busy: boolean } {
  const { site } = useSite();
  const localized = useLocalizedPath();
  const continueInNewDocument = useContinueInNewDocument();
  const [busy, setBusy] = useState(false);
  const unlock = useCallback(async () => {
    setBusy(true);
    try {
      const { endSession } = await import('@/lib/query/use-session');
      await endSession();
    } catch {
      // The site clears the cookie whatever the platform says; a request that never arrived leaves the demo signed in,
      // and /register then sends it home, where the menus offer this again.
    }
    try {
      window.sessionStorage.clear();
    } catch {
      // Storage blocked: nothing to clear.
    }
    continueInNewDocument(localized('/register'));
  }, [continueInNewDocument, localized]);
  return { available: site.features.directRegister, unlock, busy };
}
