/** @jest-environment node */
import type { GameDto, LaunchDto, SpinResultDto } from '@site/platform-contract';
import { FUN_PLAY_MONEY_MINOR } from '../lib/fun-tickets';
import { gameList } from './game-helpers';
import { call, makeSandbox, PUBLIC_URL } from './helpers';

/** Play for fun: a visitor's slot with play money that never touches a wallet. */
const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const funLaunch = (body: object, merchant = 'demo', ip?: string) =>
  call<LaunchDto>(app, 'POST', '/wps/game/launchFunGame', { merchant, ip, body: { language: 'en', platform: 'html5-desktop', ...body } });
const funSpin = (ticket: string, stake: number, requestId = `r${Math.random().toString(36).slice(2)}`) =>
  call<SpinResultDto>(app, 'POST', '/play/api/fun/spin', { body: { ticket, stake, requestId } });
const ticketOf = (res: { json: { value?: LaunchDto } }) => new URL(res.json.value!.game_url!).searchParams.get('ticket')!;

/** Everything a wallet is made of, for every member of every merchant. */
const walletState = () => ({
  ledgerRows: app.db.prepare('SELECT COUNT(*) FROM wallet_ledger').pluck().get(),
  ledgerSum: app.db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger').pluck().get(),
  balances: app.db.prepare('SELECT member_id, SUM(amount_minor) AS total FROM wallet_ledger GROUP BY member_id ORDER BY member_id').all(),
  bets: app.db.prepare('SELECT COUNT(*) FROM bets').pluck().get(),
  launches: app.db.prepare('SELECT COUNT(*) FROM game_launches').pluck().get(),
});

let inHouse: GameDto[];
beforeAll(async () => {
  inHouse = (await gameList(app, 'demo', { gameType: 'INHOUSE' })).games;
});

describe('the catalogue says which games play for fun', () => {
  it('flags the sandbox’s own games, and no other vendor’s', async () => {
    expect(inHouse.length).toBeGreaterThan(0);
    expect(inHouse.every((g) => g.funMode === true)).toBe(true);
    for (const gameType of ['RNG', 'FISH', 'LIVE', 'ELOTT'] as const) {
      const { games } = await gameList(app, 'demo', { gameType });
      expect([gameType, games.filter((g) => g.funMode).length]).toEqual([gameType, 0]);
    }
  });
});

describe('a fun launch', () => {
  it('needs no token and answers the fun slot, which is marked FUN and shows play money', async () => {
    const res = await funLaunch({ nodeId: inHouse[0]!.nodeId, vassalage: 'SBX' });
    expect(res.status).toBe(200);
    const url = new URL(res.json.value!.game_url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/play/fun/slot`);
    const page = await app.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<span class="fun">FUN</span>');
    expect(html).toContain('data-currency="FUN"');
    expect(html).toContain(`data-balance="${FUN_PLAY_MONEY_MINOR / 100}"`);
    expect(html).toContain('data-spin="/play/api/fun/spin"');
    expect(html).toContain('aria-label="Play money"');
  });

  it('is refused for a game whose vendor does not allow it, and for an unknown game', async () => {
    const pg = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG' })).games[0]!;
    const refused = await funLaunch({ nodeId: pg.nodeId, vassalage: 'PG' });
    expect([refused.status, refused.json.errorCode]).toEqual([403, 'fun_mode_unavailable']);
    const missing = await funLaunch({ nodeId: 999_999, vassalage: 'SBX' });
    expect([missing.status, missing.json.errorCode]).toEqual([404, 'game_not_found']);
    const wrongVendor = await funLaunch({ nodeId: inHouse[0]!.nodeId, vassalage: 'PG' });
    expect(wrongVendor.status).toBe(404);
    const bad = await funLaunch({ nodeId: 'x', vassalage: 'SBX' });
    expect(bad.status).toBe(400);
    const noMerchant = await call(app, 'POST', '/wps/game/launchFunGame', { body: { nodeId: inHouse[0]!.nodeId, vassalage: 'SBX' } });
    expect(noMerchant.status).toBe(400);
  });

  it('is limited per visitor address', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await funLaunch({ nodeId: inHouse[1]!.nodeId, vassalage: 'SBX' }, 'demo', ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('fun spins', () => {
  it('move only the play money: no ledger row, no bet, no balance changes anywhere', async () => {
    const before = walletState();
    const ticket = ticketOf(await funLaunch({ nodeId: inHouse[0]!.nodeId, vassalage: 'SBX' }));
    let play = FUN_PLAY_MONEY_MINOR / 100;
    for (let i = 0; i < 10; i++) {
      const res = await funSpin(ticket, 1);
      expect(res.status).toBe(200);
      const v = res.json.value!;
      expect(v.betId).toBe(0);
      expect(v.reels).toHaveLength(3);
      play = Math.round((play - 1 + v.payout) * 100) / 100;
      expect(v.balance).toBeCloseTo(play, 2);
    }
    expect(walletState()).toEqual(before);
    // The fun page shows the play money left.
    const html = await (await app.request(`/play/fun/slot?ticket=${ticket}`)).text();
    expect(html).toContain(`data-balance="${play}"`);
  });

  it('refuse a stake above the play money left, a stake the game does not take, and a member’s ticket or none', async () => {
    const ticket = ticketOf(await funLaunch({ nodeId: inHouse[0]!.nodeId, vassalage: 'SBX' }));
    app.db.prepare('UPDATE fun_tickets SET balance_minor = 50').run();
    const poor = await funSpin(ticket, 1);
    expect([poor.status, poor.json.errorCode]).toEqual([409, 'balance_not_enough']);
    expect((await funSpin(ticket, 0.37)).json.errorCode).toBe('invalid_stake');
    for (const t of ['', 'abc', '0'.repeat(64)]) {
      const res = await funSpin(t, 1);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect((await app.request(`/play/fun/slot?ticket=${'0'.repeat(64)}`)).status).toBe(403);
    // A fun ticket opens neither the member's slot nor its spin.
    expect((await app.request(`/play/slot?ticket=${ticket}`)).status).toBe(403);
    expect((await call(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: 'fun-on-real' } })).json.errorCode).toBe('ticket_invalid');
  });
});
