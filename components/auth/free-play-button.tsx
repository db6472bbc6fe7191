'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useFreePlay } from '@/lib/query/use-session';
import { buttonClasses } from '@/components/ui/button';
import { toastOnNextPage } from '@/components/system/next-page-toast';
import { useContinueInNewDocument } from './session-navigation';

/** "Free demo": signs in a trial account (shown only when the merchant enables free play). */
export function FreePlayButton() {
  const t = useTranslations('Auth');
  const continueInNewDocument = useContinueInNewDocument();
  const freePlay = useFreePlay();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await freePlay.mutateAsync();
      toastOnNextPage(t('freePlayStarted'));
      continueInNewDocument();
    } catch {
      toast.error(t('freePlayFailed'));
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
      {t('freePlay')}
    </button>
  );
}
