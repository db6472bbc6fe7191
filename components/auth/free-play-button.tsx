'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type LoginResponse } from '@/lib/api/contract';
import { useLocalizedPath } from '@/components/ui/localized-link';

/** "Free demo": signs in a trial account (shown only when the merchant enables free play). */
export function FreePlayButton() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const queryClient = useQueryClient();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await apiFetch<LoginResponse>(ApiPath.FREE_PLAY, { method: 'POST', json: {} });
      queryClient.clear();
      router.replace(localized('/'));
      router.refresh();
    } catch {
      toast.error(t('freePlayFailed'));
    } finally {
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
