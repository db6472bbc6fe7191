/** Wire shapes of the game catalogue calls used by navigation (categories, vendors, lottery menus). */

export const GamesPath = {
  /** POST, Merchant header. Body { platform: 'html5-desktop' }. Categories with their vendors, in display order. */
  VENDORS: '/wps/relay/GCSGAME_newGameVendor',
  /**
   * POST, token. Body VendorGameTypesRequestDto. Value VendorGameTypesDto[]: the game types each vendor has games of
   * (only the vendor asked for, when one is: none for a code the merchant has no games of), types in GAME_LIST_TYPES
   * order. What a vendor's list offers to switch to: its games of another type.
   */
  VENDOR_GAME_TYPES: '/wps/relay/GCSGAME_getVassGameType',
  /** GET, Merchant header. Lottery game menus. */
  GAME_MENUS: '/lgw/games/game_menus',
  /** GET, Merchant header. Value GameMenusDto: the Vietnamese lottery's menus (its regions); empty for a merchant without it. */
  VN_GAME_MENU: '/lgw/vn/games/game_menu',
  /** POST, Merchant header, token optional (visitors browse). Body GameListRequestDto. Value GameListDto. */
  GAME_LIST: '/wps/relay/GCSGAME_gameList',
  /** POST, Merchant header. Body HotGamesRequestDto. Value { list: GameDto[] } (at most 20). */
  HOT_GAMES: '/wps/relay/GCSGAME_hotGamesV2',
  /** POST, token. Body { clientType: 3, vassalage?, language }. Value { list: GameDto[], totalPages } (newest first, 20). */
  RECENT_GAMES: '/wps/relay/GCS_recentGame',
  /** POST, token. Body {}. Value: the node ids of the member's favourite games (number[]). */
  FAVOURITE_IDS: '/wps/relay/MCSFE_getFavoriteGames',
  /**
   * POST, token. Body FavouriteListRequestDto: the favourites of one game type (gameType is required; the site sends
   * FAVOURITES_DEFAULT_TYPE when its page names none). Value FavouriteListDto (newest first).
   */
  FAVOURITE_LIST: '/wps/relay/MCSFE_getFavoriteGamesList',
  /**
   * POST, token. Body FavouriteToggleDto: all three fields name one game of the merchant (404 game_not_found for a node
   * it does not have; 400 bad_request when vendor or gameType is not that game's). Value: the node ids after the change.
   * Adding twice is not an error.
   */
  FAVOURITE_ADD: '/wps/relay/MCSFE_addFavoriteGame',
  /** POST, token. Body FavouriteToggleDto, checked as FAVOURITE_ADD's. Value: the node ids after the change. Removing one that is not a favourite is not an error. */
  FAVOURITE_REMOVE: '/wps/relay/MCSFE_removeFavoriteGame',
  /**
   * POST, token. Body LaunchRequestDto. Value LaunchDto. Refusals: vendor_under_maintenance (value MaintenanceWindowDto),
   * launch_game_balance_not_enough, in_need_true_account (trial account on a vendor that does not take trial play),
   * game_not_found.
   */
  LAUNCH: '/wps/game/launchGame',
  /**
   * POST, Merchant header, no token: a game in fun mode, with play money that never touches a wallet. Body
   * FunLaunchRequestDto. Value LaunchDto. Only games whose GameDto.funMode is true (the vendor allows it); refusals:
   * fun_mode_unavailable (403), game_not_found, vendor_under_maintenance, TOO_MANY_REQUESTS (per visitor address).
   */
  FUN_LAUNCH: '/wps/game/launchFunGame',
  /** POST, token. Body { vassalage?, language }. Value { list: PvpRoomDto[] }. */
  PVP_ROOMS: '/wps/relay/GLS2_roomList',
  /** GET, Merchant header. Query count (≤ 50, default 20), prizeMode, device, language. Value { list: PopularLotteryDto[] }. */
  POPULAR_LOTTERIES: '/lgw/games/popular',
  /** GET, Merchant header. Query count (≤ 200, default 100). Value { list: OpenedNumbersDto[] } (latest draws first). */
  VN_NUMBERS_OPENED: '/lgw/vn/numeros/opened/game',
  /** GET, token. Value { list: LotteryGameDto[] }: the VN lottery games the member played last. */
  VN_RECENT: '/lgw/vn/games/game_menu/recent',
  /**
   * GET, Merchant header. Value { list: LotteryDrawDto[] }: every lottery game of the merchant that has been drawn, once,
   * with its latest opened numbers and when its next draw closes (lottery menu order).
   */
  LOTTERY_NUMBERS_OPENED: '/lotto/lgw/games/opened/numero',
  /** POST, Merchant header, no token. Body { count? }. Value { list: WinnerDto[] }: the winners board. */
  RANK_LIST: '/wps/relay/GCSGAME_getRankList',
} as const;

/** The message a demo game posts to its parent window after a bet settles, so the site refreshes the balance. */
export const GAME_BALANCE_MESSAGE = 'game:balance-changed';

/** Pages of the catalogue: 28 games (spec §9). */
export const GAME_PAGE_SIZE = 28;

/** gameType values a game list can ask for: the navigation's categories plus the merchant's in-house games. */
export const GAME_LIST_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'] as const;
export type GameListType = (typeof GAME_LIST_TYPES)[number];

export interface GameDto {
  /** The platform's id of the game entry (favourites, launch). */
  nodeId: number;
  /** The vendor's game code. */
  gameId: string;
  gameName: string;
  vassalage: string;
  gameType: GameListType;
  /** 1 = hot. */
  isHot: 0 | 1;
  /** 1 = new: a game the vendor released lately (the lobby's "New games" row). A platform that does not say: not new. */
  isNew?: 0 | 1;
  /** The vendor's classify tab this game is in ("slots", "table", "jackpot", …), or null. */
  gameClassify: string | null;
  /** Minimum bet in the merchant's currency. */
  minBet: number;
  /** Pay lines (slots), or null. */
  lineNum: number | null;
  /** Tile image at the requested imgSize (rx2). */
  imageUrl: string;
  /** Vendors that refuse to run in a frame: open in a popup window. */
  openIn: 'iframe' | 'popup';
  /**
   * Whether a trial (free-play) account may launch this game; a launch of one it may not is refused with
   * in_need_true_account. Absent when the platform does not say (the site then marks nothing and lets the launch decide).
   */
  trialPlay?: boolean;
  /** Whether a visitor may play this game for fun (play money, no account); absent means no. */
  funMode?: boolean;
}

export interface GameListRequestDto {
  clientType: 3;
  platform: string;
  channel?: string;
  merchant: string;
  gameType: GameListType;
  vassalage?: string;
  /** A classify tab ("jackpot", …); with or without a vendor (the lobby's jackpot row asks without one). */
  gameClassify?: string;
  /** Name search: games whose name contains it, case-insensitive. */
  gameName?: string;
  /** 1: only games whose minimum bet is 1 (yuan) or more. */
  minBet?: number;
  /** 25: only games with 25 lines or more. */
  minLineNum?: number;
  /** 1: only new games (GameDto.isNew). */
  isNew?: 1;
  language: string;
  pageNo: number;
  pageSize: number;
  imgSize?: 'rx1' | 'rx2';
}

export interface GameListDto {
  games: GameDto[];
  totalPages: number;
  totalCount: number;
  /** The classify tabs of the vendor asked for (empty without a vendor, or when it has none). */
  classifies: string[];
  /** Whether the minimum-bet and lines filters apply to this list (some game in the category has the property). */
  filters: { minBet: boolean; lines: boolean };
}

export interface HotGamesRequestDto {
  merchantCode: string;
  isPlatform: 2;
  vassalage?: string;
  platform: string;
  language: string;
}

/** The game type a favourites list shows when its page names none (spec §3 "Favourite games", §9 "favourites default RNG"). */
export const FAVOURITES_DEFAULT_TYPE: GameListType = 'RNG';

export interface FavouriteListRequestDto {
  clientType: 3;
  platform: string;
  language: string;
  gameType: GameListType;
  pageNo?: number;
  pageSize?: number;
}

export interface FavouriteListDto {
  content: GameDto[];
  totalPages: number;
}

export interface FavouriteToggleDto {
  nodeId: number;
  /** The game's vendor (its vassalage). */
  vendor: string;
  /** The game's own type (GameDto.gameType), whatever list it was toggled from: its favourites list is that type's. */
  gameType: GameListType;
}

export interface LaunchRequestDto {
  gameId?: string;
  roomId?: string;
  nodeId?: number;
  accountType: 1;
  confirmTrans: 0;
  vassalage: string;
  launchMode: 'GLS' | 'LOTT';
  platform: string;
  clientType: 3;
  merchantCode: string;
  language: string;
  /** Lottery lobby fields (launchMode LOTT). */
  lottoArea?: 'VN';
  lottoPrizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  /**
   * The launch object's lottery fields (spec §3 "Game launch request"): the play type the betting view opens at (a
   * code of LOTTERY_PLAY_TYPE; one the game does not offer opens its first), the wallet the lottery bets from as the
   * platform names it (the vendor's code), the game's type, and isGame 'VASSALAGE' (a vendor's game, not a lobby).
   */
  defaultPlayType?: string;
  accountTypeName?: string;
  gameType?: 'LOTT' | 'ELOTT';
  isGame?: 'VASSALAGE';
  device?: string;
  /** Where the vendor's "back" button returns: must be a URL of the site that launched. */
  backUrl?: string;
}

export interface LaunchDto {
  game_url?: string;
  game_url2?: string;
  /** PVP rooms: the address to open. */
  content?: string;
  /** How the vendor must be opened. */
  openIn: 'iframe' | 'popup';
  /** How the game wants the screen held on a phone; absent: either way. */
  orientation?: 'landscape' | 'portrait';
}

export interface FunLaunchRequestDto {
  nodeId: number;
  vassalage: string;
  language: string;
  platform?: string;
  /** Where the game's "back" returns: must be a URL of the site that launched. */
  backUrl?: string;
}

export interface MaintenanceWindowDto {
  vassalage: string;
  /** ISO times. */
  start: string;
  end: string;
}

export interface PvpRoomDto {
  roomId: string;
  roomName: string;
  vassalage: string;
  gameId: string;
  minBet: number;
  players: number;
  imageUrl: string;
}

export interface PopularLotteryDto {
  gameCode: string;
  gameName: string;
  vassalage: string;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  /** The latest draw's numbers and when the next one closes. */
  lastNumbers: string;
  nextDrawAt: string;
}

/** A lottery's latest draw (LOTTERY_NUMBERS_OPENED). */
export interface LotteryDrawDto {
  gameCode: string;
  gameName: string;
  drawNo: string;
  numbers: string;
  openedAt: string;
  nextDrawAt: string;
}

/** Play types a lottery's betting view can open at (launch defaultPlayType; what /lottery?playType= names). */
export const LOTTERY_PLAY_TYPES = ['DIRECT', 'GROUP', 'BIG_SMALL', 'ODD_EVEN'] as const;
export type LotteryPlayType = (typeof LOTTERY_PLAY_TYPES)[number];

export interface OpenedNumbersDto {
  gameCode: string;
  gameName: string;
  drawNo: string;
  numbers: string;
  openedAt: string;
}

export interface WinnerDto {
  /** Masked, e.g. "pl***1". */
  username: string;
  gameName: string;
  amount: number;
  at: string;
}

export interface SpinResultDto {
  betId: number;
  stake: number;
  payout: number;
  reels: string[];
  balance: number;
}

export interface DrawDto {
  drawNo: string;
  numbers: number[];
  drawnAt: string;
}

export interface LotteryTicketDto {
  id: number;
  numbers: number[];
  stake: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
  drawNo: string | null;
}

export interface BetDto {
  id: number;
  vendor: string;
  gameCode: string;
  stake: number;
  payout: number;
  createdAt: string;
}

/** Game categories (gameType) in the order the top navigation shows them. */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface VendorDto {
  /** Vendor code, called vassalage by the platform, e.g. "PG", "EVO", "TCG_SEA". */
  vassalage: string;
  name: string;
  logoUrl: string;
  /** 1 when the vendor is under maintenance. */
  maintenance?: 0 | 1;
}

export interface SortingVendorDto {
  gameCategory: GameCategory;
  vendors: VendorDto[];
}

export interface VendorGameTypesRequestDto {
  /** One vendor's code; absent: every vendor of the merchant. */
  vassalage?: string;
}

export interface VendorGameTypesDto {
  vassalage: string;
  /** The types the vendor has games of, in GAME_LIST_TYPES order (never empty). */
  gameTypes: GameListType[];
}

export interface LotteryGameDto {
  gameCode: string;
  gameName: string;
  vassalage: string;
}

export interface LotteryMenuDto {
  gameGroupCode: string;
  labelName: string;
  games: LotteryGameDto[];
}

export interface GameMenusDto {
  gameMenus: LotteryMenuDto[];
}

/** Refusals (errorCode) of the game calls and the demo games, beside the platform's own in ErrorCode. */
export const GameErrorCode = {
  /** Launch: a trial (free play) account on a vendor that takes real accounts only. 403. */
  IN_NEED_TRUE_ACCOUNT: 'in_need_true_account',
  /** Launch, favourites: no such game (or PVP room) for this merchant. 404. */
  GAME_NOT_FOUND: 'game_not_found',
  /** Demo games: the stake is more than the balance. 409. */
  BALANCE_NOT_ENOUGH: 'balance_not_enough',
  /** Demo games: a stake not in the game's list, or below its minimum bet. 400. */
  INVALID_STAKE: 'invalid_stake',
  /** Demo games: the ticket is unknown, expired, or its session ended (sign-out). Launch the game again. 403. */
  TICKET_INVALID: 'ticket_invalid',
  /** Demo games: a requestId already used for a different bet. 409. (The same bet again answers the first result.) */
  DUPLICATE_REQUEST: 'duplicate_request',
  /** Fun launch: the game (its vendor) does not offer play for fun. 403. */
  FUN_MODE_UNAVAILABLE: 'fun_mode_unavailable',
} as const;

/** Stakes the demo games take, in the merchant's currency (each game offers those at or above its minimum bet). */
export const DEMO_STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
