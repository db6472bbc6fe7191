/** @jest-environment node */
import { PNG } from 'pngjs';
import { ErrorCode, HOT_MATCHES_DEFAULT, SportsPath, type HotMatchDto } from '@site/platform-contract';
import { goalsBy, matchMinute, matchState, MATCH_LENGTH_MS, scheduledKickOff, WEEK_MS } from '../lib/sports';
import { FIXTURES } from '../db/seed-sports';
import { resetToSeed } from '../db/seed';
import { call, makeSandbox } from './helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a fixture at the sandbox clock', () => {
  const seeded = Date.UTC(2026, 10, 28, 12, 0);

  it('kicks off when seeded until it has been played, then a week later, and so on', () => {
    expect(scheduledKickOff(seeded, seeded - 5 * HOUR)).toBe(seeded);
    expect(scheduledKickOff(seeded, seeded + MATCH_LENGTH_MS - 1)).toBe(seeded);
    expect(scheduledKickOff(seeded, seeded + MATCH_LENGTH_MS)).toBe(seeded + WEEK_MS);
    expect(scheduledKickOff(seeded, seeded + WEEK_MS + MATCH_LENGTH_MS - 1)).toBe(seeded + WEEK_MS);
    expect(scheduledKickOff(seeded, seeded + 3 * WEEK_MS + MATCH_LENGTH_MS)).toBe(seeded + 4 * WEEK_MS);
  });

  it('reads the minute of play as a match clock does: 45 through the break, 90 through stoppage time', () => {
    expect(matchMinute(0)).toBe(1);
    expect(matchMinute(12 * MINUTE + 30_000)).toBe(13);
    expect(matchMinute(44 * MINUTE)).toBe(45);
    expect(matchMinute(55 * MINUTE)).toBe(45);
    expect(matchMinute(62 * MINUTE)).toBe(46);
    expect(matchMinute(100 * MINUTE)).toBe(84);
    expect(matchMinute(MATCH_LENGTH_MS - 1)).toBe(90);
  });

  it('counts the goals scored by a minute', () => {
    expect(goalsBy('', 90)).toBe(0);
    expect(goalsBy('12,67', 11)).toBe(0);
    expect(goalsBy('12,67', 12)).toBe(1);
    expect(goalsBy('12,67', 90)).toBe(2);
  });

  it('has no score before kick-off, and the score of the minute while under way', () => {
    expect(matchState(seeded, '12', '', seeded - MINUTE)).toEqual({ kickOff: seeded, live: false, score: null });
    expect(matchState(seeded, '12', '50', seeded + 20 * MINUTE)).toEqual({ kickOff: seeded, live: true, score: { home: 1, away: 0 } });
    expect(matchState(seeded, '12', '50', seeded + 80 * MINUTE)).toEqual({ kickOff: seeded, live: true, score: { home: 1, away: 1 } });
    // Played: next week's match, not under way yet.
    expect(matchState(seeded, '12', '50', seeded + 3 * HOUR)).toEqual({ kickOff: seeded + WEEK_MS, live: false, score: null });
  });
});

describe('sports hot matches', () => {
  const sandbox = makeSandbox({ drawTimer: false });
  const { app } = sandbox;
  afterAll(() => sandbox.cleanup());
  beforeEach(async () => expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(200));

  async function hotMatches(merchant: string, body: object = {}, headers: Record<string, string> = {}) {
    const res = await call<{ list: HotMatchDto[] }>(app, 'POST', SportsPath.HOT_MATCHES, {
      merchant,
      headers,
      body: { merchantCode: merchant, language: 'en', ...body },
    });
    expect(res.status).toBe(200);
    return res.json.value!.list;
  }

  it("lists the merchant's hot matches, live first and then by kick-off, with odds and the sports game to open", async () => {
    const list = await hotMatches('demo', { count: 20 });
    const hot = FIXTURES.filter((f) => f.hot !== false);
    expect(list.map((m) => m.matchId).sort()).toEqual(hot.map((f) => f.code).sort());
    // Under way since before the hour of seeding, whatever its minute: BTi's Thailand v Philippines (from 45 minutes
    // before it, 2-1 from the 38th) and SABA's Vietnam v Thailand (from 15 minutes before it, 1-0 from the 8th).
    expect(list.slice(0, 2).map((m) => [m.matchId, m.live, m.score])).toEqual([
      ['BTI-3001', true, { home: 2, away: 1 }],
      ['SABA-1001', true, { home: 1, away: 0 }],
    ]);
    const upcoming = list.slice(2);
    expect(upcoming.every((m) => !m.live && m.score === null)).toBe(true);
    const kickOffs = upcoming.map((m) => Date.parse(m.kickOff));
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b));
    expect(kickOffs.every((t) => t > Date.now())).toBe(true);

    const first = list[1]!;
    expect(first).toMatchObject({
      league: 'ASEAN Championship',
      home: { name: 'Vietnam', logoUrl: 'http://sandbox.test:4000/cdn/teams/VIE.png' },
      away: { name: 'Thailand', logoUrl: 'http://sandbox.test:4000/cdn/teams/THA.png' },
      odds: { home: 2.3, draw: 3.1, away: 3.05 },
      game: { vassalage: 'SABA', gameId: 'SABA-LOBBY', gameName: 'SABA Sports lobby', openIn: 'iframe' },
    });
    expect(first.kickOff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const lobby = app.db.prepare("SELECT node_id FROM games WHERE merchant_code = 'demo' AND game_type = 'SPORTS' AND vassalage = 'SABA'").pluck().get();
    expect(first.game.nodeId).toBe(lobby);
  });

  it('answers at most the count asked for, the default when none', async () => {
    expect(await hotMatches('demo')).toHaveLength(HOT_MATCHES_DEFAULT);
    expect((await hotMatches('demo', { count: 3 })).map((m) => m.matchId)).toEqual((await hotMatches('demo')).slice(0, 3).map((m) => m.matchId));
  });

  it("lists only the merchant's own sports vendors' matches, or one vendor's, and none without a sports vendor", async () => {
    const vendorsOf = (list: HotMatchDto[]) => [...new Set(list.map((m) => m.game.vassalage))].sort();
    expect(vendorsOf(await hotMatches('demo', { count: 20 }))).toEqual(['BTI', 'CMD', 'SABA']);
    expect(vendorsOf(await hotMatches('vn88', { count: 20 }))).toEqual(['SABA']);
    expect(vendorsOf(await hotMatches('ph', { count: 20 }))).toEqual(['BTI', 'SABA']);
    expect(vendorsOf(await hotMatches('demo', { vassalage: 'CMD' }))).toEqual(['CMD']);
    expect(await hotMatches('vn88', { vassalage: 'CMD' })).toEqual([]);
    // Each merchant's match opens its own copy of the vendor's game.
    const [demoGame, phGame] = [(await hotMatches('demo'))[0]!.game, (await hotMatches('ph'))[0]!.game];
    expect(demoGame.vassalage).toBe(phGame.vassalage);
    expect(demoGame.nodeId).not.toBe(phGame.nodeId);

    app.db.prepare("DELETE FROM vendors WHERE merchant_code = 'ph' AND category = 'SPORTS'").run();
    expect(await hotMatches('ph', { count: 20 })).toEqual([]);
  });

  it('names leagues and teams in the language asked for, else in the merchant’s default', async () => {
    const vi = (await hotMatches('vn88', { language: 'vi' }))[0]!;
    expect([vi.league, vi.home.name, vi.away.name]).toEqual(['Giải vô địch bóng đá Đông Nam Á', 'Việt Nam', 'Thái Lan']);
    const ar = (await hotMatches('demo', { language: 'ar', vassalage: 'SABA' }))[0]!;
    expect([ar.home.name, ar.away.name]).toEqual(['فيتنام', 'تايلاند']);
    // ph offers English only.
    expect((await hotMatches('ph', { language: 'vi', vassalage: 'SABA' }))[0]!.home.name).toBe('Vietnam');
  });

  it('follows the sandbox clock: a match played recurs a week later, the next one goes live with its score', async () => {
    const kickOff = (code: string) => app.db.prepare('SELECT kickoff_at FROM sports_fixtures WHERE match_code = ?').pluck().get(code) as number;
    // To 75 minutes after Indonesia v Malaysia's kick-off: the second half's 59th minute, 1-1 (30th and 55th), not yet
    // the 77th. Vietnam v Thailand, which kicked off hours before, has been played by then.
    const advanceMs = kickOff('SABA-1002') + 75 * MINUTE - Date.now();
    expect((await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs } })).status).toBe(200);
    const list = await hotMatches('demo', { count: 20 });
    const byId = new Map(list.map((m) => [m.matchId, m]));
    expect(byId.get('SABA-1002')).toMatchObject({ live: true, score: { home: 1, away: 1 } });
    expect(list[0]!.matchId).toBe('SABA-1002');
    // Next week's Vietnam v Thailand: 7 days after its seeded kick-off.
    expect(byId.get('SABA-1001')).toMatchObject({ live: false, score: null, kickOff: new Date(kickOff('SABA-1001') + WEEK_MS).toISOString() });
  });

  it('kicks off on the quarter hours from the hour of seeding: a seed within the same hour lists the same matches', async () => {
    const kickOffs = () => app.db.prepare('SELECT match_code, kickoff_at FROM sports_fixtures ORDER BY match_code').all() as { kickoff_at: number }[];
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    resetToSeed(app.db, hour + 1000);
    const early = kickOffs();
    resetToSeed(app.db, hour + HOUR - 1000);
    expect(kickOffs()).toEqual(early);
    expect(early.every((f) => f.kickoff_at % (15 * MINUTE) === 0)).toBe(true);
    resetToSeed(app.db, hour + HOUR);
    expect(kickOffs().map((f) => f.kickoff_at)).toEqual(early.map((f) => f.kickoff_at + HOUR));
  });

  it('refuses bad requests with the envelope', async () => {
    const refused = async (body: unknown, merchant = 'demo') => {
      const res = await call(app, 'POST', SportsPath.HOT_MATCHES, { merchant, body: body as object });
      return [res.status, res.json.success, res.json.errorCode];
    };
    expect(await refused({ merchantCode: 'demo', language: 'en', count: 0 })).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused({ merchantCode: 'demo', language: 'en', count: '4' })).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused({ merchantCode: 'demo', language: 'en', vassalage: 'SA BA' })).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused({ language: 'en' })).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    // The body's merchant is the header's.
    expect(await refused({ merchantCode: 'vn88', language: 'en' })).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused('not json')).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused([1, 2])).toEqual([400, false, ErrorCode.BAD_REQUEST]);
    expect(await refused({ merchantCode: 'nobody', language: 'en' }, 'nobody')).toEqual([400, false, ErrorCode.MERCHANT_REQUIRED]);
  });
});

describe('team crests', () => {
  const sandbox = makeSandbox({ drawTimer: false });
  const { app } = sandbox;
  afterAll(() => sandbox.cleanup());

  it('draws a square PNG for every team the fixtures name, and knows no other', async () => {
    for (const code of new Set(FIXTURES.flatMap((f) => [f.home, f.away]))) {
      const res = await app.request(`/cdn/teams/${code}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([96, 96]);
    }
    for (const file of ['XYZ.png', 'vie.png', 'VIE.svg', 'VIET.png']) expect((await app.request(`/cdn/teams/${file}`)).status).toBe(404);
  });
});
