'use client';
import dynamic from 'next/dynamic';
import { SessionFlag, useSessionFlag } from './session-flags';
import { useHydrated } from '@/lib/hooks/use-browser-state';

const DisclaimerDialog = dynamic(() => import('./disclaimer-dialog').then((m) => m.DisclaimerDialog));

/**
 * The eligibility disclaimer for merchants that ask for it (the root layout renders this only then): the dialog and
 * its code come only while this browser session has not accepted it (known once hydrated: sessionStorage is not on
 * the server).
 */
export function Disclaimer() {
  const hydrated = useHydrated();
  const accepted = useSessionFlag(SessionFlag.DISCLAIMER_ACCEPTED);
  return hydrated && !accepted ? <DisclaimerDialog /> : null;
}
