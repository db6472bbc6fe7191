'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useSite } from '@/components/providers/site-provider';
import { useLocalizedPath } from '@/components/ui/localized-link';
import { TrialWarningDialog } from '@/components/account/trial-warning-dialog';
import { hasSessionFlag, SessionFlag, setSessionFlag } from '@/components/account/session-flags';
import { queryKeys } from '@/lib/query/keys';
import { LoginDialogContext, mustChangePassword, type LoginDialogContextValue, type SignedIn } from './login-dialog-context';
import type { LoginDialogTab } from './login-dialog';

/** Each of these loads the first time it is needed, not with every page. */
const LoginDialog = dynamic(() => import('./login-dialog').then((m) => m.LoginDialog));
const ChangePasswordDialog = dynamic(() => import('@/components/account/change-password-dialog').then((m) => m.ChangePasswordDialog));
const AfterLoginNotices = dynamic(() => import('@/components/account/after-login-notices').then((m) => m.AfterLoginNotices));

interface ForcedChange {
  /** The password just typed, when known (kept in memory only while the dialog is open). */
  knownOldPassword?: string;
}

/**
 * Mounted once around the page: the login/register popup (openLogin, openRegister), the trial-account warning, and
 * the steps after a sign-in (spec §4): close the popup, go home, then either the change-password dialog that cannot be
 * dismissed (default password, first login, or an expired one where policy says so) or the after-login notices.
 * A change still owed survives a reload (a session flag) but the old password does not: then the dialog asks for it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const { site, loggedIn } = useSite();
  const router = useRouter();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<LoginDialogTab | null>(null);
  const [trialWarning, setTrialWarning] = useState(false);
  const [forced, setForced] = useState<ForcedChange | null>(null);
  const [afterLogin, setAfterLogin] = useState(0);
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    if (loggedIn && hasSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED)) setForced((current) => current ?? {});
    // Signed out (here or by the platform): nothing is owed any more, and the typed password goes with the dialog.
    if (wasLoggedIn.current && !loggedIn) {
      setForced(null);
      setSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED, false);
    }
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);

  const goHome = useCallback(() => {
    router.replace(localized('/'));
    router.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, site.defaultLanguage]);

  const completeSignIn = useCallback(
    (signedIn: SignedIn) => {
      setPopup(null);
      queryClient.clear();
      goHome();
      if (mustChangePassword(signedIn, site.features.passwordExpiryForcesChange)) {
        setSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED);
        setForced({ knownOldPassword: signedIn.password });
        return;
      }
      // Announcements, unread messages and the balance load with the header once the page re-renders signed in.
      // Consolidated contract info is not offered by the platform yet.
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(site.merchantCode) });
      setAfterLogin((n) => n + 1);
    },
    [goHome, queryClient, site.features.passwordExpiryForcesChange, site.merchantCode],
  );

  const value = useMemo<LoginDialogContextValue>(
    () => ({
      openLogin: () => setPopup('login'),
      openRegister: () => (site.features.directRegister ? setPopup('register') : router.push(localized('/register'))),
      warnTrialAccount: () => setTrialWarning(true),
      completeSignIn,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [completeSignIn, site.features.directRegister, router],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {popup ? <LoginDialog tab={popup} onTabChange={setPopup} onClose={() => setPopup(null)} /> : null}
      <TrialWarningDialog open={trialWarning} onOpenChange={setTrialWarning} />
      {forced ? (
        <ChangePasswordDialog
          open
          forced
          knownOldPassword={forced.knownOldPassword}
          onChanged={() => {
            setSessionFlag(SessionFlag.PASSWORD_CHANGE_REQUIRED, false);
            setForced(null);
            goHome();
          }}
        />
      ) : null}
      {afterLogin > 0 ? <AfterLoginNotices key={afterLogin} /> : null}
    </LoginDialogContext.Provider>
  );
}
