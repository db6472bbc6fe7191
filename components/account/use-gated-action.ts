'use client';
import { useCallback } from 'react';
import { useSite } from '@/lib/site/site-context';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { isTrialType } from '@/lib/tenant/member-types';

/**
 * Gating for actions that need a real account (spec §5 "Gating", §6): `gate(action)` opens the login popup for a
 * visitor, warns a trial account ('Please register an account first'), and otherwise runs the action.
 */
export function useGatedAction(): (action: () => void) => void {
  const { loggedIn, memberType } = useSite();
  const { openLogin, warnTrialAccount } = useLoginDialog();
  return useCallback(
    (action: () => void) => {
      if (!loggedIn) openLogin();
      else if (isTrialType(memberType)) warnTrialAccount();
      else action();
    },
    [loggedIn, memberType, openLogin, warnTrialAccount],
  );
}
