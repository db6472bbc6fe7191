import 'server-only';
import {
  GAME_CATEGORIES, GAME_LIST_TYPES, GAME_PAGE_SIZE, GamesPath,
  type FavouriteListDto, type FavouriteListRequestDto, type FavouriteToggleDto, type HotGamesRequestDto, type GameMenusDto, type LotteryGameDto, type GameCategory, type GameDto, type GameListDto, type GameListRequestDto,
  type GameListType, type FunLaunchRequestDto, type LaunchDto, type LaunchRequestDto, type LotteryDrawDto, type LotteryPlayType, type OpenedNumbersDto, type PopularLotteryDto, type PvpRoomDto,
  type SortingVendorDto, type VendorGameTypesDto, type VendorGameTypesRequestDto, type WinnerDto,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { cachedPublic, CacheKey } from './cache';
import { MIN_BET_FILTER, MIN_LINES_FILTER, NO_FILTERS, type CatalogueFilters } from '@/lib/games/catalogue';

/** One entry of the top navigation and the sidebar: a game category that has at least one vendor. */
export interface NavCategory {
  category: GameCategory;
  /** Site path of the category's list page, e.g. /rng. */
  path: string;
  vendors: { code: string; name: string; logoUrl: string }[];
}

/**
 * Where the navigation's entries lead: each to its own page. E-Lottery to the /elott catalogue, Lottery to
 * /lottery (the lottery games with their draws, the lottery itself for a member); the Vietnamese lottery, for a merchant
 * that has it, has an entry of its own (navEntries).
 */
export const CATEGORY_PATH: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** An entry of the top navigation and the side menu: a game category, or the Vietnamese lottery (VNLOTT). */
export type NavKey = GameCategory | 'VNLOTT';
export interface NavEntry {
  category: NavKey;
  path: string;
  vendors: NavCategory['vendors'];
}

/** The navigation's entries: the categories, and the Vietnamese lottery after Lottery when the merchant has it (its menu has games). */
export function navEntries(categories: NavCategory[], vnLotteryMenus: LotteryMenu[]): NavEntry[] {
  const entries: NavEntry[] = [...categories];
  if (vnLotteryMenus.some((m) => m.games.length > 0)) {
    const after = entries.findIndex((e) => e.category === 'LOTT');
    entries.splice(after >= 0 ? after + 1 : entries.length, 0, { category: 'VNLOTT', path: '/vnlottery', vendors: [] });
  }
  return entries;
}

/** Game categories that have at least one vendor, in navigation order. Merchant-public, cached. */
export async function getNavCategories(merchant: string, language: string): Promise<NavCategory[]> {
  return cachedPublic(CacheKey.vendors(merchant, language), async () => {
    const dto = await platformCall<SortingVendorDto[]>(GamesPath.VENDORS, {
      method: 'POST',
      json: { platform: 'html5-desktop' },
      merchant,
      language,
    });
    return reshapeNavCategories(dto);
  });
}

/**
 * The game types a vendor has games of (GCSGAME_getVassGameType: with the member's token, spec §7), in GAME_LIST_TYPES
 * order: what a list of the vendor's games offers to switch to.
 */
export async function vendorGameTypes(context: CallContext, vendor: string): Promise<GameListType[]> {
  const dto = await platformCall<VendorGameTypesDto[]>(GamesPath.VENDOR_GAME_TYPES, {
    ...context,
    method: 'POST',
    readOnly: true,
    json: { vassalage: vendor } satisfies VendorGameTypesRequestDto,
  });
  return reshapeVendorGameTypes(dto, vendor);
}

/** The vendor's own entry of the answer, its types known to the site and in their order; none when it has no entry. */
export function reshapeVendorGameTypes(dto: readonly VendorGameTypesDto[], vendor: string): GameListType[] {
  const types: readonly string[] = dto.find((v) => v.vassalage === vendor)?.gameTypes ?? [];
  return GAME_LIST_TYPES.filter((type) => types.includes(type));
}

/**
 * Each vendor's name by its code, from the (cached) vendor list: a tile names its vendor as players know it
 * ("SA Gaming", not "SAGAMING"). Without the list (the platform did not answer it) a tile falls back to the code.
 */
async function vendorNames(merchant: string | undefined, language: string | undefined): Promise<Map<string, string>> {
  if (!merchant) return new Map();
  try {
    const categories = await getNavCategories(merchant, language ?? 'en');
    return new Map(categories.flatMap((c) => c.vendors.map((v) => [v.code, v.name] as const)));
  } catch {
    return new Map();
  }
}

export function reshapeNavCategories(dto: SortingVendorDto[]): NavCategory[] {
  return GAME_CATEGORIES.flatMap((category) => {
    const entry = dto.find((d) => d.gameCategory === category);
    if (!entry || entry.vendors.length === 0) return [];
    return [
      {
        category,
        path: CATEGORY_PATH[category] ?? '/',
        vendors: entry.vendors.map((v) => ({ code: v.vassalage, name: v.name, logoUrl: v.logoUrl })),
      },
    ];
  });
}

/** A game as the pages show it. */
export interface Game {
  id: number;
  code: string;
  name: string;
  /** The vendor's code (vassalage): what a launch and a filter use. */
  vendor: string;
  /** The vendor's name as players know it ("SA Gaming", not "SAGAMING"), shown under the tile's name. */
  vendorName: string;
  type: GameListType;
  hot: boolean;
  image: string;
  /** Where it opens: in a window of its own ('popup'), else in the site's frame (absent, as for most games: a home page
   *  carries some sixty, and the usual value was a kilobyte of its flight data). */
  openIn?: 'iframe' | 'popup';
  /** Whether a trial (free-play) account may launch it; absent when the platform does not say. */
  trialPlay?: boolean;
  /** A visitor may play it for fun with play money (the vendor allows it); absent: no. */
  fun?: true;
}

export interface GamePage {
  games: Game[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** The chosen vendor's classify tabs. */
  classifies: string[];
  /** Which of the minimum-bet and lines filters mean something for this list. */
  filters: { minBet: boolean; lines: boolean };
}

export function reshapeGame(dto: GameDto, vendorNames: ReadonlyMap<string, string> = new Map()): Game {
  return {
    id: dto.nodeId,
    code: dto.gameId,
    name: dto.gameName,
    vendor: dto.vassalage,
    vendorName: vendorNames.get(dto.vassalage) ?? dto.vassalage,
    type: dto.gameType,
    hot: dto.isHot === 1,
    image: dto.imageUrl,
    ...(dto.openIn === 'popup' ? { openIn: 'popup' as const } : {}),
    ...(typeof dto.trialPlay === 'boolean' ? { trialPlay: dto.trialPlay } : {}),
    // Only when true: a home page carries some sixty games, and a flag that is almost always false is bytes for nothing.
    ...(dto.funMode === true ? { fun: true as const } : {}),
  };
}

const PLATFORM = 'flash,html5-desktop';

/**
 * One page of a catalogue (28 games). Merchant-public: visitors browse the same list, so it is cached per merchant,
 * language and filters.
 */
export async function getGamePage(
  merchant: string,
  language: string,
  gameType: GameListType,
  filters: CatalogueFilters,
  page = 1,
): Promise<GamePage> {
  const key = CacheKey.gameList(merchant, language, JSON.stringify([gameType, filters, page]));
  return cachedPublic(key, async () => {
    const { dto, games } = await listGames(merchant, language, {
      gameType,
      ...(filters.vendor ? { vassalage: filters.vendor } : {}),
      ...(filters.vendor && filters.classify ? { gameClassify: filters.classify } : {}),
      ...(filters.q ? { gameName: filters.q } : {}),
      ...(filters.minBet ? { minBet: MIN_BET_FILTER } : {}),
      ...(filters.lines ? { minLineNum: MIN_LINES_FILTER } : {}),
      pageNo: page,
      pageSize: GAME_PAGE_SIZE,
    });
    return {
      games,
      page,
      totalPages: dto.totalPages,
      totalCount: dto.totalCount,
      classifies: dto.classifies ?? [],
      filters: { minBet: dto.filters?.minBet ?? false, lines: dto.filters?.lines ?? false },
    };
  });
}

/**
 * A game list call as the site makes it (the web client, desktop platforms, large tiles) with `request`'s type,
 * conditions and page, and its games reshaped with their vendors' names. Not cached: callers cache what they keep.
 */
async function listGames(
  merchant: string,
  language: string,
  request: Omit<GameListRequestDto, 'clientType' | 'platform' | 'channel' | 'merchant' | 'language' | 'imgSize'>,
): Promise<{ dto: GameListDto; games: Game[] }> {
  const json: GameListRequestDto = { clientType: 3, platform: PLATFORM, channel: merchant, merchant, ...request, language, imgSize: 'rx2' };
  const [dto, names] = await Promise.all([
    platformCall<GameListDto>(GamesPath.GAME_LIST, { method: 'POST', readOnly: true, json, merchant, language }),
    vendorNames(merchant, language),
  ]);
  return { dto, games: dto.games.map((game) => reshapeGame(game, names)) };
}

/** The hot list (isPlatform 2), for everyone. Merchant-public, cached. */
export async function getHotGames(merchant: string, language: string): Promise<Game[]> {
  return cachedPublic(CacheKey.hotGames(merchant, language), async () => {
    const [dto, names] = await Promise.all([
      platformCall<{ list: GameDto[] }>(GamesPath.HOT_GAMES, {
        method: 'POST',
        readOnly: true,
        json: { merchantCode: merchant, isPlatform: 2, platform: PLATFORM, language } satisfies HotGamesRequestDto,
        merchant,
        language,
      }),
      vendorNames(merchant, language),
    ]);
    return dto.list.map((game) => reshapeGame(game, names));
  });
}

/** The member's recently played games. */
export async function recentGames(context: CallContext): Promise<Game[]> {
  const [dto, names] = await Promise.all([
    platformCall<{ list: GameDto[] }>(GamesPath.RECENT_GAMES, {
      ...context,
      method: 'POST',
      readOnly: true,
      json: { clientType: 3, language: context.language },
    }),
    vendorNames(context.merchant, context.language),
  ]);
  return dto.list.map((game) => reshapeGame(game, names));
}

/** The node ids of the member's favourite games. */
export function favouriteIds(context: CallContext): Promise<number[]> {
  return platformCall<number[]>(GamesPath.FAVOURITE_IDS, { ...context, method: 'POST', readOnly: true, json: {} });
}

/** The member's favourite games of one type (spec §3 "Favourite games": gameType, default RNG), one page. */
export async function favouriteGames(context: CallContext, gameType: GameListType, page: number): Promise<{ games: Game[]; page: number; totalPages: number }> {
  const [dto, names] = await Promise.all([
    platformCall<FavouriteListDto>(GamesPath.FAVOURITE_LIST, {
      ...context,
      method: 'POST',
      readOnly: true,
      json: {
        clientType: 3,
        platform: 'flash',
        language: context.language ?? 'en',
        gameType,
        pageNo: page,
        pageSize: GAME_PAGE_SIZE,
      } satisfies FavouriteListRequestDto,
    }),
    vendorNames(context.merchant, context.language),
  ]);
  return { games: dto.content.map((game) => reshapeGame(game, names)), page, totalPages: dto.totalPages };
}

/** Adds or removes a favourite; the ids after the change. */
export function setFavourite(context: CallContext, toggle: FavouriteToggleDto, favourite: boolean): Promise<number[]> {
  return platformCall<number[]>(favourite ? GamesPath.FAVOURITE_ADD : GamesPath.FAVOURITE_REMOVE, { ...context, method: 'POST', json: toggle });
}

/** What a launch opens: the game's address and how. */
export interface Launch {
  url: string;
  openIn: 'iframe' | 'popup';
  /** The game wants a phone held sideways. */
  landscape?: true;
}

function reshapeLaunch(dto: LaunchDto, gameOrigins: readonly string[]): Launch | null {
  const url = dto.game_url || dto.game_url2 || dto.content;
  if (!url || !isGameUrl(url, gameOrigins)) return null;
  return { url, openIn: dto.openIn === 'popup' ? 'popup' : 'iframe', ...(dto.orientation === 'landscape' ? { landscape: true as const } : {}) };
}

/**
 * Opens a game in fun mode for a visitor: play money that never touches a wallet, on a game whose vendor allows it.
 * No token; the address is held to the game origins as a real launch's is.
 */
export async function launchFunGame(
  context: CallContext & { merchant: string },
  request: Pick<FunLaunchRequestDto, 'nodeId' | 'vassalage' | 'backUrl'>,
  gameOrigins: readonly string[],
): Promise<Launch | null> {
  const dto = await platformCall<LaunchDto>(GamesPath.FUN_LAUNCH, {
    ...context,
    method: 'POST',
    json: { platform: 'html5-desktop', language: context.language ?? 'en', ...request } satisfies FunLaunchRequestDto,
  });
  return reshapeLaunch(dto, gameOrigins);
}

/**
 * Launches a game. The address must be on one of the origins the platform names for games (launchGameCDNs): anything
 * else is not opened ("Invalid URL"), since the site would frame or open it under its own name.
 */
export async function launchGame(
  context: CallContext & { merchant: string },
  request: Omit<LaunchRequestDto, 'accountType' | 'confirmTrans' | 'platform' | 'clientType' | 'merchantCode' | 'language'>,
  gameOrigins: readonly string[],
): Promise<Launch | null> {
  const dto = await platformCall<LaunchDto>(GamesPath.LAUNCH, {
    ...context,
    method: 'POST',
    json: {
      accountType: 1,
      confirmTrans: 0,
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: context.merchant,
      language: context.language ?? 'en',
      ...request,
    } satisfies LaunchRequestDto,
  });
  return reshapeLaunch(dto, gameOrigins);
}

/** Whether an address is an http(s) URL on one of the game origins. */
export function isGameUrl(url: string, gameOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && gameOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

export interface PvpRoom {
  id: string;
  name: string;
  vendor: string;
  gameCode: string;
  minBet: number;
  players: number;
  image: string;
}

export async function pvpRooms(context: CallContext): Promise<PvpRoom[]> {
  const dto = await platformCall<{ list: PvpRoomDto[] }>(GamesPath.PVP_ROOMS, {
    ...context,
    method: 'POST',
    readOnly: true,
    json: { language: context.language },
  });
  return dto.list.map((r) => ({ id: r.roomId, name: r.roomName, vendor: r.vassalage, gameCode: r.gameId, minBet: r.minBet, players: r.players, image: r.imageUrl }));
}

/** "Popular lottery" on the home page (count 20). Merchant-public, cached. */
export function getPopularLotteries(merchant: string, language: string): Promise<PopularLotteryDto[]> {
  return cachedPublic(CacheKey.popularLotteries(merchant, language), async () => {
    const dto = await platformCall<{ list: PopularLotteryDto[] }>(GamesPath.POPULAR_LOTTERIES, {
      merchant,
      language,
      searchParams: { count: '20', prizeMode: 'Lott', device: 'WEB', language },
    });
    return dto.list;
  });
}

/** "VN numbers opened" on the home page (count 100). Merchant-public, cached. */
export function getVnNumbersOpened(merchant: string, language: string): Promise<OpenedNumbersDto[]> {
  return cachedPublic(CacheKey.vnNumbers(merchant), async () => {
    const dto = await platformCall<{ list: OpenedNumbersDto[] }>(GamesPath.VN_NUMBERS_OPENED, { merchant, language, searchParams: { count: '100' } });
    return dto.list;
  });
}

/** The winners board (no login). Merchant-public, cached. */
export function getWinners(merchant: string, language: string): Promise<WinnerDto[]> {
  return cachedPublic(CacheKey.winners(merchant), async () => {
    const dto = await platformCall<{ list: WinnerDto[] }>(GamesPath.RANK_LIST, { method: 'POST', readOnly: true, json: { count: 20 }, merchant, language });
    return dto.list;
  });
}

export interface LotteryMenu {
  group: string;
  label: string;
  games: { code: string; name: string; vendor: string }[];
}

function reshapeMenus(dto: GameMenusDto): LotteryMenu[] {
  return dto.gameMenus.map((m) => ({
    group: m.gameGroupCode,
    label: m.labelName,
    games: m.games.map((g) => ({ code: g.gameCode, name: g.gameName, vendor: g.vassalage })),
  }));
}

/** The lottery games by group (the /lottery page's menu). Merchant-public, cached. */
export function getLotteryMenus(merchant: string, language: string): Promise<LotteryMenu[]> {
  return cachedPublic(CacheKey.lotteryMenus(merchant, language), async () =>
    reshapeMenus(await platformCall<GameMenusDto>(GamesPath.GAME_MENUS, { merchant, language })),
  );
}

/** The Vietnamese lottery's menu (its regions; /vnlottery and the navigation's entry). Merchant-public, cached. */
export function getVnLotteryMenus(merchant: string, language: string): Promise<LotteryMenu[]> {
  return cachedPublic(CacheKey.vnLotteryMenus(merchant, language), async () =>
    reshapeMenus(await platformCall<GameMenusDto>(GamesPath.VN_GAME_MENU, { merchant, language })),
  );
}

/** The lottery game a `?gameCode=` names, if it is one of the merchant's; null opens the lobby. */
export function findLotteryGame(menus: LotteryMenu[], code: unknown): LotteryMenu['games'][number] | null {
  if (typeof code !== 'string') return null;
  return menus.flatMap((m) => m.games).find((g) => g.code === code) ?? null;
}

/** The VN lottery games the member played last. */
export async function vnRecentGames(context: CallContext): Promise<LotteryGameDto[]> {
  const dto = await platformCall<{ list: LotteryGameDto[] }>(GamesPath.VN_RECENT, context);
  return dto.list;
}

/** The vendor whose lottery the navigation's E-Lottery and Lottery entries open directly (spec §2 "Top navigation"). */
export const LOTTERY_VENDOR = 'TCG_SEA';

export interface LotteryLaunch {
  /** A game to open on its betting view; without one the lobby opens. */
  gameCode?: string;
  /** The play type that betting view opens at (the launch object's defaultPlayType). */
  playType?: LotteryPlayType;
  /** The navigation entry it was chosen from: Lottery (LOTT) or E-Lottery (ELOTT). */
  gameType: 'LOTT' | 'ELOTT';
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  area?: 'VN';
  /** Where the lottery's own "back" returns: a URL of this site (validated by the caller). */
  backUrl: string;
}

/** Opens a lottery: the lobby, or one game's betting view (the lottery lobby request of spec §3). */
export function launchLottery(context: CallContext & { merchant: string }, lottery: LotteryLaunch, vendor: string, gameOrigins: readonly string[]): Promise<Launch | null> {
  return launchGame(
    context,
    {
      vassalage: vendor,
      launchMode: 'LOTT',
      ...(lottery.gameCode ? { gameId: lottery.gameCode, lottoGameCode: lottery.gameCode } : {}),
      ...(lottery.area ? { lottoArea: lottery.area } : {}),
      lottoPrizeMode: lottery.prizeMode,
      lottoView: lottery.gameCode ? 'betting' : 'lobby',
      // The launch object (spec §3): a vendor's game, betting from the vendor's wallet, at the play type asked for.
      ...(lottery.gameCode && lottery.playType ? { defaultPlayType: lottery.playType } : {}),
      accountTypeName: vendor,
      gameType: lottery.gameType,
      isGame: 'VASSALAGE',
      device: 'WEB',
      backUrl: lottery.backUrl,
    },
    gameOrigins,
  );
}

/** The home page's rows: the hot list, then each catalogue's first games (E-Lottery and Lottery share one). */
export interface HomeGames {
  hot: Game[];
  rows: { type: GameListType; games: Game[] }[];
}

export async function getHomeGames(merchant: string, language: string, categories: NavCategory[], perRow: number): Promise<HomeGames> {
  const types = [...new Set(categories.map((c): GameListType => (c.category === 'LOTT' ? 'ELOTT' : c.category)))];
  const [hot, ...pages] = await Promise.all([
    getHotGames(merchant, language).catch(() => [] as Game[]),
    ...types.map((type) => getGamePage(merchant, language, type, NO_FILTERS).catch(() => null)),
  ]);
  return {
    hot: hot.slice(0, perRow),
    rows: types.map((type, i) => ({ type, games: pages[i]?.games.slice(0, perRow) ?? [] })).filter((row) => row.games.length > 0),
  };
}

/** The home page's lottery corner: popular lotteries, VN numbers opened, winners. A part that fails is empty. */
export interface LotteryBoardData {
  popular: PopularLotteryDto[];
  opened: OpenedNumbersDto[];
  winners: WinnerDto[];
}

export async function getLotteryBoard(merchant: string, language: string): Promise<LotteryBoardData> {
  const [popular, opened, winners] = await Promise.all([
    getPopularLotteries(merchant, language).catch(() => []),
    getVnNumbersOpened(merchant, language).catch(() => []),
    getWinners(merchant, language).catch(() => []),
  ]);
  return { popular, opened, winners };
}

/** One row of the lobby: a type's first games with a list condition (new games, a classify tab). Merchant-public, cached. */
async function getGameRow(merchant: string, language: string, gameType: GameListType, only: { isNew?: true; classify?: string }, size: number): Promise<Game[]> {
  const key = CacheKey.gameList(merchant, language, JSON.stringify(['row', gameType, only, size]));
  return cachedPublic(key, async () => {
    const { games } = await listGames(merchant, language, {
      gameType,
      ...(only.isNew ? { isNew: 1 as const } : {}),
      ...(only.classify ? { gameClassify: only.classify } : {}),
      pageNo: 1,
      pageSize: size,
    });
    return games;
  });
}

/**
 * The game types whose games show as tiles that launch: every category of the merchant but the lotteries (they open
 * through their own pages) and the in-house games. E-Lottery is a catalogue of tiles; Lottery (LOTT) is not.
 */
export function tileTypes(categories: NavCategory[]): GameListType[] {
  return [...categories.map((c) => c.category).filter((c): c is Exclude<GameCategory, 'LOTT'> => c !== 'LOTT'), 'INHOUSE'];
}

/** Whether the merchant has in-house games (the /inhouse catalogue): they have no vendor in the navigation to say so. */
export function hasInHouseGames(merchant: string, language: string): Promise<boolean> {
  return getGamePage(merchant, language, 'INHOUSE', NO_FILTERS).then((p) => p.totalCount > 0).catch(() => false);
}

/** The classify tab of jackpot slots (the lobby's jackpot row). */
export const JACKPOT_CLASSIFY = 'jackpot';

/** The lobby's rows (/games): new games from every type, taken in turn so no one type fills the row, and jackpot slots. */
export interface LobbyGames {
  fresh: Game[];
  jackpots: Game[];
}

export async function getLobbyGames(merchant: string, language: string, categories: NavCategory[], perRow: number): Promise<LobbyGames> {
  const types = tileTypes(categories);
  const [jackpots, ...fresh] = await Promise.all([
    getGameRow(merchant, language, 'RNG', { classify: JACKPOT_CLASSIFY }, perRow).catch(() => [] as Game[]),
    ...types.map((type) => getGameRow(merchant, language, type, { isNew: true }, perRow).catch(() => [] as Game[])),
  ]);
  const taken: Game[] = [];
  for (let i = 0; taken.length < perRow && fresh.some((list) => i < list.length); i++) {
    for (const list of fresh) if (list[i] && taken.length < perRow) taken.push(list[i]!);
  }
  return { fresh: taken, jackpots: categories.some((c) => c.category === 'RNG') ? jackpots : [] };
}

/** A lobby search's matches of one type: the first page, and how many there are in all. */
export interface SearchGroup {
  type: GameListType;
  games: Game[];
  totalCount: number;
}

/** Games whose names contain `q`, across every type that shows tiles, grouped by type (types without a match left out). */
export async function searchGames(merchant: string, language: string, categories: NavCategory[], q: string): Promise<SearchGroup[]> {
  const types = tileTypes(categories);
  const pages = await Promise.all(types.map((type) => getGamePage(merchant, language, type, { ...NO_FILTERS, q })));
  return types.map((type, i) => ({ type, games: pages[i]!.games, totalCount: pages[i]!.totalCount })).filter((g) => g.totalCount > 0);
}

/** A lottery's draw: the latest numbers and when the next draw closes. */
export interface LotteryDraw {
  gameCode: string;
  gameName: string;
  lastNumbers: string;
  nextDrawAt: string;
}

/** Every lottery's latest opened numbers and next draw (the lottery opened-numbers call). Merchant-public, cached. */
export function getLotteryDraws(merchant: string, language: string): Promise<LotteryDraw[]> {
  return cachedPublic(CacheKey.lotteryDraws(merchant, language), async () => {
    const dto = await platformCall<{ list: LotteryDrawDto[] }>(GamesPath.LOTTERY_NUMBERS_OPENED, { merchant, language });
    return dto.list.map((d) => ({ gameCode: d.gameCode, gameName: d.gameName, lastNumbers: d.numbers, nextDrawAt: d.nextDrawAt }));
  });
}
