import { canonicalRoute, splitLocale } from '@/lib/i18n/locale-path';

/**
 * The kinds of page a player's vitals are grouped by: a handful, from the route and never the address itself (no ids,
 * no query), so a histogram's labels stay few and say nothing about who looked at what.
 */
export const PAGE_TYPES = ['home', 'game-list', 'game', 'member-centre', 'agent-centre', 'promotions', 'auth', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The game catalogues (app/[host]/[locale]/(games)/…): a list of games to choose from. */
const GAME_LISTS = new Set(['/elott', '/esports', '/favorite', '/fish', '/games', '/hot', '/inhouse', '/live', '/lottery', '/pvp', '/rng', '/sports', '/vnlottery']);
/** A game being played: the launcher's frame and the seamless wallet's frame. */
const GAMES = new Set(['/game', '/seamless']);
const PROMOTIONS = new Set(['/promotions', '/promoDetail']);
const AUTH = new Set(['/login', '/register']);

/** The page type of a path as the browser shows it (with or without the language prefix). */
export function pageTypeOf(pathname: string, languages: readonly string[], defaultLanguage: string): PageType {
  const route = canonicalRoute(splitLocale(pathname, languages, defaultLanguage).rest);
  if (route === '/') return 'home';
  if (GAME_LISTS.has(route)) return 'game-list';
  if (GAMES.has(route)) return 'game';
  if (route === '/member' || route.startsWith('/member/')) return 'member-centre';
  if (route === '/agent' || route.startsWith('/agent/')) return 'agent-centre';
  if (PROMOTIONS.has(route)) return 'promotions';
  if (AUTH.has(route)) return 'auth';
  return 'other';
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}
