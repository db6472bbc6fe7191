/**
 * The game catalogue pages (spec §2: /rng /pvp /live /fish /sports /esports /elott /inhouse, plus /hot and /favorite) and
 * the filters a catalogue keeps in its URL. Pure: the server pages, the API route and the client grid share it.
 */
import { FAVOURITES_DEFAULT_TYPE, GAME_LIST_TYPES, type GameListType } from '@site/platform-contract/games';

export interface CatalogueDefinition {
  /** The site route, e.g. "/rng". */
  route: string;
  /** The platform's gameType. */
  gameType: GameListType;
  /** Sports and e-sports vendors open one lobby each: their page shows vendor tiles that launch it. */
  layout: 'games' | 'lobbies';
}

export const CATALOGUES: readonly CatalogueDefinition[] = [
  { route: '/rng', gameType: 'RNG', layout: 'games' },
  { route: '/pvp', gameType: 'PVP', layout: 'games' },
  { route: '/live', gameType: 'LIVE', layout: 'games' },
  { route: '/fish', gameType: 'FISH', layout: 'games' },
  { route: '/sports', gameType: 'SPORTS', layout: 'lobbies' },
  { route: '/esports', gameType: 'ESPORTS', layout: 'lobbies' },
  { route: '/elott', gameType: 'ELOTT', layout: 'games' },
  { route: '/inhouse', gameType: 'INHOUSE', layout: 'games' },
];

export function catalogueFor(gameType: GameListType): CatalogueDefinition {
  const found = CATALOGUES.find((c) => c.gameType === gameType);
  if (!found) throw new Error(`no catalogue for ${gameType}`);
  return found;
}

/** The list a catalogue shows, as its URL says: ?vendor=PG&classify=slots&q=fortune&minBet=1&lines=25. */
export interface CatalogueFilters {
  vendor: string | null;
  classify: string | null;
  /** Game name search. */
  q: string;
  /** "1 yuan or more". */
  minBet: boolean;
  /** "25 lines or more". */
  lines: boolean;
}

export const NO_FILTERS: CatalogueFilters = { vendor: null, classify: null, q: '', minBet: false, lines: false };

/** The minimum-bet filter's threshold and the lines filter's (spec §9). */
export const MIN_BET_FILTER = 1;
export const MIN_LINES_FILTER = 25;
/** Longest search text sent to the platform. */
export const SEARCH_MAX_LENGTH = 40;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

function first(value: string | string[] | null | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/**
 * The filters of a catalogue URL's query. Anything malformed is dropped rather than refused: a shared link with a bad
 * parameter still shows the catalogue. A vendor must be one of the category's (when `vendors` is given).
 */
export function parseCatalogueFilters(
  query: Record<string, string | string[] | undefined> | URLSearchParams,
  vendors: readonly string[] | null,
): CatalogueFilters {
  const get = (name: string) => first(query instanceof URLSearchParams ? query.get(name) : query[name]);
  const vendor = get('vendor');
  const classify = get('classify');
  const q = (get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
  const validVendor = vendor && CODE.test(vendor) && (vendors === null || vendors.includes(vendor)) ? vendor : null;
  return {
    vendor: validVendor,
    classify: validVendor && classify && CODE.test(classify) ? classify : null,
    q,
    minBet: get('minBet') === String(MIN_BET_FILTER),
    lines: get('lines') === String(MIN_LINES_FILTER),
  };
}

/** The query string (with "?", or "") of a catalogue URL with these filters; the page number is not part of it. */
export function catalogueSearch(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.vendor) params.set('vendor', filters.vendor);
  if (filters.vendor && filters.classify) params.set('classify', filters.classify);
  if (filters.q) params.set('q', filters.q);
  if (filters.minBet) params.set('minBet', String(MIN_BET_FILTER));
  if (filters.lines) params.set('lines', String(MIN_LINES_FILTER));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Where a vendor's games of one type are listed: that type's catalogue filtered to the vendor, or the page that lists
 * every vendor's together where a catalogue has no vendor filter (the sports and e-sports lobbies, the in-house games,
 * the lottery).
 */
export function vendorGamesPath(type: GameListType, vendor: string): string {
  if (type === 'LOTT') return '/lottery';
  const { route, layout } = catalogueFor(type);
  return layout === 'games' && type !== 'INHOUSE' ? `${route}${catalogueSearch({ ...NO_FILTERS, vendor })}` : route;
}

/** The favourites page's type (/favorite?type=LIVE): one of `offered`, else FAVOURITES_DEFAULT_TYPE (spec: default RNG). */
export function favouritesType(value: string | string[] | null | undefined, offered: readonly GameListType[]): GameListType {
  const asked = first(value);
  return (GAME_LIST_TYPES as readonly string[]).includes(asked ?? '') && offered.includes(asked as GameListType)
    ? (asked as GameListType)
    : FAVOURITES_DEFAULT_TYPE;
}

/** The favourites page's tabs: the default type first (the list the page opens on), then the others in their order. */
export function favouritesTabs(offered: readonly GameListType[]): GameListType[] {
  return [...offered.filter((type) => type === FAVOURITES_DEFAULT_TYPE), ...offered.filter((type) => type !== FAVOURITES_DEFAULT_TYPE)];
}

/** The favourites page's address for a type: the default type's has no query. */
export function favouritesSearch(type: GameListType): string {
  return type === FAVOURITES_DEFAULT_TYPE ? '' : `?type=${type}`;
}
