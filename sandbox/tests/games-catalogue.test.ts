/** @jest-environment node */
import {
  GAME_LIST_TYPES, GAME_PAGE_SIZE, GamesPath, type FavouriteListDto, type GameDto, type SortingVendorDto, type VendorGameTypesDto,
} from '@site/platform-contract';
import { gameList, launch } from './game-helpers';
import { call, makeSandbox, PUBLIC_URL, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const MERCHANTS = ['demo', 'vn88', 'ph'] as const;

/** Every game of a list, over all its pages. */
async function allGames(merchant: string, body: Parameters<typeof gameList>[2]): Promise<GameDto[]> {
  const first = await gameList(app, merchant, { ...body, pageSize: 100 });
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page++) games.push(...(await gameList(app, merchant, { ...body, pageSize: 100, pageNo: page })).games);
  expect(games).toHaveLength(first.totalCount);
  return games;
}

describe('the catalogue', () => {
  it('has at least 300 games over at least 20 vendors and every category on demo; every merchant has its vendors’ games', async () => {
    const demo = (await Promise.all(GAME_LIST_TYPES.map((gameType) => allGames('demo', { gameType })))).flat();
    expect(demo.length).toBeGreaterThanOrEqual(300);
    expect(new Set(demo.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(20);
    for (const type of GAME_LIST_TYPES) expect([type, demo.filter((g) => g.gameType === type).length > 0]).toEqual([type, true]);
    expect(new Set(demo.map((g) => g.nodeId)).size).toBe(demo.length);
    expect(demo.filter((g) => g.gameType === 'INHOUSE').every((g) => g.vassalage === 'SBX')).toBe(true);

    for (const merchant of MERCHANTS) {
      const nav = (await call<SortingVendorDto[]>(app, 'POST', '/wps/relay/GCSGAME_newGameVendor', { merchant, body: { platform: 'html5-desktop' } }))
        .json.value!;
      for (const { gameCategory, vendors } of nav) {
        for (const v of vendors) {
          const list = await gameList(app, merchant, { gameType: gameCategory, vassalage: v.vassalage });
          expect([merchant, gameCategory, v.vassalage, list.totalCount > 0]).toEqual([merchant, gameCategory, v.vassalage, true]);
        }
      }
      expect((await gameList(app, merchant, { gameType: 'INHOUSE' })).totalCount).toBeGreaterThan(0);
      const hot = app.db.prepare('SELECT COUNT(*) FROM games WHERE merchant_code = ? AND is_hot = 1').pluck().get(merchant) as number;
      expect([merchant, hot >= 20]).toEqual([merchant, true]);
    }
  });

  it('is the same on every seed (names and codes are generated deterministically)', () => {
    const other = makeSandbox({ drawTimer: false });
    try {
      const rows = (a: typeof app) => a.db.prepare('SELECT node_id, game_code, game_name, min_bet_minor, line_num, is_hot FROM games ORDER BY node_id').all();
      expect(rows(other.app)).toEqual(rows(app));
    } finally {
      other.cleanup();
    }
  });

  it('has one lobby per sports and e-sports vendor, named after it', async () => {
    for (const gameType of ['SPORTS', 'ESPORTS'] as const) {
      const games = await allGames('demo', { gameType });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.gameName.endsWith(' lobby'))).toBe(true);
      expect(new Set(games.map((g) => g.vassalage)).size).toBe(games.length);
    }
    expect((await gameList(app, 'demo', { gameType: 'SPORTS', vassalage: 'SABA' })).games.map((g) => g.gameName)).toEqual(['SABA Sports lobby']);
  });

  it('marks EVO as opening in a popup, the others in a frame', async () => {
    expect((await allGames('demo', { gameType: 'LIVE', vassalage: 'EVO' })).every((g) => g.openIn === 'popup')).toBe(true);
    expect((await allGames('demo', { gameType: 'LIVE', vassalage: 'DG' })).every((g) => g.openIn === 'iframe')).toBe(true);
  });
});

describe('the game list', () => {
  it('pages by 28, hot games first then by name, pageSize capped at 100', async () => {
    const first = await gameList(app, 'demo', { gameType: 'RNG' });
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first.totalCount).toBe(240);
    expect(first.totalPages).toBe(Math.ceil(240 / GAME_PAGE_SIZE));
    const last = await gameList(app, 'demo', { gameType: 'RNG', pageNo: first.totalPages });
    expect(last.games).toHaveLength(240 - (first.totalPages - 1) * GAME_PAGE_SIZE);
    expect((await gameList(app, 'demo', { gameType: 'RNG', pageNo: first.totalPages + 1 })).games).toEqual([]);
    expect((await gameList(app, 'demo', { gameType: 'RNG', pageSize: 500 })).games).toHaveLength(100);

    const all = await allGames('demo', { gameType: 'RNG' });
    const hotCount = all.filter((g) => g.isHot === 1).length;
    expect(all.slice(0, hotCount).every((g) => g.isHot === 1)).toBe(true);
    const byName = (list: GameDto[]) => list.map((g) => g.gameName.toLowerCase());
    const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(byName(all.slice(0, hotCount))).toEqual(sorted(byName(all.slice(0, hotCount))));
    expect(byName(all.slice(hotCount))).toEqual(sorted(byName(all.slice(hotCount))));
  });

  it('narrows with every filter', async () => {
    const base = await gameList(app, 'demo', { gameType: 'RNG' });
    const cases: [Parameters<typeof gameList>[2], (g: GameDto) => boolean][] = [
      [{ vassalage: 'PG' }, (g) => g.vassalage === 'PG'],
      [{ vassalage: 'PG', gameClassify: 'table' }, (g) => g.vassalage === 'PG' && g.gameClassify === 'table'],
      [{ gameName: 'DRAGON' }, (g) => g.gameName.toLowerCase().includes('dragon')],
      [{ gameName: 'ragon Tr' }, (g) => g.gameName.includes('ragon Tr')],
      [{ minBet: 1 }, (g) => g.minBet >= 1],
      [{ minLineNum: 25 }, (g) => g.lineNum !== null && g.lineNum >= 25],
      [{ minBet: 1, minLineNum: 25, vassalage: 'PP' }, (g) => g.minBet >= 1 && (g.lineNum ?? 0) >= 25 && g.vassalage === 'PP'],
    ];
    const all = await allGames('demo', { gameType: 'RNG' });
    for (const [filter, keep] of cases) {
      const games = await allGames('demo', { gameType: 'RNG', ...filter });
      const label = JSON.stringify(filter);
      expect([label, games.length > 0, games.length < base.totalCount]).toEqual([label, true, true]);
      expect([label, games.map((g) => g.nodeId).sort()]).toEqual([label, all.filter(keep).map((g) => g.nodeId).sort()]);
    }
    const lower = await gameList(app, 'demo', { gameType: 'RNG', gameName: 'dragon' });
    expect(lower.totalCount).toBe((await gameList(app, 'demo', { gameType: 'RNG', gameName: 'dRaGoN' })).totalCount);
    expect((await gameList(app, 'demo', { gameType: 'RNG', gameName: 'no such game at all' })).totalCount).toBe(0);
  });

  it('answers the chosen vendor’s classify tabs and which filters apply', async () => {
    const pg = await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG' });
    expect(pg.classifies).toEqual(['slots', 'table', 'jackpot']);
    expect(pg.filters).toEqual({ minBet: true, lines: true });
    expect((await gameList(app, 'demo', { gameType: 'RNG' })).classifies).toEqual([]);
    expect((await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'NETENT' })).classifies).toEqual([]);
    expect((await gameList(app, 'demo', { gameType: 'LIVE', vassalage: 'EVO' })).classifies.length).toBeGreaterThan(1);
    expect((await gameList(app, 'demo', { gameType: 'LIVE' })).filters).toEqual({ minBet: false, lines: false });
    expect((await gameList(app, 'demo', { gameType: 'FISH' })).filters).toEqual({ minBet: true, lines: false });
  });

  it('answers tile images at both sizes and validates the request', async () => {
    const rx2 = (await gameList(app, 'demo', { gameType: 'RNG' })).games[0]!;
    expect(rx2.imageUrl).toBe(`${PUBLIC_URL}/cdn/games/rx2/${rx2.nodeId}.png`);
    const rx1 = (await gameList(app, 'demo', { gameType: 'RNG', imgSize: 'rx1' })).games[0]!;
    expect(rx1.imageUrl).toBe(`${PUBLIC_URL}/cdn/games/${rx1.nodeId}.png`);
    // Raster tiles, as an operator's CDN serves them: a PNG of each size's side.
    for (const [url, side] of [[rx1.imageUrl, 150], [rx2.imageUrl, 300]] as const) {
      const res = await app.request(url.replace(PUBLIC_URL, ''));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([side, side]);
    }
    // The same game draws the same tile; another game another.
    const again = Buffer.from(await (await app.request(rx2.imageUrl.replace(PUBLIC_URL, ''))).arrayBuffer());
    const other = (await gameList(app, 'demo', { gameType: 'RNG' })).games[1]!;
    const otherTile = Buffer.from(await (await app.request(other.imageUrl.replace(PUBLIC_URL, ''))).arrayBuffer());
    expect(again.equals(Buffer.from(await (await app.request(rx2.imageUrl.replace(PUBLIC_URL, ''))).arrayBuffer()))).toBe(true);
    expect(again.equals(otherTile)).toBe(false);
    // The SVG addresses of earlier seeds still answer, with the name drawn in, escaped.
    const svg = await (await app.request(`/cdn/games/${rx1.nodeId}.svg`)).text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(rx1.gameName.split(' ')[0]);
    expect(await (await app.request(`/cdn/games/rx2/${rx2.nodeId}.svg`)).text()).toContain("width='300'");
    app.db.prepare("UPDATE games SET game_name = '<b>&\"x''</b>' WHERE node_id = ?").run(rx1.nodeId);
    const hostile = await (await app.request(`/cdn/games/${rx1.nodeId}.svg`)).text();
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('&#60;b&#62;&#38;&#34;x&#39;&#60;/b&#62;');
    app.db.prepare('UPDATE games SET game_name = ? WHERE node_id = ?').run(rx1.gameName, rx1.nodeId);
    for (const path of ['/cdn/games/999999.svg', '/cdn/games/999999.png', '/cdn/games/rx2/0.png', '/cdn/games/x.png', '/cdn/games/rx3/1.png', '/cdn/games/1.gif']) {
      expect([path, (await app.request(path)).status]).toEqual([path, 404]);
    }

    const bad = (body: object) => call(app, 'POST', '/wps/relay/GCSGAME_gameList', { merchant: 'demo', body: { gameType: 'RNG', pageNo: 1, pageSize: 28, ...body } });
    for (const body of [{ gameType: 'NOPE' }, { pageNo: 0 }, { pageSize: 'x' }, { minBet: '1' }, { minLineNum: 2.5 }, { imgSize: 'rx9' }, { gameName: 7 }]) {
      expect([body, (await bad(body)).status]).toEqual([body, 400]);
    }
    expect((await call(app, 'POST', '/wps/relay/GCSGAME_gameList', { body: { gameType: 'RNG' } })).status).toBe(400);
  });
});

describe('the lobby rows', () => {
  it('marks the last two games of each vendor’s slots, live, fishing and poker lists new, and lists those alone on request', async () => {
    const slots = await allGames('demo', { gameType: 'RNG', vassalage: 'PG' });
    expect(slots.filter((g) => g.isNew === 1).map((g) => g.gameId).sort()).toEqual(
      app.db.prepare("SELECT game_code FROM games WHERE merchant_code = 'demo' AND game_type = 'RNG' AND vassalage = 'PG' ORDER BY sort DESC LIMIT 2").pluck().all().sort(),
    );
    const fresh = await allGames('demo', { gameType: 'RNG', isNew: 1 });
    const rngVendors = app.db.prepare("SELECT COUNT(DISTINCT vassalage) FROM games WHERE merchant_code = 'demo' AND game_type = 'RNG'").pluck().get() as number;
    expect(fresh).toHaveLength(rngVendors * 2);
    expect(fresh.every((g) => g.isNew === 1 && g.gameType === 'RNG')).toBe(true);
    expect((await gameList(app, 'demo', { gameType: 'SPORTS', isNew: 1 })).totalCount).toBe(0);
    expect((await call(app, 'POST', '/wps/relay/GCSGAME_gameList', { merchant: 'demo', body: { gameType: 'RNG', isNew: 2 } })).status).toBe(400);
  });

  it('lists a classify tab across every vendor (the jackpot row)', async () => {
    const jackpots = await allGames('demo', { gameType: 'RNG', gameClassify: 'jackpot' });
    expect(new Set(jackpots.map((g) => g.vassalage))).toEqual(new Set(['PG', 'PP']));
    expect(jackpots.every((g) => g.gameClassify === 'jackpot')).toBe(true);
  });
});

describe('game types per vendor', () => {
  const typesOf = (token: string | undefined, body?: object) =>
    call<VendorGameTypesDto[]>(app, 'POST', GamesPath.VENDOR_GAME_TYPES, { merchant: 'demo', token, body });

  it('lists each vendor’s game types from its games, for a member (spec §7 "GCSGAME_getVassGameType (token)")', async () => {
    const token = await tokenFor(app, 'demo');
    const all = (await typesOf(token, {})).json.value!;
    const demo = (await Promise.all(GAME_LIST_TYPES.map((gameType) => allGames('demo', { gameType })))).flat();
    // Exactly the types each vendor has games of, in GAME_LIST_TYPES order.
    const expected = new Map<string, string[]>();
    for (const g of demo) expected.set(g.vassalage, [...new Set([...(expected.get(g.vassalage) ?? []), g.gameType])]);
    expect(Object.fromEntries(all.map((v) => [v.vassalage, v.gameTypes]))).toEqual(
      Object.fromEntries([...expected].map(([vendor, types]) => [vendor, GAME_LIST_TYPES.filter((t) => types.includes(t))])),
    );
    expect(all.find((v) => v.vassalage === 'JDB')!.gameTypes).toEqual(['FISH', 'RNG']);
    expect(all.find((v) => v.vassalage === 'SBX')!.gameTypes).toEqual(['INHOUSE']);

    expect((await typesOf(token, { vassalage: 'CQ9' })).json.value).toEqual([{ vassalage: 'CQ9', gameTypes: ['FISH', 'RNG'] }]);
    expect((await typesOf(token, { vassalage: 'PG' })).json.value).toEqual([{ vassalage: 'PG', gameTypes: ['RNG'] }]);
    expect((await typesOf(token, { vassalage: 'NOPE' })).json.value).toEqual([]);
    // Another merchant's catalogue: vn88 has JDB's fishing games only.
    const vn = await tokenFor(app, 'vn88');
    const vnJdb = await call<VendorGameTypesDto[]>(app, 'POST', GamesPath.VENDOR_GAME_TYPES, { merchant: 'vn88', token: vn, body: { vassalage: 'JDB' } });
    expect(vnJdb.json.value).toEqual([{ vassalage: 'JDB', gameTypes: ['FISH'] }]);
  });

  it('needs a token, and refuses a malformed vendor', async () => {
    expect((await typesOf(undefined, {})).status).toBe(401);
    expect((await typesOf('not-a-token', {})).status).toBe(401);
    const token = await tokenFor(app, 'demo');
    for (const body of [{ vassalage: 7 }, { vassalage: 'x'.repeat(41) }]) expect((await typesOf(token, body)).status).toBe(400);
  });
});

describe('hot, recent and favourite games', () => {
  it('answers at most 20 hot games spread over the vendors, or one vendor’s', async () => {
    const hot = (await call<{ list: GameDto[] }>(app, 'POST', '/wps/relay/GCSGAME_hotGamesV2', {
      merchant: 'demo',
      body: { merchantCode: 'demo', isPlatform: 2, platform: 'html5-desktop', language: 'en' },
    })).json.value!.list;
    expect(hot).toHaveLength(20);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(new Set(hot.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(10);
    const pg = (await call<{ list: GameDto[] }>(app, 'POST', '/wps/relay/GCSGAME_hotGamesV2', { merchant: 'demo', body: { vassalage: 'PG' } }))
      .json.value!.list;
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((g) => g.vassalage === 'PG' && g.isHot === 1)).toBe(true);
    expect((await call<{ list: GameDto[] }>(app, 'POST', '/wps/relay/GCSGAME_hotGamesV2', { merchant: 'ph', body: {} })).json.value!.list.length)
      .toBe(20);
  });

  it('keeps favourites per member, idempotently, newest first', async () => {
    const token = await tokenFor(app, 'demo');
    const ids = async () => (await call<number[]>(app, 'POST', '/wps/relay/MCSFE_getFavoriteGames', { merchant: 'demo', token, body: {} })).json.value!;
    const seeded = await ids();
    expect(seeded.length).toBeGreaterThan(0);
    const game = (await gameList(app, 'demo', { gameType: 'FISH' })).games[0]!;
    const toggle = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const add = () => call<number[]>(app, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { merchant: 'demo', token, body: toggle });
    const remove = () => call<number[]>(app, 'POST', '/wps/relay/MCSFE_removeFavoriteGame', { merchant: 'demo', token, body: toggle });
    expect((await add()).json.value).toEqual([game.nodeId, ...seeded]);
    expect((await add()).json.value).toEqual([game.nodeId, ...seeded]);
    // Each list is one type's (spec §3 "Favourite games": gameType): the fishing game under FISH alone, newest first.
    const listOf = async (body: object) =>
      (await call<FavouriteListDto>(app, 'POST', GamesPath.FAVOURITE_LIST, { merchant: 'demo', token, body: { clientType: 3, platform: 'flash', language: 'en', ...body } })).json;
    const fish = (await listOf({ gameType: 'FISH', pageSize: 1 })).value!;
    expect(fish).toMatchObject({ totalPages: 1, content: [{ nodeId: game.nodeId }] });
    const rng = (await listOf({ gameType: 'RNG' })).value!;
    expect(rng.content.length).toBeGreaterThan(0);
    expect(rng.content.every((g) => g.gameType === 'RNG')).toBe(true);
    const types = await Promise.all(GAME_LIST_TYPES.map(async (gameType) => (await listOf({ gameType, pageSize: 100 })).value!.content.map((g) => g.nodeId)));
    expect(types.flat().sort()).toEqual([game.nodeId, ...seeded].sort());
    // The list names its type; a missing or unknown one is refused, not guessed.
    for (const body of [{}, { gameType: 'SLOTS' }, { gameType: null }]) {
      expect(await listOf(body)).toMatchObject({ success: false, errorCode: 'bad_request' });
    }
    expect((await remove()).json.value).toEqual(seeded);
    expect((await remove()).json.value).toEqual(seeded);

    const missing = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { merchant: 'demo', token, body: { ...toggle, nodeId: 999_999 } });
    expect(missing).toMatchObject({ status: 404, json: { errorCode: 'game_not_found' } });
    const vnGame = (await gameList(app, 'vn88', { gameType: 'RNG' })).games[0]!;
    expect((await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { merchant: 'demo', token, body: { ...toggle, nodeId: vnGame.nodeId } })).status).toBe(404);
    expect((await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { merchant: 'demo', token, body: { ...toggle, nodeId: 'x' } })).status).toBe(400);
    // The toggle names the game three ways (spec §3: nodeId, vendor, gameType): all three, and all the same game's.
    const { nodeId, vendor, gameType } = toggle;
    for (const body of [{ nodeId, vendor }, { nodeId, gameType }, { ...toggle, vendor: 'PG' }, { ...toggle, gameType: 'RNG' }, { ...toggle, gameType: 'SLOTS' }]) {
      for (const path of [GamesPath.FAVOURITE_ADD, GamesPath.FAVOURITE_REMOVE]) {
        expect([path, body, (await call(app, 'POST', path, { merchant: 'demo', token, body })).json.errorCode]).toEqual([path, body, 'bad_request']);
      }
    }
    expect((await call<number[]>(app, 'POST', GamesPath.FAVOURITE_IDS, { merchant: 'demo', token, body: {} })).json.value).toEqual(seeded);
    expect((await call(app, 'POST', '/wps/relay/MCSFE_getFavoriteGames', { merchant: 'demo', body: {} })).status).toBe(401);
    // Another member's favourites are their own.
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    expect((await call<number[]>(app, 'POST', '/wps/relay/MCSFE_getFavoriteGames', { merchant: 'demo', token: agent, body: {} })).json.value).toEqual([]);
  });

  it('lists recently launched games, newest first, without repeats', async () => {
    const token = await tokenFor(app, 'demo', 'down3', 'Player#2026');
    const recent = async (body: object = {}) =>
      (await call<{ list: GameDto[]; totalPages: number }>(app, 'POST', '/wps/relay/GCS_recentGame', { merchant: 'demo', token, body: { clientType: 3, language: 'en', ...body } }))
        .json.value!;
    const before = await recent();
    const [a, b] = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'JILI' })).games;
    for (const g of [a!, b!, a!]) expect((await launch(app, 'demo', token, { nodeId: g.nodeId, vassalage: g.vassalage, gameId: g.gameId })).status).toBe(200);
    const after = await recent();
    expect(after.list.slice(0, 2).map((g) => g.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
    expect(after.list.filter((g) => g.nodeId === a!.nodeId)).toHaveLength(1);
    expect(after.list.length).toBe(Math.min(20, new Set([...before.list.map((g) => g.nodeId), a!.nodeId, b!.nodeId]).size));
    expect(after.totalPages).toBe(1);
    expect((await recent({ vassalage: 'JILI' })).list.every((g) => g.vassalage === 'JILI')).toBe(true);
    expect((await call(app, 'POST', '/wps/relay/GCS_recentGame', { merchant: 'demo', body: {} })).status).toBe(401);
  });
});

describe('seed upgrade of games', () => {
  it('adds the catalogue, vendor windows, in-house vendor, draws and favourites to a database seeded before games', async () => {
    const old = makeSandbox({ drawTimer: false });
    try {
      const db = old.app.db;
      const games = () => db.prepare('SELECT merchant_code, game_type, vassalage, game_code, game_name FROM games ORDER BY node_id').all();
      const seeded = games();
      // What a database seeded before the games migration has: vendors without windows or popups, nothing else.
      db.transaction(() => {
        db.pragma('defer_foreign_keys = ON');
        for (const table of ['lottery_tickets', 'game_tickets', 'game_launches', 'favourite_games', 'pvp_rooms', 'lottery_draws', 'points_accruals']) {
          db.prepare(`DELETE FROM ${table}`).run();
        }
        db.prepare('DELETE FROM wallet_ledger WHERE bet_id IS NOT NULL').run();
        db.prepare('DELETE FROM bets').run();
        db.prepare('DELETE FROM games').run();
        db.prepare("DELETE FROM vendors WHERE category = 'INHOUSE'").run();
        db.prepare("UPDATE vendors SET open_in = 'iframe', maintenance_start = NULL, maintenance_end = NULL").run();
      })();
      const { upgradeSeed } = await import('../db/seed');
      db.transaction(() => upgradeSeed(db, Date.now()))();
      expect(games()).toEqual(seeded);
      expect(db.prepare("SELECT COUNT(*) FROM vendors WHERE vassalage = 'MICRO' AND maintenance_end > ?").pluck().get(Date.now())).toBe(1);
      expect(db.prepare("SELECT DISTINCT open_in FROM vendors WHERE vassalage = 'EVO'").pluck().all()).toEqual(['popup']);
      expect(db.prepare("SELECT COUNT(*) FROM vendors WHERE vassalage = 'SBX'").pluck().get()).toBe(3);
      expect(db.prepare('SELECT COUNT(*) FROM lottery_draws').pluck().get()).toBeGreaterThan(0);
      expect(db.prepare('SELECT COUNT(*) FROM favourite_games').pluck().get()).toBe(15);
      expect(db.prepare('SELECT COUNT(*) FROM pvp_rooms').pluck().get()).toBeGreaterThan(0);
      // Opening it again changes nothing.
      db.transaction(() => upgradeSeed(db, Date.now()))();
      expect(games()).toEqual(seeded);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      old.cleanup();
    }
  });
});
