/**
 * Launching a game and the PVP rooms. A launch hands out a ticket for the sandbox's demo games: the demo lottery for
 * LOTT/ELOTT games, the demo slot for every other game (a PVP room's address comes back as content).
 */
import type { Hono } from 'hono';
import {
  ErrorCode, GameErrorCode, GamesPath, PlatformHeader, type LaunchDto, type PvpRoomDto,
} from '@site/platform-contract';
import { DemoGamePath } from '../demo-game-paths';
import { TRIAL_TYPE } from '../lib/accounts';
import { requireMember, requireMerchant } from '../lib/auth';
import {
  GAME_COLUMNS, GAME_JOIN, isLottery, maintenanceWindow, tilePath, trialMayLaunch, underMaintenance, type GameRow,
} from '../lib/catalogue';
import type { AppEnv, Deps } from '../lib/context';
import { hashToken } from '../lib/crypto';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { createProtection } from '../lib/protection';
import type { Tickets } from '../lib/tickets';
import { optionalNumber, optionalString, readJsonObject, requireOneOf, requireString } from '../lib/validate';
import { createWallet, toMajor } from '../lib/wallet';

/** How a game wants a phone held: the fishing and live tables play across the screen. */
export const orientationOf = (g: { game_type: string }): LaunchDto['orientation'] =>
  g.game_type === 'FISH' || g.game_type === 'LIVE' ? 'landscape' : undefined;

/** backUrl when it is an http(s) address on one of the merchant's hosts; anything else is dropped. */
export function backUrlCheck({ db }: Pick<Deps, 'db'>): (raw: string | undefined, merchantCode: string) => string | null {
  const hostMerchant = db.prepare('SELECT merchant_code FROM merchant_hosts WHERE host = ?').pluck();
  return (raw, merchantCode) => {
    if (!raw) return null;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
    return hostMerchant.get(url.hostname.toLowerCase()) === merchantCode ? url.href : null;
  };
}

const gameNotFound = () => new ApiError(404, GameErrorCode.GAME_NOT_FOUND, 'No such game');

export function registerLaunchRoutes(app: Hono<AppEnv>, deps: Deps, tickets: Tickets): void {
  const { db, abs } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const wallet = createWallet(db);
  const protection = createProtection(deps);
  const byNode = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.node_id = ? AND g.merchant_code = ?`);
  const byCode = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.merchant_code = ? AND g.vassalage = ? AND g.game_code = ?`);
  const lotteryLobby = db.prepare(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_JOIN} WHERE g.merchant_code = ? AND g.vassalage = ? AND g.game_type IN ('LOTT', 'ELOTT')
     ORDER BY g.game_type = 'LOTT' DESC, g.sort LIMIT 1`,
  );
  const roomById = db.prepare('SELECT room_id, node_id, min_bet_minor FROM pvp_rooms WHERE merchant_code = ? AND room_id = ?');
  const recordLaunch = db.prepare('INSERT INTO game_launches (member_id, node_id, launched_at) VALUES (?, ?, ?)');
  const rooms = db.prepare(
    `SELECT r.room_id, r.room_name, r.min_bet_minor, r.players, g.vassalage, g.game_code, g.node_id FROM pvp_rooms r
     JOIN games g ON g.node_id = r.node_id WHERE r.merchant_code = ? AND (? IS NULL OR g.vassalage = ?) ORDER BY g.vassalage, r.sort`,
  );

  const backUrlOf = backUrlCheck(deps);

  app.post(GamesPath.LAUNCH, merchant, member, async (c) => {
    const body = await readJsonObject(c);
    const vassalage = requireString(body, 'vassalage', { max: 40 });
    const nodeId = optionalNumber(body, 'nodeId', { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
    const gameId = optionalString(body, 'gameId', { max: 64 });
    const roomId = optionalString(body, 'roomId', { max: 64 });
    const launchMode = body.launchMode === undefined ? 'GLS' : requireOneOf(body, 'launchMode', ['GLS', 'LOTT'] as const);
    const lottoGameCode = optionalString(body, 'lottoGameCode', { max: 64 });
    const rawBackUrl = optionalString(body, 'backUrl', { min: 0, max: 2000 });
    for (const key of ['platform', 'merchantCode', 'language', 'device', 'lottoArea', 'lottoPrizeMode', 'lottoView'] as const) {
      optionalString(body, key, { min: 0, max: 60 });
    }
    const m = c.get('merchant');
    const me = c.get('member');

    let game: GameRow | undefined;
    let room: { room_id: string; node_id: number; min_bet_minor: number } | undefined;
    if (roomId !== undefined) {
      room = roomById.get(m.code, roomId) as typeof room;
      if (!room) throw gameNotFound();
      game = byNode.get(room.node_id, m.code) as GameRow | undefined;
    } else if (nodeId !== undefined) {
      game = byNode.get(nodeId, m.code) as GameRow | undefined;
    } else if (gameId !== undefined || lottoGameCode !== undefined) {
      game = byCode.get(m.code, vassalage, gameId ?? lottoGameCode) as GameRow | undefined;
    } else if (launchMode === 'LOTT') {
      game = lotteryLobby.get(m.code, vassalage) as GameRow | undefined;
    } else {
      throw badRequest('nodeId, gameId or roomId is required');
    }
    if (!game || game.vassalage !== vassalage) throw gameNotFound();

    if (me.type === TRIAL_TYPE && !trialMayLaunch(game)) {
      throw new ApiError(403, GameErrorCode.IN_NEED_TRUE_ACCOUNT, 'Register a real account to play this game');
    }
    const now = Date.now();
    if (underMaintenance(game, now)) {
      throw new ApiError(409, ErrorCode.VENDOR_UNDER_MAINTENANCE, 'The vendor is under maintenance', maintenanceWindow(game, now));
    }
    const minBet = room ? room.min_bet_minor : game.min_bet_minor;
    // Exclusion, the day's play time, and a loss limit that leaves less than one minimum bet.
    protection.assertPlay(me.id, m.code, minBet);
    if (wallet.balance(me.id) < minBet) {
      throw new ApiError(409, ErrorCode.LAUNCH_GAME_BALANCE_NOT_ENOUGH, 'The balance is below the minimum bet of this game', {
        minBet: toMajor(minBet),
      });
    }

    const ticket = db.transaction(() => {
      recordLaunch.run(me.id, game.node_id, now);
      return tickets.issue({
        memberId: me.id,
        merchantCode: m.code,
        sessionHash: hashToken(c.req.header(PlatformHeader.AUTHORIZATION)!.trim()),
        nodeId: game.node_id,
        roomId: room?.room_id ?? null,
        backUrl: backUrlOf(rawBackUrl, m.code),
      });
    })();
    const url = `${deps.publicUrl}${isLottery(game) ? DemoGamePath.LOTTERY : DemoGamePath.SLOT}?ticket=${ticket}`;
    const orientation = orientationOf(game);
    const value: LaunchDto = {
      ...(room ? { content: url } : { game_url: url }),
      openIn: game.open_in,
      ...(orientation ? { orientation } : {}),
    };
    return ok(c, value);
  });

  app.post(GamesPath.PVP_ROOMS, merchant, member, async (c) => {
    const body = await readJsonObject(c, true);
    const vassalage = optionalString(body, 'vassalage', { max: 40 });
    optionalString(body, 'language', { min: 0, max: 60 });
    const list: PvpRoomDto[] = (
      rooms.all(c.get('merchant').code, vassalage ?? null, vassalage ?? null) as {
        room_id: string; room_name: string; min_bet_minor: number; players: number; vassalage: string; game_code: string; node_id: number;
      }[]
    ).map((r) => ({
      roomId: r.room_id,
      roomName: r.room_name,
      vassalage: r.vassalage,
      gameId: r.game_code,
      minBet: toMajor(r.min_bet_minor),
      players: r.players,
      imageUrl: abs(tilePath(r.node_id)),
    }));
    return ok(c, { list });
  });
}

