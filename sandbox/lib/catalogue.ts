/** Reading the game catalogue: rows of games with their vendor, their wire shape (GameDto), vendor maintenance. */
import type { GameDto, GameListType, MaintenanceWindowDto } from '@site/platform-contract';
import { IN_HOUSE_VENDOR } from '../db/seed-data';
import type { Deps } from './context';
import { toMajor } from './wallet';

export interface GameRow {
  node_id: number;
  merchant_code: string;
  game_type: GameListType;
  vassalage: string;
  game_code: string;
  game_name: string;
  classify: string | null;
  min_bet_minor: number;
  line_num: number | null;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  open_in: 'iframe' | 'popup';
  /** 1: a visitor may play it for fun (migration 21). */
  fun_mode: 0 | 1;
  vendor_name: string;
  vendor_sort: number;
  maintenance: 0 | 1;
  maintenance_start: number | null;
  maintenance_end: number | null;
}

/** Columns of a game with its vendor, over GAME_JOIN (alias g for games, v for vendors). */
export const GAME_COLUMNS = `g.node_id, g.merchant_code, g.game_type, g.vassalage, g.game_code, g.game_name, g.classify, g.min_bet_minor,
  g.line_num, g.is_hot, g.is_new, g.fun_mode, v.open_in, v.name AS vendor_name, v.sort AS vendor_sort, v.maintenance, v.maintenance_start, v.maintenance_end`;
export const VENDOR_JOIN = 'JOIN vendors v ON v.merchant_code = g.merchant_code AND v.category = g.game_type AND v.vassalage = g.vassalage';
export const GAME_JOIN = `games g ${VENDOR_JOIN}`;

export type ImageSize = 'rx1' | 'rx2';

/** A game's tile on the image CDN: a PNG, as an operator's CDN serves them (routes/cdn.ts). */
export function tilePath(nodeId: number, size: ImageSize = 'rx2'): string {
  return size === 'rx1' ? `/cdn/games/${nodeId}.png` : `/cdn/games/rx2/${nodeId}.png`;
}

export const isLottery = (g: Pick<GameRow, 'game_type'>) => g.game_type === 'LOTT' || g.game_type === 'ELOTT';

/**
 * Whether a trial (free-play, type 4) account may launch the game: the merchant's own in-house games and the lotteries,
 * which cost no vendor anything. Every other vendor takes real accounts only (in_need_true_account). The launch
 * refuses by this rule and every game's wire shape says it (GameDto.trialPlay), so what the site marks and what the
 * launch does cannot differ.
 */
export function trialMayLaunch(g: Pick<GameRow, 'vassalage' | 'game_type'>): boolean {
  return g.vassalage === IN_HOUSE_VENDOR || isLottery(g);
}

export function gameDto(row: GameRow, abs: Deps['abs'], size: ImageSize = 'rx2'): GameDto {
  return {
    nodeId: row.node_id,
    gameId: row.game_code,
    gameName: row.game_name,
    vassalage: row.vassalage,
    gameType: row.game_type,
    isHot: row.is_hot,
    isNew: row.is_new,
    gameClassify: row.classify,
    minBet: toMajor(row.min_bet_minor),
    lineNum: row.line_num,
    imageUrl: abs(tilePath(row.node_id, size)),
    openIn: row.open_in,
    trialPlay: trialMayLaunch(row),
    funMode: row.fun_mode === 1,
  };
}

interface MaintenanceFields {
  vassalage: string;
  maintenance: number;
  maintenance_start: number | null;
  maintenance_end: number | null;
}

/** Under maintenance: flagged, and now inside the window (an unset start or end leaves that side open). */
export function underMaintenance(v: MaintenanceFields, now = Date.now()): boolean {
  return v.maintenance === 1 && (v.maintenance_start === null || v.maintenance_start <= now) && (v.maintenance_end === null || now < v.maintenance_end);
}

/** The refusal's value. An open side is reported as now (start) or a day from now (end): the contract has no open ends. */
export function maintenanceWindow(v: MaintenanceFields, now = Date.now()): MaintenanceWindowDto {
  return {
    vassalage: v.vassalage,
    start: new Date(v.maintenance_start ?? now).toISOString(),
    end: new Date(v.maintenance_end ?? now + 24 * 60 * 60 * 1000).toISOString(),
  };
}
