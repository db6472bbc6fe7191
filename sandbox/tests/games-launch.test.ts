/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { LaunchDto, MaintenanceWindowDto, PvpRoomDto, SortingVendorDto } from '@site/platform-contract';
import { gameList, launch, ticketFor } from './game-helpers';
import { call, playerSuite, PUBLIC_URL, tokenFor, trialTokenFor } from './helpers';

const suite = playerSuite();
const { app } = suite;

const firstGame = async (gameType: Parameters<typeof gameList>[2]['gameType'], vassalage?: string) =>
  (await gameList(app, 'demo', { gameType, vassalage })).games[0]!;

describe('launching a game', () => {
  it('answers a demo slot URL on the sandbox with a ticket, and records the launch', async () => {
    const game = await firstGame('RNG', 'PG');
    const launches = app.db.prepare('SELECT COUNT(*) FROM game_launches WHERE node_id = ?').pluck();
    const before = launches.get(game.nodeId) as number;
    const res = await launch(app, 'demo', suite.token, { nodeId: game.nodeId, gameId: game.gameId, vassalage: 'PG' });
    expect(res.status).toBe(200);
    expect(launches.get(game.nodeId)).toBe(before + 1);
    const url = new URL(res.json.value!.game_url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/play/slot`);
    expect(url.searchParams.get('ticket')).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json.value!.openIn).toBe('iframe');
    // Only the ticket's hash is kept.
    const stored = app.db.prepare('SELECT COUNT(*) FROM game_tickets WHERE token_hash = ?').pluck().get(url.searchParams.get('ticket'));
    expect(stored).toBe(0);
    // By game code alone too.
    expect((await launch(app, 'demo', suite.token, { gameId: game.gameId, vassalage: 'PG' })).status).toBe(200);
  });

  it('answers a demo lottery URL for LOTT and ELOTT games, also from the lottery menus', async () => {
    const elott = await firstGame('ELOTT');
    const a = await launch(app, 'demo', suite.token, { nodeId: elott.nodeId, vassalage: elott.vassalage, launchMode: 'LOTT' });
    expect(new URL(a.json.value!.game_url!).pathname).toBe('/play/lottery');
    const menu = await launch(app, 'demo', suite.token, {
      vassalage: 'TCG_SEA', launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'SEA', lottoGameCode: 'VN_HCM', lottoView: 'betting',
    });
    expect(new URL(menu.json.value!.game_url!).pathname).toBe('/play/lottery');
    const lobby = await launch(app, 'demo', suite.token, { vassalage: 'VR', launchMode: 'LOTT', lottoView: 'lobby' });
    expect(new URL(lobby.json.value!.game_url!).pathname).toBe('/play/lottery');
  });

  it('opens EVO in a popup, and a PVP room as content', async () => {
    const evo = await firstGame('LIVE', 'EVO');
    expect((await launch(app, 'demo', suite.token, { nodeId: evo.nodeId, vassalage: 'EVO' })).json.value).toMatchObject({ openIn: 'popup' });
    const rooms = (await call<{ list: PvpRoomDto[] }>(app, 'POST', '/wps/relay/GLS2_roomList', { merchant: 'demo', token: suite.token, body: { language: 'en' } }))
      .json.value!.list;
    expect(rooms.length).toBeGreaterThan(0);
    expect(new Set(rooms.map((r) => r.vassalage))).toEqual(new Set(['KY', 'V8']));
    const ky = (await call<{ list: PvpRoomDto[] }>(app, 'POST', '/wps/relay/GLS2_roomList', { merchant: 'demo', token: suite.token, body: { vassalage: 'KY' } }))
      .json.value!.list;
    expect(ky.every((r) => r.vassalage === 'KY')).toBe(true);
    const room = ky[0]!;
    expect(room.imageUrl.startsWith(`${PUBLIC_URL}/cdn/games/`)).toBe(true);
    const res = await launch(app, 'demo', suite.token, { roomId: room.roomId, gameId: room.gameId, vassalage: 'KY' });
    expect(res.status).toBe(200);
    const value: LaunchDto = res.json.value!;
    expect(value.game_url).toBeUndefined();
    expect(new URL(value.content!).pathname).toBe('/play/slot');
    expect((await launch(app, 'demo', suite.token, { roomId: 'nope', vassalage: 'KY' })).json.errorCode).toBe('game_not_found');
    expect((await call(app, 'POST', '/wps/relay/GLS2_roomList', { merchant: 'demo', body: {} })).status).toBe(401);
  });

  it('refuses without a session', async () => {
    const game = await firstGame('RNG', 'PG');
    const res = await launch(app, 'demo', undefined, { nodeId: game.nodeId, vassalage: 'PG' });
    expect(res).toMatchObject({ status: 401, json: { success: false, errorCode: 'CUSTOMER_NOT_LOGIN' } });
    expect((await launch(app, 'demo', 'f'.repeat(64), { nodeId: game.nodeId, vassalage: 'PG' })).json.errorCode).toBe('user.or.token.invalid');
  });

  it('refuses unknown games, other merchants’ games and a vendor that is not the game’s', async () => {
    const game = await firstGame('RNG', 'PG');
    const vn = (await gameList(app, 'vn88', { gameType: 'RNG' })).games[0]!;
    for (const body of [
      { nodeId: 999_999, vassalage: 'PG' },
      { gameId: 'NOPE-001', vassalage: 'PG' },
      { nodeId: vn.nodeId, vassalage: vn.vassalage },
      { nodeId: game.nodeId, vassalage: 'PP' },
      { vassalage: 'NOPE', launchMode: 'LOTT' as const },
    ]) {
      expect([body, await launch(app, 'demo', suite.token, body).then((r) => [r.status, r.json.errorCode])]).toEqual([body, [404, 'game_not_found']]);
    }
    expect((await launch(app, 'demo', suite.token, { vassalage: 'PG' })).status).toBe(400);
  });

  it('refuses a vendor under maintenance with its window, until the window ends', async () => {
    const nav = (await call<SortingVendorDto[]>(app, 'POST', '/wps/relay/GCSGAME_newGameVendor', { merchant: 'demo', body: { platform: 'html5-desktop' } }))
      .json.value!;
    const micro = () => nav.flatMap((s) => s.vendors).find((v) => v.vassalage === 'MICRO')!;
    expect(micro().maintenance).toBe(1);
    const game = await firstGame('RNG', 'MICRO');
    const res = await launch(app, 'demo', suite.token, { nodeId: game.nodeId, vassalage: 'MICRO' });
    expect(res).toMatchObject({ status: 409, json: { success: false, errorCode: 'vendor_under_maintenance' } });
    const window = res.json.value as unknown as MaintenanceWindowDto;
    expect(window.vassalage).toBe('MICRO');
    expect(Date.parse(window.start)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(window.end)).toBeGreaterThan(Date.now());

    // A window set through the control endpoint is the one answered; once it has ended the vendor plays again.
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const set = await call(app, 'POST', '/__sandbox/vendors/PG/maintenance', { body: { maintenance: 1, start, end, merchant: 'demo' } });
    expect(set.json).toMatchObject({ success: true, maintenance: 1, start, end });
    const pg = await firstGame('RNG', 'PG');
    expect((await launch(app, 'demo', suite.token, { nodeId: pg.nodeId, vassalage: 'PG' })).json).toMatchObject({
      errorCode: 'vendor_under_maintenance',
      value: { vassalage: 'PG', start, end },
    });
    expect((await launch(app, 'vn88', await tokenFor(app, 'vn88'), { gameId: pg.gameId, vassalage: 'PG' })).status).toBe(200);
    app.db.prepare("UPDATE vendors SET maintenance_end = ? WHERE vassalage = 'PG'").run(Date.now() - 1);
    expect((await launch(app, 'demo', suite.token, { nodeId: pg.nodeId, vassalage: 'PG' })).status).toBe(200);
    await call(app, 'POST', '/__sandbox/vendors/PG/maintenance', { body: { maintenance: 0 } });
    expect((await call(app, 'POST', '/__sandbox/vendors/NOPE/maintenance', { body: { maintenance: 0 } })).status).toBe(404);
    expect((await call(app, 'POST', '/__sandbox/vendors/PG/maintenance', { body: { maintenance: 1, start: end, end: start } })).status).toBe(400);
  });

  it('refuses when the balance is below the game’s minimum bet', async () => {
    const newbie = await tokenFor(app, 'demo', 'newbie1', '123456');
    const game = await firstGame('RNG', 'PG');
    const res = await launch(app, 'demo', newbie, { nodeId: game.nodeId, vassalage: 'PG' });
    expect(res).toMatchObject({ status: 409, json: { success: false, errorCode: 'launch_game_balance_not_enough', value: { minBet: game.minBet } } });
    // A PVP room's minimum is the room's: a balance of 4 is enough for a 1-bet game's beginner room only.
    const rooms = (await call<{ list: PvpRoomDto[] }>(app, 'POST', '/wps/relay/GLS2_roomList', { merchant: 'demo', token: suite.token, body: {} })).json.value!.list;
    const cheap = rooms.find((r) => r.minBet === 1)!;
    const dear = rooms.find((r) => r.gameId === cheap.gameId && r.minBet > 4)!;
    const id = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' AND username = 'newbie1'").pluck().get();
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, 400, 'DEPOSIT', 'test', ?)").run(id, Date.now());
    expect((await launch(app, 'demo', newbie, { roomId: cheap.roomId, vassalage: cheap.vassalage })).status).toBe(200);
    expect((await launch(app, 'demo', newbie, { roomId: dear.roomId, vassalage: dear.vassalage })).json.errorCode).toBe('launch_game_balance_not_enough');
  });

  it('lets a trial account play only the in-house games and the lottery demo, and every game says which', async () => {
    const trial = await trialTokenFor(app);
    const pg = await firstGame('RNG', 'PG');
    expect(await launch(app, 'demo', trial, { nodeId: pg.nodeId, vassalage: 'PG' })).toMatchObject({
      status: 403,
      json: { success: false, errorCode: 'in_need_true_account' },
    });
    const live = await firstGame('LIVE', 'DG');
    expect((await launch(app, 'demo', trial, { nodeId: live.nodeId, vassalage: 'DG' })).json.errorCode).toBe('in_need_true_account');
    const sbx = await firstGame('INHOUSE');
    expect((await launch(app, 'demo', trial, { nodeId: sbx.nodeId, vassalage: 'SBX' })).status).toBe(200);
    const lott = await firstGame('LOTT');
    expect((await launch(app, 'demo', trial, { nodeId: lott.nodeId, vassalage: lott.vassalage })).status).toBe(200);
    const elott = await firstGame('ELOTT');
    expect((await launch(app, 'demo', trial, { nodeId: elott.nodeId, vassalage: elott.vassalage })).status).toBe(200);
    // Each game says so itself, by the rule the launch keeps, so a free demo knows which games it can play.
    expect([pg, live, sbx, lott, elott].map((g) => g.trialPlay)).toEqual([false, false, true, true, true]);
  });

  it('keeps a backUrl only on one of the merchant’s hosts', async () => {
    const sbx = await firstGame('INHOUSE');
    const backLink = async (backUrl: string) => {
      const ticket = await ticketFor(app, 'demo', suite.token, { nodeId: sbx.nodeId, vassalage: 'SBX', backUrl });
      const hash = createHash('sha256').update(ticket).digest('hex');
      return app.db.prepare('SELECT back_url FROM game_tickets WHERE token_hash = ?').pluck().get(hash) as string | null;
    };
    expect(await backLink('http://localhost:3000/rng?x=1')).toBe('http://localhost:3000/rng?x=1');
    expect(await backLink('https://LOCALHOST/')).toBe('https://localhost/');
    for (const foreign of ['https://evil.example/', 'http://vn.localhost:3000/', 'javascript:alert(1)', 'http://user:pw@localhost/', 'not a url']) {
      expect([foreign, await backLink(foreign)]).toEqual([foreign, null]);
    }
    expect(await backLink('http://localhost:3000/"><script>alert(1)</script>')).toBe('http://localhost:3000/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });
});
