'use client';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { SessionFlag, setSessionFlag, useSessionFlag } from '@/components/account/session-flags';
import { LoginDialogContext, mustChangePassword, type LoginDialogContextValue, type SignedIn } from './login-dialog-context';
import type { LoginDialogTab } from './login-dialog';
import { useContinueInNewDocument } from './session-navigation';
import { IslandMessages } from '@/components/i18n/island-messages';
import { ISLAND_FILES } from '@/lib/i18n/client-messages';

/** Each of these loads the first time it is needed, not with every page. */
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog));
const ChangePasswordDialog = dynamic(() => import('@/components/account/change-password-dialog').then((m) => m.ChangePasswordDialog));
const TrialWarningDialog = dynamic(() => import('@/components/account/trial-warning-dialog').then((m) => m.TrialWarningDialog));
const AfterLoginNotices = dynamic(() => import('@/components/account/after-login-notices').then((m) => m.AfterLoginNotices));

interface ForcedChange {
  /** The password just typed, when known (kept in memory only while the dialog is open). */
  knownOldPassword?: string;
  /** Where to continue once the password is changed. */
  returnTo?: string | null;
}

/**
 * Mounted once around the page: the login/register popup (openLogin, openRegister), the trial-account warning, and
 * the steps after a sign-in (spec §4): close the popup, then either the change-password dialog that cannot be
 * dismissed (default password, first login, or an expired one where policy says so), or home (or the page the visitor
 * came for) in a new document, where the after-login notices show. A change still owed survives a reload (a session
 * flag) but the old password does not: then the dialog asks for it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const { site, loggedIn } = useSite();
  const router = useRouter();
  const localized = useLocalizedPath();
  const continueInNewDocument = useContinueInNewDocument();
  const [popup, setPopup] = useState<LoginDialogTab | null>(null);
  // Where a login from the popup continues (a member-centre page that asked for it), else home.
  const [loginReturnTo, setLoginReturnTo] = useState<string | null>(null);
  // The trial-account warning while open, with the game the demo does not play when that is what was refused.
  const [trialWarning, setTrialWarning] = useState<{ game?: string } | null>(null);
  const [signedInHere, setSignedInHere] = useState<ForcedChange | null>(null);
  // A change still owed after a reload (the flag survives it; the typed password does not).
  const changeOwed = useSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED) && loggedIn;
  const forced = signedInHere ?? (changeOwed ? {} : null);
  // The first page after a sign-in shows the after-login notices (once per session: the dialog keeps its own flag).
  const afterLogin = useSessionFlag(SessionFlag.AFTER_LOGIN_PENDING) && loggedIn;

  const completeSignIn = useCallback(
    (signedIn: SignedIn) => {
      setPopup(null);
      if (mustChangePassword(signedIn, site.features.passwordExpiryForcesChange)) {
        // The dialog opens here, over the page the login happened on: it holds the typed password in memory only.
        setSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED);
        setSignedInHere({ knownOldPassword: signedIn.password, returnTo: signedIn.returnTo });
        return;
      }
      // Announcements, unread messages and the balance load with the signed-in page.
      // Pending contract offers (consolidated contract info) are asked for after the notices, on that page too.
      setSessionFlag(SessionFlag.AFTER_LOGIN_PENDING);
      continueInNewDocument(signedIn.returnTo);
    },
    [continueInNewDocument, site.features.passwordExpiryForcesChange],
  );

  const value = useMemo<LoginDialogContextValue>(
    () => ({
      openLogin: () => {
        setLoginReturnTo(null);
        setPopup('login');
      },
      openLoginFor: (returnTo: string) => {
        setLoginReturnTo(returnTo);
        setPopup('login');
      },
      openRegister: () => (site.features.directRegister ? setPopup('register') : router.push(localized('/register'))),
      warnTrialAccount: (game?: string) => setTrialWarning(game ? { game } : {}),
      completeSignIn,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [completeSignIn, site.features.directRegister, router],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {popup ? (
        <IslandMessages files={ISLAND_FILES.account}>
          <LoginDialog tab={popup} onTabChange={setPopup} onClose={() => setPopup(null)} returnTo={loginReturnTo} />
        </IslandMessages>
      ) : null}
      {trialWarning ? <TrialWarningDialog open game={trialWarning.game} onOpenChange={(open) => !open && setTrialWarning(null)} /> : null}
      {forced ? (
        <IslandMessages files={ISLAND_FILES.account}>
          <ChangePasswordDialog
            open
            forced
            knownOldPassword={forced.knownOldPassword}
            onChanged={() => {
              setSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED, false);
              continueInNewDocument(forced.returnTo);
            }}
          />
        </IslandMessages>
      ) : null}
      {afterLogin ? <AfterLoginNotices /> : null}
    </LoginDialogContext.Provider>
  );
}
