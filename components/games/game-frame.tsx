'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { GAME_BALANCE_MESSAGE } from '@/lib/platform/contract/games';
import { queryKeys } from '@/lib/query/keys';
import { useSite } from '@/lib/site/site-context';
import { BackLink } from './back-link';

/**
 * The game in a frame under the shell's header (full screen on a phone, and everywhere in seamless mode, with a way
 * back). When the game says a bet
 * has settled (a message from the game's own origin), the balance in the header is fetched again.
 */
export function GameFrame({ url, name, seamless = false }: { url: string; name: string; seamless?: boolean }) {
  const t = useTranslations('Games');
  const { site } = useSite();
  const client = useQueryClient();
  const origin = new URL(url).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === GAME_BALANCE_MESSAGE) {
        void client.invalidateQueries({ queryKey: queryKeys.balance(site.merchantCode) });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, client, site.merchantCode]);

  return (
    <div
      className={
        seamless
          ? 'fixed inset-0 z-40 flex flex-col bg-surface'
          : 'flex flex-col max-md:fixed max-md:inset-0 max-md:z-40 max-md:bg-surface md:h-[calc(100dvh-4rem)]'
      }
    >
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-line bg-surface-raised px-2">
        <BackLink />
        <h1 className="min-w-0 truncate text-base font-semibold">{name}</h1>
      </div>
      <iframe
        src={url}
        title={t('frameTitle', { name })}
        className="min-h-0 w-full flex-1 border-0 bg-black"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
