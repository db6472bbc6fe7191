'use client';
import { useEffect, useRef } from 'react';
import type { Game } from '@/lib/platform/games';
import { Spinner } from '@/components/ui/spinner';
import { launchKey, useGameLauncher } from '@/components/games/use-game-launcher';

/** A team on a card: its name, crest (or null) and goals while live (null before kick-off). */
export type CardTeam = [name: string, logo: string | null, score: number | null];

/** The sports game a card opens: what a launch needs of it (its vendor's game opens in a popup when `popup`). */
export type CardGame = [id: number, code: string, vendor: string, vendorName: string, name: string, popup: boolean];

/**
 * A hot match as its card shows it, written on the server (times and odds in the page's language). Tuples keep the
 * flight data small: home carries it beside the cards' HTML.
 */
export type MatchCard = [
  key: string,
  league: string,
  /** The kick-off at the brand's clock, formatted, and its ISO instant; a live match shows Live instead. */
  when: string,
  at: string,
  live: boolean,
  home: CardTeam,
  away: CardTeam,
  /** Home win, draw, away win: decimal odds, formatted. */
  odds: [string, string, string],
  game: CardGame,
];

/** The words around the figures, from the server (GamePages.hotMatches): no catalog rides along for them. */
export interface MatchCardLabels {
  list: string;
  live: string;
  launching: string;
  outcomes: [home: string, draw: string, away: string];
}

function sportsGame([id, code, vendor, vendorName, name, popup]: CardGame): Game {
  return { id, code, vendor, vendorName, name, openIn: popup ? 'popup' : 'iframe', type: 'SPORTS', hot: false, image: '' };
}

/**
 * Sports hot matches as cards: a swipeable row on a phone, a grid of four across on a desktop. A card names the league,
 * the kick-off (or Live), both teams with their crests and the score while live, and the full-time result's odds; a
 * tap opens the vendor's sports game where the match is bet on, as a game tile does (a visitor is asked to log in).
 */
export function HotMatchCards({ matches, labels }: { matches: MatchCard[]; labels: MatchCardLabels }) {
  const { start, pending } = useGameLauncher();
  const list = useRef<HTMLUListElement>(null);
  // A tap before the cards are live would be lost: until then CSS lets none reach them (.matches in globals.css), as
  // with the game tiles.
  useEffect(() => list.current?.setAttribute('data-live', ''), []);
  return (
    // Styled by globals.css (.matches, .match…): home carries these cards in its HTML, where every byte counts.
    <ul ref={list} className="matches" aria-label={labels.list}>
      {matches.map(([key, league, when, at, live, home, away, odds, card]) => {
        const game = sportsGame(card);
        const launching = pending === launchKey(game);
        return (
          <li key={key}>
            <button type="button" className="match" onClick={() => start(game)} aria-busy={launching || undefined}>
              <span className="match-head">
                <span>{league}</span>
                {live ? <span className="match-live">{labels.live}</span> : <time dateTime={at}>{when}</time>}
              </span>
              {[home, away].map(([name, logo, score], side) => (
                <span key={side} className="match-team">
                  {/* eslint-disable-next-line @next/next/no-img-element -- crests come from the vendor's CDN, small and square */}
                  {logo ? <img src={logo} alt="" width={24} height={24} loading="lazy" /> : <span />}
                  <span>{name}</span>
                  {score !== null && <span>{score}</span>}
                </span>
              ))}
              <span className="match-odds">
                {odds.map((price, i) => (
                  <span key={i}>
                    <span>{labels.outcomes[i]}</span>
                    {price}
                  </span>
                ))}
              </span>
              {launching && (
                <span className="absolute inset-0 flex items-center justify-center rounded-xl bg-black/40">
                  <Spinner className="size-8 text-white" />
                  <span className="sr-only">{labels.launching}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
