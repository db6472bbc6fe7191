/** @jest-environment node */
import {
  PLAY_IDLE_GAP_MS, ProtectionPath, WalletPath, type DepositDto, type RegisterSettingsDto, type ExclusionDto, type PlaySessionDto, type ProtectionDto, type SiteStatusDto,
  type SpinResultDto,
} from '@site/platform-contract';
import { gameList, launch, memberId, ticketFor } from './game-helpers';
import { register } from './account-helpers';
import { call, login, playerSuite, tokenFor, trialTokenFor } from './helpers';

/**
 * Player protection on the sandbox: limits that apply at once when lowered and after 24 hours when raised,
 * deposits, launches and bets refused past them, a time-out that ends every session and refuses login until it ends,
 * the reality check, and what each merchant offers.
 */
const suite = playerSuite({ reset: true });
const { app } = suite;

const HOUR = 60 * 60 * 1000;

const get = <T>(path: string, t = suite.token) => call<T>(app, 'GET', path, { merchant: 'demo', token: t });
const put = <T>(path: string, body: unknown, t = suite.token) => call<T>(app, 'PUT', path, { merchant: 'demo', token: t, body });
const post = <T>(path: string, body: unknown, t = suite.token) => call<T>(app, 'POST', path, { merchant: 'demo', token: t, body });
const limitOf = (state: ProtectionDto, kind: string) => state.limits.find((l) => l.kind === kind)!;
const advance = (ms: number) => call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: ms } });
const deposit = (amount: number, t = suite.token) => post<DepositDto>(WalletPath.DEPOSITS, { channel: 'BANK_CHASE', amount }, t);
/** What a window has counted before the test (player1's seeded deposits and play). */
const usedNow = async (kind: string) => limitOf((await get<ProtectionDto>(ProtectionPath.STATE)).json.value!, kind).used;

describe('what each merchant offers', () => {
  it('travels with the site status: tools, the reality-check default, a required deposit limit, the age and help', async () => {
    const info = async (host: string) => (await call<SiteStatusDto>(app, 'GET', `/wps/system/status?url=${host}`)).json.value!.site.protection;
    const demo = await info('localhost');
    expect(demo.tools).toEqual({ depositLimits: true, lossLimit: true, timeLimit: true, realityCheck: true, exclusion: true });
    expect(demo).toMatchObject({ realityCheckDefault: null, requireDepositLimit: false, minimumAge: 18 });
    expect(demo.helpOrganisations.length).toBeGreaterThan(0);
    expect(await info('ph.localhost')).toMatchObject({ requireDepositLimit: true, minimumAge: 21, realityCheckDefault: 30 });
    expect(await info('vn.localhost')).toMatchObject({ realityCheckDefault: 60 });
  });
});

describe('deposit limits', () => {
  it('a first limit applies at once and a deposit past it is refused with what is left', async () => {
    const base = await usedNow('depositDay');
    const set = await put<ProtectionDto>(ProtectionPath.LIMIT, { kind: 'depositDay', amount: base + 100 });
    expect(set.status).toBe(200);
    expect(limitOf(set.json.value!, 'depositDay')).toEqual({ kind: 'depositDay', amount: base + 100, used: base, remaining: 100, pending: null });
    expect((await deposit(60)).status).toBe(200);
    const refused = await deposit(50);
    expect(refused).toMatchObject({ status: 409, json: { errorCode: 'deposit_limit_reached', value: { kind: 'depositDay', limit: base + 100, remaining: 40 } } });
    expect((await deposit(40)).status).toBe(200);
    const state = (await get<ProtectionDto>(ProtectionPath.STATE)).json.value!;
    expect(limitOf(state, 'depositDay')).toMatchObject({ used: base + 100, remaining: 0 });
    // A cancelled order gives its amount back.
    const open = app.db.prepare("SELECT id FROM deposit_orders WHERE member_id = ? ORDER BY id DESC LIMIT 1").pluck().get(memberId(app, 'demo', 'player1'));
    expect((await post(WalletPath.DEPOSIT_CANCEL, { id: open })).status).toBe(200);
    expect(limitOf((await get<ProtectionDto>(ProtectionPath.STATE)).json.value!, 'depositDay')).toMatchObject({ used: base + 60, remaining: 40 });
  });

  it('a raise waits 24 hours (shown with the time it applies); a lowering applies at once and drops the wait', async () => {
    await advance(31 * 24 * HOUR);
    await put(ProtectionPath.LIMIT, { kind: 'depositDay', amount: 100 });
    const before = Date.parse(((await call(app, 'GET', '/__sandbox/clock')).json as unknown as { now: string }).now);
    const raised = limitOf((await put<ProtectionDto>(ProtectionPath.LIMIT, { kind: 'depositDay', amount: 500 })).json.value!, 'depositDay');
    expect(raised.amount).toBe(100);
    expect(raised.pending!.amount).toBe(500);
    const appliesAt = Date.parse(raised.pending!.appliesAt);
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(appliesAt - before).toBeLessThan(24 * HOUR + 60_000);
    expect((await deposit(150)).json.errorCode).toBe('deposit_limit_reached');

    await advance(23 * HOUR);
    expect(limitOf((await get<ProtectionDto>(ProtectionPath.STATE)).json.value!, 'depositDay').amount).toBe(100);
    await advance(HOUR + 60_000);
    expect(limitOf((await get<ProtectionDto>(ProtectionPath.STATE)).json.value!, 'depositDay')).toMatchObject({ amount: 500, pending: null });
    expect((await deposit(150)).status).toBe(200);

    // Raise again, then lower: the lower one is in force now and nothing waits.
    await put(ProtectionPath.LIMIT, { kind: 'depositDay', amount: 1000 });
    const lowered = limitOf((await put<ProtectionDto>(ProtectionPath.LIMIT, { kind: 'depositDay', amount: 200 })).json.value!, 'depositDay');
    expect(lowered).toMatchObject({ amount: 200, pending: null, remaining: 50 });
  });

  it('removing a limit waits too; the weekly and monthly limits count their own windows', async () => {
    await advance(31 * 24 * HOUR);
    await put(ProtectionPath.LIMIT, { kind: 'depositWeek', amount: 300 });
    await put(ProtectionPath.LIMIT, { kind: 'depositMonth', amount: 1000 });
    expect((await deposit(200)).status).toBe(200);
    await advance(2 * 24 * HOUR);
    expect(await deposit(150)).toMatchObject({ status: 409, json: { value: { kind: 'depositWeek', remaining: 100 } } });
    const removal = limitOf((await put<ProtectionDto>(ProtectionPath.LIMIT, { kind: 'depositWeek', amount: null })).json.value!, 'depositWeek');
    expect(removal).toMatchObject({ amount: 300, pending: { amount: null } });
    await advance(24 * HOUR + 1000);
    const state = (await get<ProtectionDto>(ProtectionPath.STATE)).json.value!;
    expect(limitOf(state, 'depositWeek')).toMatchObject({ amount: null, remaining: null, pending: null });
    expect(limitOf(state, 'depositMonth')).toMatchObject({ used: 200, remaining: 800 });
  });

  it('orders at once cannot together pass the limit', async () => {
    await put(ProtectionPath.LIMIT, { kind: 'depositDay', amount: (await usedNow('depositDay')) + 100 });
    const results = await Promise.all(Array.from({ length: 5 }, () => deposit(30)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json.errorCode === 'deposit_limit_reached')).toHaveLength(2);
  });

  it('a market that requires a daily deposit limit does not let it be removed', async () => {
    const ph = await tokenFor(app, 'ph');
    const req = (body: unknown) => call(app, 'PUT', ProtectionPath.LIMIT, { merchant: 'ph', token: ph, body });
    expect((await req({ kind: 'depositDay', amount: 50 })).status).toBe(200);
    expect(await req({ kind: 'depositDay', amount: null })).toMatchObject({ status: 409, json: { errorCode: 'deposit_limit_required' } });
  });
});

describe('a deposit limit required at registration', () => {
  it('is asked for where the market requires it, refused when missing or malformed, and in force from the first login', async () => {
    const settings = async (merchant: string) => (await call<RegisterSettingsDto>(app, 'GET', '/wps/system/setting/register', { merchant })).json.value!;
    expect((await settings('ph')).depositLimitRequired).toBe(true);
    expect((await settings('demo')).depositLimitRequired).toBe(false);
    const user = { regType: 'username' as const, username: 'maria01', password: 'Maria#2026', confirmPassword: 'Maria#2026', email: 'maria@example.ph' };
    expect((await register(app, 'ph', user)).json).toMatchObject({ errorCode: 'validation_failed', value: { field: 'depositLimitDay' } });
    for (const depositLimitDay of [0, -5, '100', 1.005, 2e9]) {
      expect((await register(app, 'ph', { ...user, depositLimitDay } as never)).json.value).toEqual({ field: 'depositLimitDay' });
    }
    const done = await register(app, 'ph', { ...user, depositLimitDay: 250 });
    expect(done.status).toBe(200);
    const state = (await call<ProtectionDto>(app, 'GET', ProtectionPath.STATE, { merchant: 'ph', token: done.json.value!.token })).json.value!;
    expect(limitOf(state, 'depositDay')).toEqual({ kind: 'depositDay', amount: 250, used: 0, remaining: 250, pending: null });
  });
});

describe('loss and play-time limits', () => {
  it('a bet that could take the day’s loss past the limit is refused, and so is a launch when less than a minimum bet is left', async () => {
    const slot = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG', minBet: 1 })).games.find((g) => g.minBet === 1)!;
    const ticket = await ticketFor(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' });
    await put(ProtectionPath.LIMIT, { kind: 'lossDay', amount: 3 });
    let refused: { errorCode?: string; value?: unknown } | null = null;
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await call<SpinResultDto>(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: `loss-${i}` } });
      if (res.status !== 200) refused = res.json;
    }
    expect(refused).toMatchObject({ errorCode: 'loss_limit_reached', value: { kind: 'lossDay', limit: 3 } });
    // The game itself says why it refused.
    expect(await (await app.request(`/play/slot?ticket=${ticket}`)).text()).toContain('past your daily loss limit');
    const state = (await get<ProtectionDto>(ProtectionPath.STATE)).json.value!;
    expect(limitOf(state, 'lossDay').remaining).toBeLessThan(1);
    expect((await launch(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' })).json.errorCode).toBe('loss_limit_reached');
  });

  it('the day’s play time counts launches and bets close together; at the limit a launch is refused', async () => {
    const slot = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG', minBet: 1 })).games.find((g) => g.minBet === 1)!;
    const id = memberId(app, 'demo', 'player1');
    const base = await usedNow('timeDay');
    const now = Date.now();
    const insert = app.db.prepare('INSERT INTO game_launches (member_id, node_id, launched_at) VALUES (?, ?, ?)');
    // 20 minutes of play (events a minute apart), then a long gap (not play time), then 5 more minutes. Each stretch
    // is put where none of player1's seeded launches and bets lies within the idle gap of it: seeded play inside a
    // stretch is already in `base` and becomes part of the stretch's minutes, so the stretches would add fewer minutes
    // than they last (21 instead of at least 25 in one CI run), depending on when the seeded bets fall.
    const seeded = app.db
      .prepare('SELECT launched_at FROM game_launches WHERE member_id = ? UNION ALL SELECT created_at FROM bets WHERE member_id = ?')
      .pluck()
      .all(id, id) as number[];
    /** The latest start at or before `latest` of a `minutes`-long stretch with no seeded event within the idle gap of it. */
    const clearStart = (latest: number, minutes: number): number => {
      let start = latest;
      for (;;) {
        const end = start + minutes * 60_000;
        const near = seeded.filter((at) => at >= start - PLAY_IDLE_GAP_MS && at <= end + PLAY_IDLE_GAP_MS);
        if (near.length === 0) return start;
        start = Math.min(...near) - PLAY_IDLE_GAP_MS - minutes * 60_000 - 1;
      }
    };
    const lastStretch = clearStart(now - 30 * 60_000, 5);
    const firstStretch = clearStart(lastStretch - 140 * 60_000, 20);
    expect(firstStretch).toBeGreaterThan(now - 23 * HOUR);
    for (let m = 0; m <= 20; m++) insert.run(id, slot.nodeId, firstStretch + m * 60_000);
    for (let m = 0; m <= 5; m++) insert.run(id, slot.nodeId, lastStretch + m * 60_000);
    const played = await usedNow('timeDay');
    expect(played - base).toBeGreaterThanOrEqual(25);
    expect(played - base).toBeLessThanOrEqual(30);
    const state = (await put<ProtectionDto>(ProtectionPath.LIMIT, { kind: 'timeDay', amount: played + 5 })).json.value!;
    expect(limitOf(state, 'timeDay')).toMatchObject({ amount: played + 5, used: played, remaining: 5 });
    expect((await launch(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' })).status).toBe(200);
    await put(ProtectionPath.LIMIT, { kind: 'timeDay', amount: played });
    expect(await launch(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' })).toMatchObject({
      status: 409,
      json: { errorCode: 'play_time_limit_reached', value: { kind: 'timeDay', limit: played, remaining: 0 } },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('ends every session at once, refuses login with the end, and lets the member back when it ends', async () => {
    const other = await tokenFor(app, 'demo');
    const before = Date.now();
    const res = await post<ExclusionDto>(ProtectionPath.EXCLUSION, { period: '24h' });
    expect(res.status).toBe(200);
    expect(res.json.value!.period).toBe('24h');
    expect(Date.parse(res.json.value!.until!) - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    for (const t of [suite.token, other]) expect((await get('/wps/member/info', t)).status).toBe(401);

    const refused = await login(app, 'demo', { username: 'player1', password: 'Player#2026' });
    expect(refused).toMatchObject({ status: 403, json: { errorCode: 'self_excluded', value: { period: '24h', until: res.json.value!.until } } });
    expect(refused.json.value).not.toHaveProperty('token');

    await advance(24 * HOUR + 1000);
    expect((await login(app, 'demo', { username: 'player1', password: 'Player#2026' })).status).toBe(200);
  });

  it('a permanent exclusion has no end; the platform refuses deposits and bets of an excluded member however it is asked', async () => {
    const slot = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG', minBet: 1 })).games.find((g) => g.minBet === 1)!;
    const ticket = await ticketFor(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' });
    expect((await post<ExclusionDto>(ProtectionPath.EXCLUSION, { period: 'permanent' })).json.value).toEqual({ period: 'permanent', until: null });
    expect((await call(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: 'after' } })).status).toBe(403);
    await advance(400 * 24 * HOUR);
    expect(await login(app, 'demo', { username: 'player1', password: 'Player#2026' })).toMatchObject({
      status: 403,
      json: { errorCode: 'self_excluded', value: { until: null } },
    });
  });
});

describe('the reality check and the session', () => {
  it('is set from 15 to 60 minutes or off; a merchant may start members with one', async () => {
    expect((await get<ProtectionDto>(ProtectionPath.STATE)).json.value!.realityCheckMinutes).toBeNull();
    expect((await put<ProtectionDto>(ProtectionPath.REALITY_CHECK, { minutes: 15 })).json.value!.realityCheckMinutes).toBe(15);
    for (const minutes of [10, 61, 20.5, '30', true]) {
      expect((await put(ProtectionPath.REALITY_CHECK, { minutes })).status).toBe(400);
    }
    expect((await put<ProtectionDto>(ProtectionPath.REALITY_CHECK, { minutes: null })).json.value!.realityCheckMinutes).toBeNull();
    const vn = await tokenFor(app, 'vn88');
    expect((await call<ProtectionDto>(app, 'GET', ProtectionPath.STATE, { merchant: 'vn88', token: vn })).json.value!.realityCheckMinutes).toBe(60);
  });

  it('answers this session’s start, stakes and result', async () => {
    const slot = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG', minBet: 1 })).games.find((g) => g.minBet === 1)!;
    const ticket = await ticketFor(app, 'demo', suite.token, { nodeId: slot.nodeId, vassalage: 'PG' });
    const spins: SpinResultDto[] = [];
    for (let i = 0; i < 3; i++) spins.push((await call<SpinResultDto>(app, 'POST', '/play/api/spin', { body: { ticket, stake: 2, requestId: `s-${i}` } })).json.value!);
    const session = (await get<PlaySessionDto>(ProtectionPath.SESSION)).json.value!;
    expect(session.staked).toBe(6);
    expect(session.paidOut).toBeCloseTo(spins.reduce((sum, s) => sum + s.payout, 0), 5);
    expect(session.net).toBeCloseTo(session.paidOut - 6, 5);
    expect(Date.now() - Date.parse(session.startedAt)).toBeLessThan(60_000);
  });
});

describe('bad input', () => {
  it('answers 400 with the envelope for wrong kinds, amounts, periods and bodies; a trial account is refused', async () => {
    const bodies: unknown[] = [
      { kind: 'depositYear', amount: 10 },
      { kind: 'depositDay', amount: -1 },
      { kind: 'depositDay', amount: 0 },
      { kind: 'depositDay', amount: '10' },
      { kind: 'depositDay', amount: 1.005 },
      { kind: 'depositDay' },
      { kind: 'timeDay', amount: 1.5 },
      { kind: 'timeDay', amount: 24 * 60 + 1 },
      { kind: { $ne: 1 }, amount: 10 },
      JSON.parse('{"__proto__": {"kind": "depositDay"}, "amount": 10}'),
      [1, 2],
      'null',
    ];
    for (const body of bodies) {
      const res = await put(ProtectionPath.LIMIT, body);
      expect([JSON.stringify(body), res.status, res.json.success]).toEqual([JSON.stringify(body), 400, false]);
    }
    for (const period of ['1h', '', null, 7]) expect((await post(ProtectionPath.EXCLUSION, { period })).status).toBe(400);
    const trial = await trialTokenFor(app);
    expect((await get(ProtectionPath.STATE, trial)).status).toBe(403);
    expect((await get(ProtectionPath.STATE, 'nope')).status).toBe(401);
  });
});
