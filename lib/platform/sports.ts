import 'server-only';
import { HOT_MATCHES_DEFAULT, SportsPath, type HotMatchDto, type HotMatchesRequestDto } from '@site/platform-contract';
import { platformCall } from './client';
import { cachedPublic, CacheKey } from './cache';
import type { Game, NavCategory } from './games';

/** A team of a hot match as the cards show it. */
export interface MatchTeam {
  name: string;
  /** The crest's address, or null when the vendor has none. */
  logo: string | null;
  /** Goals while the match is live; null before kick-off. */
  score: number | null;
}

/** A sports hot match (contract/sports.ts) as the pages show it. */
export interface HotMatch {
  /** Unique on the page: the vendor and its id of the match. */
  key: string;
  league: string;
  home: MatchTeam;
  away: MatchTeam;
  /** Kick-off, an ISO instant. */
  kickOff: string;
  live: boolean;
  /** Decimal odds of the full-time result. */
  odds: { home: number; draw: number; away: number };
  /** The vendor's sports game a tap launches, as a game tile launches its game. */
  game: Game;
}

export function reshapeHotMatch(dto: HotMatchDto, vendorNames: ReadonlyMap<string, string>): HotMatch {
  const { game } = dto;
  return {
    key: `${game.vassalage}:${dto.matchId}`,
    league: dto.league,
    home: { name: dto.home.name, logo: dto.home.logoUrl, score: dto.score?.home ?? null },
    away: { name: dto.away.name, logo: dto.away.logoUrl, score: dto.score?.away ?? null },
    kickOff: dto.kickOff,
    live: dto.live,
    odds: { home: dto.odds.home, draw: dto.odds.draw, away: dto.odds.away },
    game: {
      id: game.nodeId,
      code: game.gameId,
      name: game.gameName,
      vendor: game.vassalage,
      vendorName: vendorNames.get(game.vassalage) ?? game.vassalage,
      type: 'SPORTS',
      hot: false,
      image: '',
      openIn: game.openIn === 'popup' ? 'popup' : 'iframe',
    },
  };
}

/**
 * The sports vendors' hot matches (live first, then by kick-off), for a merchant that has a sports vendor: none, and
 * no call, without one. Merchant-public, cached as the hot games are.
 */
export async function getHotMatches(merchant: string, language: string, categories: NavCategory[]): Promise<HotMatch[]> {
  const sports = categories.find((c) => c.category === 'SPORTS')?.vendors ?? [];
  if (sports.length === 0) return [];
  const names = new Map(sports.map((v) => [v.code, v.name] as const));
  return cachedPublic(CacheKey.hotMatches(merchant, language), async () => {
    const dto = await platformCall<{ list: HotMatchDto[] }>(SportsPath.HOT_MATCHES, {
      method: 'POST',
      readOnly: true,
      json: { merchantCode: merchant, language, count: HOT_MATCHES_DEFAULT } satisfies HotMatchesRequestDto,
      merchant,
      language,
    });
    return dto.list.map((match) => reshapeHotMatch(match, names));
  });
}
