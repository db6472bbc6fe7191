'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/system/toasts';
import { buttonClasses } from '@/components/ui/button';
import { toastOnNextPage } from '@/components/system/next-page-toast';
import { useContinueInNewDocument } from './session-navigation';

/** "Free demo": signs in a trial account (shown only when the merchant enables free play). */
export function FreePlayButton() {
  const t = useTranslations('Header');
  const continueInNewDocument = useContinueInNewDocument();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      // Loaded with the press: the header's button costs a visitor's page no request code.
      const { startFreePlay } = await import('@/lib/query/use-session');
      await startFreePlay();
      toastOnNextPage(t('freePlayStarted'));
      continueInNewDocument();
    } catch {
      notify('error', t('freePlayFailed'));
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      aria-busy={busy}
      className={buttonClasses({ variant: 'ghost', size: 'sm' })}
    >
      {t('freeDemo')}
    </button>
  );
}
