'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useRegisterToUnlock } from '@/components/account/register-to-unlock';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';

/**
 * What the centre shows instead of a page (spec §6). A visitor gets the login popup (and a button to open it again). A
 * free-demo (trial) account that reaches a centre page by its address gets no popup on top of the page, but what it
 * can do (play the games marked "Free demo") and one way out: Register to unlock. The agent centre
 * and the points mall use it too.
 */
export function CentreGate({ viewer, namespace = 'MemberCentre' }: { viewer: 'visitor' | 'trial'; namespace?: 'MemberCentre' | 'AgentCentre' | 'Points' }) {
  return viewer === 'visitor' ? <VisitorGate namespace={namespace} /> : <TrialGate namespace={namespace} />;
}

type GateNamespace = 'MemberCentre' | 'AgentCentre' | 'Points';

function VisitorGate({ namespace }: { namespace: GateNamespace }) {
  // Each centre words the gate its own way (its signIn and trial messages).
  const t = useTranslations(namespace);
  const { openLoginFor } = useLoginDialog();
  const asked = useRef(false);
  // A visitor who logs in here comes back to this page.
  const ask = useCallback(() => openLoginFor(window.location.pathname), [openLoginFor]);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);
  return (
    <GateCard title={t('signIn.title')} body={t('signIn.body')}>
      <button type="button" className={buttonClasses({ variant: 'primary' })} aria-haspopup="dialog" onClick={ask}>
        {t('signIn.action')}
      </button>
    </GateCard>
  );
}

function TrialGate({ namespace }: { namespace: GateNamespace }) {
  const t = useTranslations(namespace);
  const tt = useTranslations('Trial');
  const { warnTrialAccount } = useLoginDialog();
  const unlock = useRegisterToUnlock();
  return (
    <GateCard title={t('trial.title')} body={t('trial.body')}>
      {unlock.available ? (
        <button type="button" className={buttonClasses({ variant: 'primary' })} disabled={unlock.busy} aria-busy={unlock.busy || undefined} onClick={() => void unlock.unlock()}>
          {tt('unlock')}
        </button>
      ) : (
        // No direct registration at this merchant: the warning says how to get a real account.
        <button type="button" className={buttonClasses({ variant: 'primary' })} aria-haspopup="dialog" onClick={() => warnTrialAccount()}>
          {t('trial.action')}
        </button>
      )}
      <LocalizedLink href="/" className={buttonClasses({ variant: 'secondary' })}>
        {tt('playFreeDemo')}
      </LocalizedLink>
    </GateCard>
  );
}

function GateCard({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-ink-muted">{body}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
