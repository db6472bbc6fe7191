'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { Game } from '@/lib/platform/games';
import { useSite } from '@/lib/site/site-context';
import { isTrialType } from '@/lib/tenant/member-types';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { notify } from '@/components/system/toasts';
import { Spinner } from '@/components/ui/spinner';
import { showDefaultIcon, useBrokenImagesFallback } from './game-art';
import { useFavourites } from './favourites-context';
import { launchKey, useGameLauncher } from './use-game-launcher';

/** The offer to play for fun, loaded when a visitor first taps a game that allows it. */
const FunPlayDialog = dynamic(() => import('./fun-play-dialog'), { ssr: false });

/** Stands for a game's name in a label formatted once for a list (a private-use character no name or message holds). */
const NAME_SLOT = '\u{F8FF}';

/** A label with its slot for a name, as a function of the name. */
function namedLabel(template: string): (name: string) => string {
  const [before, ...after] = template.split(NAME_SLOT);
  return after.length === 0 ? () => template : (name) => `${before}${name}${after.join(name)}`;
}

/**
 * A list of game tiles (a home row, a catalogue page, the favourites). The hooks run once for the list, not once per
 * tile: a home page holds some sixty tiles, and each hook there is sixty on the server and sixty in a phone's first
 * seconds. Each tile's picture, name and vendor launch the game; its heart keeps it in the favourites (a visitor is
 * asked to log in; a member's change shows at once and is put back, with a message, if the platform refuses it). For a
 * free-demo (trial) account, the games the platform lets it play are marked "Free demo", in the tile's name too.
 */
export function GameTiles({
  games,
  label,
  className,
  eager = 0,
  focusable = false,
  drawnAtOnce = Infinity,
}: {
  games: Game[];
  label: string;
  className: string;
  /** The first `eager` images load at once (the page's first row); the others as they come near the screen. */
  eager?: number;
  /** A row that scrolls sideways takes the focus itself, so a keyboard can scroll it before its tiles are live. */
  focusable?: boolean;
  /** Tiles after this many are drawn only as they come near the screen (.below-fold): a catalogue's long grid. */
  drawnAtOnce?: number;
}) {
  const t = useTranslations('Games');
  const { loggedIn, memberType } = useSite();
  const { openLogin } = useLoginDialog();
  const trial = isTrialType(memberType);
  const favourites = useFavourites();
  const [funOffer, setFunOffer] = useState<Game | null>(null);
  const { start, pending } = useGameLauncher(setFunOffer);
  const list = useRef<HTMLUListElement>(null);
  useBrokenImagesFallback(list);
  // A press before the list is live would be lost, so until then CSS lets no press reach its buttons (.game-tiles in
  // globals.css). One attribute, set once: not a disabled state flipped on every tile, which re-rendered sixty tiles
  // and changed a hundred and twenty buttons in one long task after a slow phone had loaded the page.
  useEffect(() => list.current?.setAttribute('data-live', ''), []);
  // A member's hearts wait for their favourites.
  const heartsPending = loggedIn && favourites === null;
  // The hearts' names, formatted once for the list: a message with a value costs the translator a formatter each time
  // (57 ms of a phone's first second for a home page's 120 hearts, measured), a string replace costs nothing.
  const heartLabel = { add: namedLabel(t('addFavourite', { name: NAME_SLOT })), remove: namedLabel(t('removeFavourite', { name: NAME_SLOT })) };

  const toggleFavourite = (game: Game, favourite: boolean) => {
    if (!loggedIn) {
      notify('error', t('favouriteNeedsLogin'));
      openLogin();
    } else favourites?.toggle(game, !favourite);
  };

  return (
    <>
      {funOffer ? <FunPlayDialog game={funOffer} onClose={() => setFunOffer(null)} /> : null}
      <ul ref={list} className={`game-tiles ${className}`} aria-label={label} tabIndex={focusable ? 0 : undefined} data-hearts-pending={heartsPending ? '' : undefined}>
        {games.map((game, index) => {
          const favourite = favourites?.ids.has(game.id) ?? false;
          const launching = pending === launchKey(game);
          return (
            <li key={game.id} className={index < drawnAtOnce ? 'game-tile' : 'game-tile below-fold [--below-fold-height:14rem]'}>
              <button type="button" className="game-launch" onClick={() => start(game)} aria-busy={launching || undefined}>
                {/* eslint-disable-next-line @next/next/no-img-element -- tiles come from the platform's image CDN at the size asked for (rx2) */}
                <img src={game.image} alt="" width={192} height={192} loading={index < eager ? undefined : 'lazy'} className="game-art" onError={showDefaultIcon} />
                <span className="game-name">{game.name}</span>
                <span className="game-vendor">{game.vendorName}</span>
                {/* After the name in the reading order, over the picture on screen (under Hot when both). */}
                {trial && game.trialPlay ? <span className={game.hot ? 'game-demo top-8' : 'game-demo top-1.5'}>{t('freeDemo')}</span> : null}
                {launching && (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/40">
                    <Spinner className="size-8 text-white" />
                    <span className="sr-only">{t('launching')}</span>
                  </span>
                )}
              </button>
              {game.hot && <span className="game-hot">{t('hot')}</span>}
              {/* The heart is drawn by CSS (.game-fav), not an inline SVG: a page of tiles carries it once. */}
              <button
                type="button"
                className="game-fav"
                aria-pressed={favourite}
                aria-label={(favourite ? heartLabel.remove : heartLabel.add)(game.name)}
                onClick={() => toggleFavourite(game, favourite)}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
