/** @jest-environment node */
/**
 * Referral (invite and earn, spec §6): the member's code, friends (members whose referrer is the member) with masked
 * names and their deposit and bet status, REFERRAL earnings with totals; shown where the merchant runs the promotion
 * or to an agent; a friend registered with the code shows up.
 */
import {
  RewardsPath,
  type ReferralEarningsDto, type ReferralFriendsDto, type ReferralSummaryDto,
} from '@site/platform-contract';
import { call, playerSuite, tokenFor } from './helpers';

jest.setTimeout(60_000);

const suite = playerSuite();
const { app } = suite;

const summary = (t = suite.token, merchant = 'demo') => call<ReferralSummaryDto>(app, 'POST', RewardsPath.REFERRAL_SUMMARY, { merchant, token: t, body: {} });
const get = <T>(path: string, query = '', t = suite.token, merchant = 'demo') => call<T>(app, 'GET', `${path}${query}`, { merchant, token: t });

describe('referral', () => {
  it('gives player1 the seeded code, friends and earnings', async () => {
    // Other areas' seeds add REFERRAL rows of their own to player1's history: the totals are the ledger's.
    const player = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' AND username = 'player1'").pluck().get() as number;
    const referralRows = app.db
      .prepare("SELECT amount_minor, created_at, remark FROM wallet_ledger WHERE member_id = ? AND kind = 'REFERRAL' ORDER BY created_at DESC, id DESC")
      .all(player) as { amount_minor: number; created_at: number; remark: string }[];
    const total = referralRows.reduce((n, r) => n + r.amount_minor, 0) / 100;
    const recent = referralRows.filter((r) => r.created_at >= Date.now() - 30 * 24 * 3600_000).reduce((n, r) => n + r.amount_minor, 0) / 100;
    const s = await summary();
    expect(s.status).toBe(200);
    expect(s.json.value).toEqual({ referralCode: 'P1REF', friends: 4, depositedFriends: 3, totalEarnings: total, last30DaysEarnings: recent });
    expect(total).toBeGreaterThanOrEqual(20);

    const friends = (await get<ReferralFriendsDto>(RewardsPath.REFERRAL_FRIENDS)).json.value!;
    expect(friends.totalCount).toBe(4);
    expect(friends.list.map((f) => f.username)).toEqual(['ne***1', 'go***7', 'sp***n', 'lu***8']);
    expect(friends.list.map((f) => [f.hasDeposited, f.hasValidBet])).toEqual([[false, false], [true, false], [true, true], [true, true]]);
    const joined = friends.list.map((f) => f.joinedAt);
    expect([...joined].sort((a, b) => b - a)).toEqual(joined);

    const page = (await get<ReferralFriendsDto>(RewardsPath.REFERRAL_FRIENDS, '?page=2&pageSize=3')).json.value!;
    expect(page).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect(page.list).toHaveLength(1);

    const earnings = (await get<ReferralEarningsDto>(RewardsPath.REFERRAL_EARNINGS, '?pageSize=50')).json.value!;
    expect(earnings.totalCount).toBe(referralRows.length);
    expect(earnings.footer).toEqual({ total });
    expect(earnings.list.map((e) => e.amount)).toEqual(referralRows.map((r) => r.amount_minor / 100));
    const seeded = earnings.list.filter((e) => e.remark.startsWith('Referral reward: '));
    expect(seeded.map((e) => [e.amount, e.remark])).toEqual([
      [4.5, 'Referral reward: lu***8 valid bets'],
      [9.5, 'Referral reward: sp***n first deposit'],
      [6, 'Referral reward: lu***8 first deposit'],
    ]);
  });

  it('lists a new friend first (a member whose referrer is player1, as registration with the code makes)', async () => {
    const player = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' AND username = 'player1'").pluck().get() as number;
    app.db
      .prepare(
        `INSERT INTO members (merchant_code, username, password_hash, type, first_login, password_changed_at, created_at, referrer_id)
         VALUES ('demo', 'brandnew1', 'x', 0, 0, ?, ?, ?)`,
      )
      .run(Date.now(), Date.now(), player);
    const friends = (await get<ReferralFriendsDto>(RewardsPath.REFERRAL_FRIENDS)).json.value!;
    expect(friends.totalCount).toBe(5);
    expect(friends.list[0]).toMatchObject({ username: 'br***1', hasDeposited: false, hasValidBet: false });
  });

  it('is refused where the merchant does not run referral, except for an agent, who gets a code of their own', async () => {
    const vn = await summary(await tokenFor(app, 'vn88'), 'vn88');
    expect(vn.status).toBe(403);
    expect(vn.json.errorCode).toBe('feature_disabled');
    expect((await get(RewardsPath.REFERRAL_EARNINGS, '', await tokenFor(app, 'vn88'), 'vn88')).status).toBe(403);

    const agent = await tokenFor(app, 'vn88', 'agent1', 'Agent#2026');
    const first = await summary(agent, 'vn88');
    expect(first.status).toBe(200);
    expect(first.json.value!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await summary(agent, 'vn88')).json.value!.referralCode).toBe(first.json.value!.referralCode);
    expect(first.json.value).toMatchObject({ friends: 0, totalEarnings: 0 });
  });

  it('answers bad paging with a 4xx envelope', async () => {
    for (const q of ['?page=0', '?page=abc', '?pageSize=999', '?pageSize=-1', '?page=1e3']) {
      for (const path of [RewardsPath.REFERRAL_FRIENDS, RewardsPath.REFERRAL_EARNINGS]) {
        const res = await get(path, q);
        expect(res.status).toBe(400);
        expect(res.json.success).toBe(false);
      }
    }
  });
});
