'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type LoginResponse } from '@/lib/api/contract';
import { toastOnNextPage } from '@/components/system/next-page-toast';
import { useContinueInNewDocument } from './session-navigation';

/** "Free demo": signs in a trial account (shown only when the merchant enables free play). */
export function FreePlayButton() {
  const t = useTranslations('Auth');
  const continueInNewDocument = useContinueInNewDocument();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await apiFetch<LoginResponse>(ApiPath.FREE_PLAY, { method: 'POST', json: {} });
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
      className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-60"
    >
      {t('freePlay')}
    </button>
  );
}
