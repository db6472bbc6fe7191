'use client';
import { createContext, useContext, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import type { LoginResponse } from '@/lib/api/contract';
import { useLocalizedPath } from '@/lib/site/site-context';
import { loadDocument } from '@/lib/navigation/document';

/** How a visitor got signed in: it decides what follows (spec §4 "Login"). */
export type SignInKind = 'username' | 'sms' | 'reset';

export interface SignedIn {
  kind: SignInKind;
  response: LoginResponse;
  /**
   * The password just typed, for a username login only: if the platform forces a change, the change-password dialog
   * does not ask for it again. It is passed in memory and dropped with the dialog; never stored.
   */
  password?: string;
  /** The page to continue to (already validated as a path of this site), when the visitor was sent to log in. */
  returnTo?: string | null;
}

export interface LoginDialogContextValue {
  /** Opens the login popup on its Log in tab. */
  openLogin: () => void;
  /** Opens the login popup to come back to `returnTo` (a path of this site, in the page's language) once signed in. */
  openLoginFor: (returnTo: string) => void;
  /** Opens the login popup on its Register tab (the /register page where direct registration is off in the popup). */
  openRegister: () => void;
  /** Tells a trial (free-play) account that the action needs a real account; with `game`, that the demo does not play it. */
  warnTrialAccount: (game?: string) => void;
  /** After any successful sign-in: close the popup, then the forced password change, or home and the after-login notices. */
  completeSignIn: (signedIn: SignedIn) => void;
}

export const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);

/**
 * The login popup and what follows a sign-in. Outside LoginDialogProvider (isolated tests, a page without the shell)
 * it degrades to plain navigation: the /login and /register pages, and home after a sign-in.
 */
export function useLoginDialog(): LoginDialogContextValue {
  const context = useContext(LoginDialogContext);
  const router = useRouter();
  const localized = useLocalizedPath();
  const fallback = useMemo<LoginDialogContextValue>(
    () => ({
      openLogin: () => router.push(localized('/login')),
      openLoginFor: (returnTo: string) => router.push(`${localized('/login')}?returnTo=${encodeURIComponent(returnTo)}`),
      openRegister: () => router.push(localized('/register')),
      warnTrialAccount: () => undefined,
      completeSignIn: () => loadDocument(localized('/')),
    }),
    [router, localized],
  );
  return context ?? fallback;
}

/** Whether this sign-in must be followed by a password change (spec §4): the default password 123456, a first login,
 * or an expired password where the merchant's policy enforces it; never after an SMS login or a reset. */
export function mustChangePassword(signedIn: SignedIn, expiryForcesChange: boolean): boolean {
  if (signedIn.kind !== 'username') return false;
  const { response, password } = signedIn;
  return password === '123456' || response.firstTimeLogin || (response.passwordExpired && expiryForcesChange);
}
