/**
 * Sports hot matches: the sports vendors' featured fixtures with their main market, which the sports page and home
 * show as a strip of cards. The spec names the screen ("sports hot matches", §2 "Other screens implied by text") but
 * shows no route, path, request or fields for it; this shape is our design, the smallest that serves the strip, in the
 * style of the other relay calls (GamesPath.HOT_GAMES). Its request body's rules are in requests/sports.ts.
 */

export const SportsPath = {
  /**
   * POST, Merchant header, token optional (visitors see the strip). Body HotMatchesRequestDto. Value
   * { list: HotMatchDto[] }: live matches first, then by kick-off; only matches of the merchant's own sports vendors
   * (none for a merchant without one); at most `count`.
   */
  HOT_MATCHES: '/wps/relay/GCSGAME_sportsHotMatches',
} as const;

/** How many matches a hot-matches call answers at most, and when it does not say. */
export const HOT_MATCHES_MAX = 20;
export const HOT_MATCHES_DEFAULT = 8;

export interface HotMatchesRequestDto {
  merchantCode: string;
  /** One sports vendor's matches only; absent: every sports vendor of the merchant. */
  vassalage?: string;
  /** The language of the league and team names (the merchant's default when it does not offer this one). */
  language: string;
  /** 1 to HOT_MATCHES_MAX; default HOT_MATCHES_DEFAULT. */
  count?: number;
}

export interface HotMatchTeamDto {
  name: string;
  /** The team's crest (a square image), or null when the vendor has none. */
  logoUrl: string | null;
}

/** The main market: full-time result (1X2), as decimal odds (2.45 pays 2.45 times the stake, stake included). */
export interface MatchOddsDto {
  home: number;
  draw: number;
  away: number;
}

export interface HotMatchDto {
  /** The vendor's id of the match: unique within the vendor, stable while the match is listed. */
  matchId: string;
  /** The league or competition, in the language asked for. */
  league: string;
  home: HotMatchTeamDto;
  away: HotMatchTeamDto;
  /** Kick-off, an ISO instant in UTC ("2026-11-28T12:00:00.000Z"). */
  kickOff: string;
  /** Under way now. */
  live: boolean;
  /** The score while live; null before kick-off. */
  score: { home: number; away: number } | null;
  odds: MatchOddsDto;
  /**
   * What a tap opens: the vendor's sports game (its lobby, where the match is bet on), launched like any game
   * (GamesPath.LAUNCH with this vendor, game id and node id).
   */
  game: { vassalage: string; gameId: string; nodeId: number; gameName: string; openIn: 'iframe' | 'popup' };
}
