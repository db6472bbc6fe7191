/** Home page lottery and winners calls: popular lotteries, opened VN numbers, the member's recent VN games, the winners board. */
import type { Hono } from 'hono';
import {
  GamesPath, type LotteryGameDto, type OpenedNumbersDto, type PopularLotteryDto, type WinnerDto,
} from '@site/platform-contract';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { badRequest, ok } from '../lib/envelope';
import { scheduleOf, type Lottery } from '../lib/lottery';
import { optionalNumber, queryInt, readJsonObject } from '../lib/validate';
import { toMajor } from '../lib/wallet';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** A win is on the board when it paid at least this many times the stake. */
const BIG_WIN_FACTOR = 10;

/** "player1" → "pl***1"; short names keep only their first character. */
export function maskUsername(username: string): string {
  const chars = [...username];
  return chars.length <= 3 ? `${chars[0] ?? ''}***` : `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export function registerLotteryRoutes(app: Hono<AppEnv>, deps: Deps, lottery: Lottery): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const lotteryGames = db.prepare(
    `SELECT game_code, game_name, vassalage FROM games WHERE merchant_code = ? AND game_type IN ('LOTT', 'ELOTT')
     ORDER BY is_hot DESC, game_type = 'LOTT' DESC, sort`,
  );
  const vnGames = db.prepare(
    `SELECT g.game_code, g.game_name, g.vassalage FROM lottery_games g JOIN lottery_menus m ON m.id = g.menu_id
     WHERE m.merchant_code = ? AND m.group_code = 'VN' ORDER BY m.sort, g.sort`,
  );
  const opened = db.prepare(
    `SELECT game_code, draw_no, numbers, drawn_at FROM lottery_draws WHERE game_code IN (SELECT value FROM json_each(?))
     ORDER BY drawn_at DESC, id DESC LIMIT ?`,
  );
  const recentVn = db.prepare(
    `SELECT g.game_code, MAX(l.id) AS last FROM game_launches l JOIN games g ON g.node_id = l.node_id
     WHERE l.member_id = ? AND g.merchant_code = ? AND g.game_type = 'LOTT' GROUP BY g.game_code ORDER BY last DESC`,
  );
  const winners = db.prepare(
    `SELECT m.username, g.game_name, b.payout_minor, COALESCE(b.settled_at, b.created_at) AS at FROM bets b
     JOIN members m ON m.id = b.member_id JOIN games g ON g.node_id = b.node_id
     WHERE b.merchant_code = ? AND b.status = 'settled' AND b.payout_minor >= b.stake_minor * ${BIG_WIN_FACTOR}
     ORDER BY b.payout_minor DESC, at DESC, b.id DESC LIMIT ?`,
  );

  app.get(GamesPath.POPULAR_LOTTERIES, merchant, (c) => {
    const count = queryInt(c.req.query('count'), 'count', 20, 1, 50);
    const prizeMode = c.req.query('prizeMode');
    if (prizeMode !== undefined && prizeMode !== '' && !(PRIZE_MODES as readonly string[]).includes(prizeMode)) {
      throw badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`);
    }
    const now = Date.now();
    const list: PopularLotteryDto[] = [];
    for (const g of lotteryGames.all(c.get('merchant').code) as { game_code: string; game_name: string; vassalage: string }[]) {
      const schedule = scheduleOf(g.game_code);
      const last = schedule && lottery.lastDraw(g.game_code);
      if (!schedule || !last || (prizeMode && schedule.prizeMode !== prizeMode)) continue;
      list.push({
        gameCode: g.game_code,
        gameName: g.game_name,
        vassalage: g.vassalage,
        prizeMode: schedule.prizeMode,
        lastNumbers: last.numbers,
        nextDrawAt: new Date(lottery.nextDrawAt(g.game_code, now)).toISOString(),
      });
      if (list.length === count) break;
    }
    return ok(c, { list });
  });

  app.get(GamesPath.VN_NUMBERS_OPENED, merchant, (c) => {
    const count = queryInt(c.req.query('count'), 'count', 100, 1, 200);
    const games = vnGames.all(c.get('merchant').code) as { game_code: string; game_name: string }[];
    const names = new Map(games.map((g) => [g.game_code, g.game_name]));
    const rows = opened.all(JSON.stringify([...names.keys()]), count) as { game_code: string; draw_no: string; numbers: string; drawn_at: number }[];
    const list: OpenedNumbersDto[] = rows.map((r) => ({
      gameCode: r.game_code,
      gameName: names.get(r.game_code)!,
      drawNo: r.draw_no,
      numbers: r.numbers,
      openedAt: new Date(r.drawn_at).toISOString(),
    }));
    return ok(c, { list });
  });

  app.get(GamesPath.VN_RECENT, merchant, requireMember(deps), (c) => {
    const m = c.get('merchant').code;
    const vn = new Map((vnGames.all(m) as { game_code: string; game_name: string; vassalage: string }[]).map((g) => [g.game_code, g]));
    const list: LotteryGameDto[] = (recentVn.all(c.get('member').id, m) as { game_code: string }[])
      .map((r) => vn.get(r.game_code))
      .filter((g) => g !== undefined)
      .map((g) => ({ gameCode: g.game_code, gameName: g.game_name, vassalage: g.vassalage }));
    return ok(c, { list });
  });

  app.post(GamesPath.RANK_LIST, merchant, async (c) => {
    const body = await readJsonObject(c, true);
    const count = Math.min(optionalNumber(body, 'count', { min: 1, max: 1_000, integer: true }) ?? 20, 50);
    const list: WinnerDto[] = (
      winners.all(c.get('merchant').code, count) as { username: string; game_name: string; payout_minor: number; at: number }[]
    ).map((w) => ({ username: maskUsername(w.username), gameName: w.game_name, amount: toMajor(w.payout_minor), at: new Date(w.at).toISOString() }));
    return ok(c, { list });
  });
}
