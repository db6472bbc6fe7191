'use client';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { GAME_BALANCE_MESSAGE } from '@site/platform-contract/games';
import { queryKeys } from '@/lib/query/keys';
import { useSite } from '@/lib/site/site-context';
import { MenuIcon } from '@/components/ui/icons/menu';
import { BackLink } from './back-link';
import { useFullScreen } from './use-full-screen';

/** The game's menu, loaded when first opened. */
const GamePanel = dynamic(() => import('./game-panel'), { ssr: false });

/**
 * The game in a frame. On a phone, either way up, and everywhere in seamless mode, the game fills the screen: a small
 * handle at its edge opens the game menu (balance, deposit, safer gambling, full screen, the way out) without leaving
 * the game. Elsewhere it sits under the shell's header with a bar naming it. Play for fun is marked FUN.
 */
export function GameFrame({
  url,
  name,
  seamless = false,
  fun = false,
  landscape = false,
}: {
  url: string;
  name: string;
  seamless?: boolean;
  /** Play money (a fun launch): marked FUN, and the wallet is not shown as the game's. */
  fun?: boolean;
  /** The game wants a phone held sideways: full screen also turns the screen where the browser allows it. */
  landscape?: boolean;
}) {
  const t = useTranslations('Games');
  const tp = useTranslations('GamePanel');
  const tf = useTranslations('FunPlay');
  const { loggedIn } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const fullScreen = useFullScreen(landscape);
  const handle = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  const covering = seamless || fullScreen.on;
  const funBadge = fun ? (
    <span className="rounded bg-brand-accent px-1.5 py-0.5 text-xs font-extrabold tracking-wide text-black">
      {tf('badge')}
      <span className="sr-only"> {tf('badgeHint')}</span>
    </span>
  ) : null;

  return (
    <div
      className={clsx(
        'flex flex-col bg-black',
        covering ? 'fixed inset-0 z-[45]' : 'phone:fixed phone:inset-0 phone:z-[45] roomy:h-[calc(100dvh-4rem)]',
      )}
      data-game-stage=""
      data-covering={covering ? '' : undefined}
    >
      {loggedIn ? <BalanceRefresh origin={new URL(url).origin} /> : null}
      <div
        className={clsx(
          'flex h-12 shrink-0 items-center gap-2 border-b border-line bg-surface-raised px-2 text-ink',
          covering ? 'sr-only' : 'phone:sr-only',
        )}
      >
        <span className={covering ? 'hidden' : 'phone:hidden'}>
          <BackLink />
        </span>
        <h1 className="min-w-0 truncate text-base font-semibold">{name}</h1>
        {funBadge}
        <button
          type="button"
          className={clsx('btn btn-ghost btn-sm ms-auto', covering ? 'hidden' : 'phone:hidden')}
          onClick={openMenu}
          aria-haspopup="dialog"
        >
          <MenuIcon className="size-5" />
          {tp('open')}
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <iframe
          src={url}
          title={t('frameTitle', { name })}
          className="absolute inset-0 size-full border-0 bg-black"
          allow="fullscreen; autoplay"
          allowFullScreen
          referrerPolicy="no-referrer"
        />
        <button
          ref={handle}
          type="button"
          onClick={openMenu}
          aria-haspopup="dialog"
          aria-label={fun ? tp('handleFun') : tp('handle')}
          className={clsx(
            'absolute start-0 top-1/2 flex min-h-14 w-9 -translate-y-1/2 flex-col items-center justify-center gap-1 rounded-e-xl',
            'border border-s-0 border-white/40 bg-black/70 py-2 text-white shadow-lg backdrop-blur',
            'ms-[env(safe-area-inset-left)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-accent',
            covering ? '' : 'roomy:hidden',
          )}
        >
          <MenuIcon className="size-5" />
          {fun ? <span className="text-[0.625rem] font-extrabold tracking-wide text-brand-accent">{tf('badge')}</span> : null}
        </button>
      </div>
      {menuLoaded ? (
        <GamePanel
          open={menuOpen}
          onOpenChange={setMenuOpen}
          name={name}
          fun={fun}
          fullScreen={fullScreen}
        />
      ) : null}
    </div>
  );
}

/** When the game says a bet has settled (a message from the game's own origin), the header's balance is read again. */
function BalanceRefresh({ origin }: { origin: string }) {
  const { site } = useSite();
  const client = useQueryClient();
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
  return null;
}
