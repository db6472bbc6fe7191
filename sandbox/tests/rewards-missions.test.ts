/** @jest-environment node */
/**
 * Missions (spec §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard): progress computed from the member's
 * bets and deposits of the day and week, a claim that credits once even when many arrive together, the open count, the
 * leaderboard with the member's own rank, and a new day starting the daily missions again (the sandbox clock).
 */
import {
  RewardsPath,
  type BalanceDto, type MissionClaimResultDto, type MissionDto, type MissionLeaderboardDto, type MissionSummaryDto,
} from '@site/platform-contract';
import { call, playerSuite, tokenFor } from './helpers';

jest.setTimeout(60_000);

const suite = playerSuite({ reset: true });
const { app } = suite;

const post = <T>(path: string, body: unknown, t = suite.token, merchant = 'demo') => call<T>(app, 'POST', path, { merchant, token: t, body });

async function summary(t = suite.token, merchant = 'demo'): Promise<MissionSummaryDto> {
  const res = await post<MissionSummaryDto>(RewardsPath.MISSION_SUMMARY, {}, t, merchant);
  expect(res.status).toBe(200);
  return res.json.value!;
}
const missions = (s: MissionSummaryDto): MissionDto[] => s.periods.flatMap((p) => p.missions);
const find = (s: MissionSummaryDto, period: string, metric: string) => missions(s).find((m) => m.period === period && m.metric === metric)!;
const balance = async (t = suite.token) => (await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant: 'demo', token: t })).json.value!.sumBalance;

describe('mission summary', () => {
  it('has daily and weekly missions with the current periods, and the seeded progress of player1', async () => {
    const s = await summary();
    expect(s.periods.map((p) => p.period)).toEqual(['daily', 'weekly']);
    const [daily, weekly] = s.periods;
    expect(daily!.end - daily!.start).toBe(24 * 3600_000);
    expect(weekly!.end - weekly!.start).toBe(7 * 24 * 3600_000);
    // Cut in the merchant's zone (demo GMT+7, the site's one rule for times): a day starts at its midnight, a week on
    // its Monday.
    const GMT7 = 7 * 3600_000;
    expect((daily!.start + GMT7) % (24 * 3600_000)).toBe(0);
    expect(new Date(weekly!.start + GMT7).getUTCDay()).toBe(1);
    expect((weekly!.start + GMT7) % (24 * 3600_000)).toBe(0);
    expect(Date.now()).toBeGreaterThanOrEqual(daily!.start);
    expect(Date.now()).toBeLessThan(daily!.end);

    // Seeded today: 10 bets of player1, so the daily bet count is complete; a deposit today is not.
    const bets = find(s, 'daily', 'bet_count');
    expect(bets.progress).toBeGreaterThanOrEqual(10);
    expect(bets.status).toBe('complete');
    expect(find(s, 'daily', 'deposit_count')).toMatchObject({ progress: 0, status: 'in_progress' });
    expect(find(s, 'daily', 'valid_bet').progress).toBeGreaterThanOrEqual(50);
    expect(s.openCount).toBe(6);
    expect(s.claimableCount).toBe(missions(s).filter((m) => m.status === 'complete').length);
    expect(s.weekPoints).toBe(0);
  });

  it('counts a new bet at once', async () => {
    const before = find(await summary(), 'weekly', 'bet_count').progress;
    const id = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' AND username = 'player1'").pluck().get() as number;
    const node = app.db.prepare("SELECT node_id FROM games WHERE merchant_code = 'demo' LIMIT 1").pluck().get() as number;
    app.db
      .prepare(
        `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
         VALUES ('demo', ?, ?, 'SBX', 'x', 100, 0, 'settled', 'test-1', ?, ?)`,
      )
      .run(id, node, Date.now(), Date.now());
    expect(find(await summary(), 'weekly', 'bet_count').progress).toBe(before + 1);
  });
});

describe('mission claim', () => {
  it('credits a complete mission once (BONUS row), marks it claimed and lowers the open count', async () => {
    const s = await summary();
    const mission = find(s, 'daily', 'bet_count');
    const before = await balance();
    const res = await post<MissionClaimResultDto>(RewardsPath.MISSION_CLAIM, { missionId: mission.id });
    expect(res.status).toBe(200);
    expect(res.json.value!.mission.status).toBe('claimed');
    expect(res.json.value!.amount).toBe(mission.reward);
    expect(await balance()).toBeCloseTo(before + mission.reward, 2);
    const after = await summary();
    expect(after.openCount).toBe(s.openCount - 1);
    expect(after.weekPoints).toBe(mission.points);

    const again = await post(RewardsPath.MISSION_CLAIM, { missionId: mission.id });
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('mission_already_claimed');
    expect(await balance()).toBeCloseTo(before + mission.reward, 2);
  });

  it('credits once when 40 claims arrive together', async () => {
    const mission = find(await summary(), 'daily', 'bet_count');
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(RewardsPath.MISSION_CLAIM, { missionId: mission.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(await balance()).toBeCloseTo(before + mission.reward, 2);
  });

  it('refuses a mission that is not complete, of another merchant, or unknown, and bad input', async () => {
    const s = await summary();
    const open = find(s, 'daily', 'deposit_count');
    const res = await post(RewardsPath.MISSION_CLAIM, { missionId: open.id });
    expect(res.status).toBe(409);
    expect(res.json.errorCode).toBe('mission_not_complete');
    const vn = find(await summary(await tokenFor(app, 'vn88'), 'vn88'), 'daily', 'bet_count');
    expect((await post(RewardsPath.MISSION_CLAIM, { missionId: vn.id })).status).toBe(404);
    for (const body of ['', 'x', '[]', {}, { missionId: '1' }, { missionId: 0 }, { missionId: 2 ** 40 }, { missionId: null }]) {
      const bad = await post(RewardsPath.MISSION_CLAIM, body);
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
    expect(await balance()).toBe(1520.75);
  });

  it('starts the daily missions again on the next day', async () => {
    const mission = find(await summary(), 'daily', 'bet_count');
    await post(RewardsPath.MISSION_CLAIM, { missionId: mission.id });
    await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 24 * 3600_000 } });
    const next = find(await summary(), 'daily', 'bet_count');
    expect(next).toMatchObject({ progress: 0, status: 'in_progress', claimedAt: null });
    expect((await post(RewardsPath.MISSION_CLAIM, { missionId: mission.id })).json.errorCode).toBe('mission_not_complete');
  });
});

describe('leaderboard', () => {
  it('ranks this week\'s members by mission points, masks others, and shows the member\'s own rank', async () => {
    const res = await post<MissionLeaderboardDto>(RewardsPath.MISSION_LEADERBOARD, {});
    expect(res.status).toBe(200);
    const board = res.json.value!;
    expect(board.list.length).toBeGreaterThanOrEqual(3);
    expect(board.list.map((e) => e.rank)).toEqual(board.list.map((_, i) => i + 1));
    const points = board.list.map((e) => e.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(board.list.every((e) => e.username.includes('***'))).toBe(true);
    expect(board.me).toEqual({ rank: null, points: 0 });

    const mission = find(await summary(), 'daily', 'bet_count');
    await post(RewardsPath.MISSION_CLAIM, { missionId: mission.id });
    const after = (await post<MissionLeaderboardDto>(RewardsPath.MISSION_LEADERBOARD, {})).json.value!;
    const mine = after.list.find((e) => e.me)!;
    expect(mine).toMatchObject({ username: 'player1', points: mission.points });
    expect(after.me).toEqual({ rank: mine.rank, points: mission.points });
  });
});
