/**
 * Game catalogue calls: vendors per category, game types per vendor, lottery menus (navigation); the game list with
 * its filters, hot games, recent games and favourites.
 */
import type { Statement } from 'better-sqlite3';
import type { Hono } from 'hono';
import {
  GAME_CATEGORIES, GAME_LIST_TYPES, GAME_PAGE_SIZE, GameErrorCode, GamesPath, type FavouriteListDto,
  type GameDto, type GameListDto, type GameListType, type GameMenusDto, type SortingVendorDto, type VendorGameTypesDto,
} from '@site/platform-contract';
import { requireMember, requireMerchant } from '../lib/auth';
import { GAME_COLUMNS, GAME_JOIN, VENDOR_JOIN, gameDto, underMaintenance, type GameRow, type ImageSize } from '../lib/catalogue';
import type { AppEnv, Deps } from '../lib/context';
import { VN_LOTTERY_GROUP } from '../lib/lottery';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { optionalNumber, optionalString, readJsonObject, requireNumber, requireOneOf, requireString, type Json } from '../lib/validate';

interface VendorRow {
  category: GameListType;
  vassalage: string;
  name: string;
  maintenance: 0 | 1;
  maintenance_start: number | null;
  maintenance_end: number | null;
}

const MAX_PAGE_SIZE = 100;
const HOT_LIMIT = 20;
const RECENT_LIMIT = 20;
/** "1 yuan or more": the threshold of the minimum-bet filter, in minor units. */
const MIN_BET_FILTER_MINOR = 100;

function optionalOneOf<T extends string>(o: Json, key: string, allowed: readonly T[]): T | undefined {
  return o[key] === undefined || o[key] === null ? undefined : requireOneOf(o, key, allowed);
}

/** pageNo and pageSize of a paged request: whole numbers, pageSize capped at 100. */
function paging(body: Json): { pageNo: number; pageSize: number } {
  const pageNo = optionalNumber(body, 'pageNo', { min: 1, max: 100_000, integer: true }) ?? 1;
  const pageSize = Math.min(optionalNumber(body, 'pageSize', { min: 1, max: 100_000, integer: true }) ?? GAME_PAGE_SIZE, MAX_PAGE_SIZE);
  return { pageNo, pageSize };
}

export function registerGameRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, abs } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const vendors = db.prepare(
    'SELECT category, vassalage, name, maintenance, maintenance_start, maintenance_end FROM vendors WHERE merchant_code = ? ORDER BY sort',
  );
  const menus = db.prepare('SELECT id, group_code, label_name FROM lottery_menus WHERE merchant_code = ? ORDER BY sort');
  const games = db.prepare('SELECT game_code, game_name, vassalage FROM lottery_games WHERE menu_id = ? ORDER BY sort');

  app.post(GamesPath.VENDORS, merchant, async (c) => {
    const body = await readJsonObject(c);
    requireString(body, 'platform', { max: 60 });
    const rows = vendors.all(c.get('merchant').code) as VendorRow[];
    const now = Date.now();
    const value: SortingVendorDto[] = GAME_CATEGORIES.map((gameCategory) => ({
      gameCategory,
      vendors: rows
        .filter((r) => r.category === gameCategory)
        .map((r) => ({
          vassalage: r.vassalage,
          name: r.name,
          logoUrl: abs(`/cdn/vendors/${r.vassalage}.png`),
          maintenance: underMaintenance(r, now) ? (1 as const) : (0 as const),
        })),
    })).filter((s) => s.vendors.length > 0);
    return ok(c, value);
  });

  // The types a vendor has games of, from the catalogue itself: the in-house vendor and the lotteries too.
  const vendorTypes = db.prepare(
    `SELECT vassalage, game_type FROM games WHERE merchant_code = ? AND (? IS NULL OR vassalage = ?)
     GROUP BY vassalage, game_type ORDER BY MIN(node_id)`,
  );

  app.post(GamesPath.VENDOR_GAME_TYPES, merchant, member, async (c) => {
    const body = await readJsonObject(c, true);
    const only = optionalString(body, 'vassalage', { max: 40 }) ?? null;
    const byVendor = new Map<string, GameListType[]>();
    for (const r of vendorTypes.all(c.get('merchant').code, only, only) as { vassalage: string; game_type: GameListType }[]) {
      byVendor.set(r.vassalage, [...(byVendor.get(r.vassalage) ?? []), r.game_type]);
    }
    const value: VendorGameTypesDto[] = [...byVendor].map(([vassalage, types]) => ({
      vassalage,
      gameTypes: GAME_LIST_TYPES.filter((t) => types.includes(t)),
    }));
    return ok(c, value);
  });

  const menusDto = (rows: { id: number; group_code: string; label_name: string }[]): GameMenusDto => ({
    gameMenus: rows.map((m) => ({
      gameGroupCode: m.group_code,
      labelName: m.label_name,
      games: (games.all(m.id) as { game_code: string; game_name: string; vassalage: string }[]).map((g) => ({
        gameCode: g.game_code,
        gameName: g.game_name,
        vassalage: g.vassalage,
      })),
    })),
  });
  type MenuRow = { id: number; group_code: string; label_name: string };

  app.get(GamesPath.GAME_MENUS, merchant, (c) => ok(c, menusDto(menus.all(c.get('merchant').code) as MenuRow[])));

  // The Vietnamese lottery's own menu: its group of the merchant's lottery menus.
  app.get(GamesPath.VN_GAME_MENU, merchant, (c) =>
    ok(c, menusDto((menus.all(c.get('merchant').code) as MenuRow[]).filter((m) => m.group_code === VN_LOTTERY_GROUP))),
  );

  // ——— the game list

  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string): Statement<unknown[]> => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const scope = db.prepare(
    `SELECT COALESCE(MAX(min_bet_minor >= ${MIN_BET_FILTER_MINOR}), 0) AS high, COALESCE(MAX(min_bet_minor < ${MIN_BET_FILTER_MINOR}), 0) AS low,
            COALESCE(MAX(line_num IS NOT NULL), 0) AS lines
     FROM games WHERE merchant_code = ? AND game_type = ? AND (? IS NULL OR vassalage = ?)`,
  );
  const classifies = db.prepare(
    `SELECT classify FROM games WHERE merchant_code = ? AND game_type = ? AND vassalage = ? AND classify IS NOT NULL
     GROUP BY classify ORDER BY MIN(sort)`,
  ).pluck();

  app.post(GamesPath.GAME_LIST, merchant, async (c) => {
    const body = await readJsonObject(c);
    const gameType = requireOneOf(body, 'gameType', GAME_LIST_TYPES);
    const vassalage = optionalString(body, 'vassalage', { max: 40 });
    const classify = optionalString(body, 'gameClassify', { max: 40 });
    const name = optionalString(body, 'gameName', { min: 0, max: 100 })?.trim().toLowerCase();
    const minBet = optionalNumber(body, 'minBet', { min: 0, max: 1_000_000 });
    const minLineNum = optionalNumber(body, 'minLineNum', { min: 0, max: 100_000, integer: true });
    const onlyNew = optionalNumber(body, 'isNew', { min: 0, max: 1, integer: true });
    const imgSize: ImageSize = optionalOneOf(body, 'imgSize', ['rx1', 'rx2'] as const) ?? 'rx2';
    for (const key of ['platform', 'channel', 'merchant', 'language'] as const) optionalString(body, key, { min: 0, max: 60 });
    const { pageNo, pageSize } = paging(body);
    const code = c.get('merchant').code;

    const conditions: [string, string | number][] = [['g.merchant_code = ?', code], ['g.game_type = ?', gameType]];
    if (vassalage) conditions.push(['g.vassalage = ?', vassalage]);
    if (classify) conditions.push(['g.classify = ?', classify]);
    if (name) conditions.push(['instr(lower(g.game_name), ?) > 0', name]);
    if (minBet) conditions.push(['g.min_bet_minor >= ?', Math.ceil(minBet * 100 - 1e-6)]);
    if (minLineNum) conditions.push(['g.line_num >= ?', minLineNum]);
    if (onlyNew === 1) conditions.push(['g.is_new = ?', 1]);
    const filter = conditions.map(([sql]) => sql).join(' AND ');
    const params = conditions.map(([, param]) => param);
    const totalCount = prepared(`SELECT COUNT(*) FROM ${GAME_JOIN} WHERE ${filter}`).pluck().get(...params) as number;
    const rows = prepared(
      `SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE ${filter} ORDER BY g.is_hot DESC, g.game_name COLLATE NOCASE, g.node_id LIMIT ? OFFSET ?`,
    ).all(...params, pageSize, (pageNo - 1) * pageSize) as GameRow[];
    const s = scope.get(code, gameType, vassalage ?? null, vassalage ?? null) as { high: number; low: number; lines: number };
    const value: GameListDto = {
      games: rows.map((r) => gameDto(r, abs, imgSize)),
      totalPages: Math.ceil(totalCount / pageSize),
      totalCount,
      classifies: vassalage ? (classifies.all(code, gameType, vassalage) as string[]) : [],
      // A filter applies where it tells games apart: bets on both sides of 1, or line counts.
      filters: { minBet: s.high === 1 && s.low === 1, lines: s.lines === 1 },
    };
    return ok(c, value);
  });

  // ——— hot games: a few from every vendor rather than all of the first one

  const hot = db.prepare(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.merchant_code = ? AND g.is_hot = 1 AND (? IS NULL OR g.vassalage = ?)`,
  );

  app.post(GamesPath.HOT_GAMES, merchant, async (c) => {
    const body = await readJsonObject(c, true);
    const vassalage = optionalString(body, 'vassalage', { max: 40 });
    for (const key of ['merchantCode', 'platform', 'language'] as const) optionalString(body, key, { min: 0, max: 60 });
    const rank = (r: GameRow) => GAME_LIST_TYPES.indexOf(r.game_type) * 1_000 + r.vendor_sort;
    const rows = (hot.all(c.get('merchant').code, vassalage ?? null, vassalage ?? null) as GameRow[]).sort(
      (a, b) => rank(a) - rank(b) || a.node_id - b.node_id,
    );
    const lanes = new Map<string, GameRow[]>();
    for (const r of rows) {
      const key = `${r.game_type}/${r.vassalage}`;
      lanes.set(key, [...(lanes.get(key) ?? []), r]);
    }
    const list: GameDto[] = [];
    for (let i = 0; list.length < HOT_LIMIT && i < rows.length; i++) {
      for (const lane of lanes.values()) {
        const r = lane[i];
        if (r && list.length < HOT_LIMIT) list.push(gameDto(r, abs));
      }
    }
    return ok(c, { list });
  });

  // ——— recent games (from launches) and favourites: the member's own

  const recent = db.prepare(
    `SELECT ${GAME_COLUMNS}, MAX(l.id) AS last FROM game_launches l JOIN games g ON g.node_id = l.node_id ${VENDOR_JOIN}
     WHERE l.member_id = ? AND g.merchant_code = ? AND (? IS NULL OR g.vassalage = ?)
     GROUP BY g.node_id ORDER BY last DESC LIMIT ${RECENT_LIMIT}`,
  );

  app.post(GamesPath.RECENT_GAMES, merchant, member, async (c) => {
    const body = await readJsonObject(c, true);
    const vassalage = optionalString(body, 'vassalage', { max: 40 });
    optionalString(body, 'language', { min: 0, max: 60 });
    const rows = recent.all(c.get('member').id, c.get('merchant').code, vassalage ?? null, vassalage ?? null) as GameRow[];
    return ok(c, { list: rows.map((r) => gameDto(r, abs)), totalPages: rows.length > 0 ? 1 : 0 });
  });

  const favouriteIds = db.prepare('SELECT node_id FROM favourite_games WHERE member_id = ? ORDER BY created_at DESC, rowid DESC').pluck();
  const favouriteCount = db.prepare(
    `SELECT COUNT(*) FROM favourite_games f JOIN games g ON g.node_id = f.node_id WHERE f.member_id = ? AND g.game_type = ?`,
  ).pluck();
  const favouritePage = db.prepare(
    `SELECT ${GAME_COLUMNS} FROM favourite_games f JOIN games g ON g.node_id = f.node_id ${VENDOR_JOIN}
     WHERE f.member_id = ? AND g.game_type = ? ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`,
  );
  const gameOfMerchant = db.prepare('SELECT vassalage, game_type FROM games WHERE node_id = ? AND merchant_code = ?');
  const addFavourite = db.prepare('INSERT OR IGNORE INTO favourite_games (member_id, node_id, created_at) VALUES (?, ?, ?)');
  const removeFavourite = db.prepare('DELETE FROM favourite_games WHERE member_id = ? AND node_id = ?');

  app.post(GamesPath.FAVOURITE_IDS, merchant, member, async (c) => {
    await readJsonObject(c, true);
    return ok(c, favouriteIds.all(c.get('member').id) as number[]);
  });

  app.post(GamesPath.FAVOURITE_LIST, merchant, member, async (c) => {
    const body = await readJsonObject(c, true);
    // One type's list: the client names it (its default is FAVOURITES_DEFAULT_TYPE), the platform does not guess.
    const gameType = requireOneOf(body, 'gameType', GAME_LIST_TYPES);
    for (const key of ['platform', 'language'] as const) optionalString(body, key, { min: 0, max: 60 });
    const { pageNo, pageSize } = paging(body);
    const id = c.get('member').id;
    const total = favouriteCount.get(id, gameType) as number;
    const rows = favouritePage.all(id, gameType, pageSize, (pageNo - 1) * pageSize) as GameRow[];
    const value: FavouriteListDto = { content: rows.map((r) => gameDto(r, abs)), totalPages: Math.ceil(total / pageSize) };
    return ok(c, value);
  });

  /** The toggle body: nodeId, vendor and gameType, which must all be one game's of the merchant. → its node id. */
  const toggledGame = (body: Json, merchantCode: string): number => {
    const nodeId = requireNumber(body, 'nodeId', { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
    const vendor = requireString(body, 'vendor', { max: 40 });
    const gameType = requireOneOf(body, 'gameType', GAME_LIST_TYPES);
    const game = gameOfMerchant.get(nodeId, merchantCode) as { vassalage: string; game_type: GameListType } | undefined;
    if (!game) throw new ApiError(404, GameErrorCode.GAME_NOT_FOUND, 'No such game');
    if (game.vassalage !== vendor) throw badRequest('vendor is not the game’s vendor');
    if (game.game_type !== gameType) throw badRequest('gameType is not the game’s type');
    return nodeId;
  };

  app.post(GamesPath.FAVOURITE_ADD, merchant, member, async (c) => {
    const nodeId = toggledGame(await readJsonObject(c), c.get('merchant').code);
    const id = c.get('member').id;
    addFavourite.run(id, nodeId, Date.now());
    return ok(c, favouriteIds.all(id) as number[]);
  });

  app.post(GamesPath.FAVOURITE_REMOVE, merchant, member, async (c) => {
    const nodeId = toggledGame(await readJsonObject(c), c.get('merchant').code);
    const id = c.get('member').id;
    removeFavourite.run(id, nodeId);
    return ok(c, favouriteIds.all(id) as number[]);
  });
}
