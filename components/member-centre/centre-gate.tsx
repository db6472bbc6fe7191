'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { buttonClasses } from '@/components/ui/button';

/**
 * What the centre shows instead of a page (spec §6): a visitor gets the login popup (and a button to open it again),
 * a trial account the register-first warning. The agent centre and the points mall use it too.
 */
export function CentreGate({ viewer, namespace = 'MemberCentre' }: { viewer: 'visitor' | 'trial'; namespace?: 'MemberCentre' | 'AgentCentre' | 'Points' }) {
  // Each centre words the gate its own way (its signIn and trial messages).
  const t = useTranslations(namespace);
  const { openLoginFor, warnTrialAccount } = useLoginDialog();
  const asked = useRef(false);
  // A visitor who logs in here comes back to this page.
  const ask = useCallback(
    () => (viewer === 'visitor' ? openLoginFor(window.location.pathname) : warnTrialAccount()),
    [viewer, openLoginFor, warnTrialAccount],
  );
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);
  const part = viewer === 'visitor' ? 'signIn' : 'trial';
  return (
    <section className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-6">
      <h2 className="text-lg font-semibold">{t(`${part}.title`)}</h2>
      <p className="text-sm text-ink-muted">{t(`${part}.body`)}</p>
      <button type="button" className={buttonClasses({ variant: 'primary' })} aria-haspopup="dialog" onClick={ask}>
        {t(`${part}.action`)}
      </button>
    </section>
  );
}
