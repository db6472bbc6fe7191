'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api/browser';
import type { LotteryRequest } from '@/lib/api/contract';
import { GAME_BALANCE_MESSAGE } from '@site/platform-contract/games';
import { queryKeys } from '@/lib/query/keys';
import { useLaunchLottery } from '@/lib/query/use-launch-lottery';
import { useSite } from '@/lib/site/site-context';
import { LoginButton } from '@/components/auth/login-button';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { Spinner } from '@/components/ui/spinner';

/**
 * A lottery opened in place (/lottery, /vnlottery): the lobby, or the chosen game's betting view. Launched when the
 * page opens (spec §2: choosing the lottery starts it directly); a visitor is asked to log in, a trial account gets
 * the register-first warning. A settled bet in the frame refreshes the header's balance.
 */
export function LotteryFrame({ request, title, fill = false }: { request: LotteryRequest; title: string; fill?: boolean }) {
  const t = useTranslations('Games');
  const { site, loggedIn } = useSite();
  const { warnTrialAccount } = useLoginDialog();
  const client = useQueryClient();
  const launch = useLaunchLottery();
  const key = JSON.stringify(request);
  const started = useRef<string | null>(null);
  const { mutate } = launch;

  useEffect(() => {
    if (!loggedIn || started.current === key) return;
    started.current = key;
    mutate(JSON.parse(key) as LotteryRequest, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'in_need_true_account') warnTrialAccount();
      },
    });
  }, [loggedIn, key, mutate, warnTrialAccount]);

  const url = launch.data?.url;
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin === origin && data && typeof data === 'object' && data.type === GAME_BALANCE_MESSAGE) {
        void client.invalidateQueries({ queryKey: queryKeys.balance(site.merchantCode) });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, client, site.merchantCode]);

  const box = fill ? 'min-h-0 flex-1' : 'h-[70dvh] min-h-96';
  if (!loggedIn) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line p-8 text-center">
        <p className="text-ink-muted">{t('loginToBet')}</p>
        <LoginButton />
      </div>
    );
  }
  if (url) {
    return <iframe src={url} title={t('frameTitle', { name: title })} className={`w-full rounded-xl border-0 bg-black ${box}`} allow="fullscreen" referrerPolicy="no-referrer" />;
  }
  if (launch.isError) {
    const code = launch.error instanceof ApiError ? launch.error.code : 'network';
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-line p-8 text-center">
        <p>{code === 'in_need_true_account' ? t('trialLottery') : code === 'network' || code === 'platform_unavailable' ? t('network') : t('launchFailed')}</p>
        <button type="button" className="btn btn-secondary btn-md" onClick={() => launch.mutate(request)}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={`flex items-center justify-center gap-2 text-ink-muted ${box}`}>
      <Spinner />
      {t('launching')}
    </p>
  );
}
