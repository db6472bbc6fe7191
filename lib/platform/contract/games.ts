/** Wire shapes of the game catalogue calls used by navigation (categories, vendors, lottery menus). */

export const GamesPath = {
  /** POST, Merchant header. Body { platform: 'html5-desktop' }. Categories with their vendors, in display order. */
  VENDORS: '/wps/relay/GCSGAME_newGameVendor',
  /** POST, token. Body { vassalage? }. Game types each vendor offers. */
  VENDOR_GAME_TYPES: '/wps/relay/GCSGAME_getVassGameType',
  /** GET, Merchant header. Lottery game menus. */
  GAME_MENUS: '/lgw/games/game_menus',
} as const;

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

export interface VendorGameTypesDto {
  vassalage: string;
  gameTypes: GameCategory[];
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
