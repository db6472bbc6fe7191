'use client';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from '@/lib/query/use-session';
import { useContinueInNewDocument } from './session-navigation';

/**
 * Signing out (spec §4 "Sign out"): delete the session on the server (a failure there must not keep the player
 * signed in on this tab), forget this tab's session flags, and start over at home (or `then`, a localized path of this
 * site) in a new document, logged out.
 */
export function useSignOut(): { signOut: (then?: string | null) => Promise<void>; signingOut: boolean } {
  const continueInNewDocument = useContinueInNewDocument();
  const queryClient = useQueryClient();
  const { mutateAsync: logout } = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async (then: string | null = null) => {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // Ignored on purpose: the local sign-out below still happens.
    }
    try {
      window.sessionStorage.clear();
    } catch {
      // Storage blocked: nothing to clear.
    }
    // Nothing of the member stays on screen while the next document loads.
    queryClient.clear();
    continueInNewDocument(then);
  }, [continueInNewDocument, queryClient, logout]);
  return { signOut, signingOut };
}
