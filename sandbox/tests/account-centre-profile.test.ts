/** @jest-environment node */
/** The profile (its rules, locks and the minimum age) and the VIP levels computed from the member's ledger and bets. */
import type { MemberInfoDto, PlayerRankDto, ProfileDto, ProfileSavedDto } from '@site/platform-contract';
import { freshAccount } from './account-centre-helpers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

const get = async (token: string, merchant = 'demo') => (await call<ProfileDto>(app, 'GET', '/wps/member/profile', { merchant, token })).json.value!;
const put = (token: string, body: unknown, merchant = 'demo') => call<ProfileSavedDto>(app, 'PUT', '/wps/member/profile', { merchant, token, body });

/** yyyy-MM-dd of `years` years before today (UTC), plus `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  const date = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

describe('profile', () => {
  it("shows player1's seeded values with full name and birthday open", async () => {
    const p = await get(await tokenFor(app, 'demo'));
    expect(p).toMatchObject({ nickname: 'Lucky Player', fullName: null, birthday: null, telegram: 'lucky_player1', nationality: 'VN', locked: [], minimumAge: 18 });
    expect((await get(await tokenFor(app, 'ph'), 'ph')).minimumAge).toBe(21);
  });

  it('saves every field, normalised, and then locks full name and birthday', async () => {
    const token = await tokenFor(app, 'demo');
    const saved = await put(token, {
      nickname: '  Lucky  Star ',
      fullName: 'Nguyễn Văn An',
      birthday: yearsAgo(30),
      gender: 'male',
      telegram: '@lucky_star',
      address: '12 Le Loi, District 1, Ho Chi Minh City',
      nationality: 'vn',
      occupation: 'Engineer',
      sourceOfIncome: 'salary',
      placeOfBirth: 'Da Nang',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.value).toMatchObject({ locked: ['fullName', 'birthday'] });
    const stored = await get(token);
    expect(stored).toMatchObject({
      nickname: 'Lucky Star', fullName: 'Nguyễn Văn An', telegram: 'lucky_star', nationality: 'VN', gender: 'male', sourceOfIncome: 'salary',
      placeOfBirth: 'Da Nang', locked: ['fullName', 'birthday'],
    });
    // The nickname is the member's own (member info shows it).
    expect((await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token })).json.value!.nickname).toBe('Lucky Star');

    const rename = await put(token, { fullName: 'Someone Else' });
    expect(rename).toMatchObject({ status: 400, json: { errorCode: 'profile_field_locked', value: { field: 'fullName' } } });
    const clear = await put(token, { birthday: null });
    expect(clear).toMatchObject({ status: 400, json: { errorCode: 'profile_field_locked', value: { field: 'birthday' } } });
    // The same values again, and other fields, are fine; optional ones clear with '' or null.
    const again = await put(token, { fullName: 'Nguyễn Văn An', birthday: stored.birthday, occupation: '', address: null });
    expect(again.status).toBe(200);
    expect(await get(token)).toMatchObject({ occupation: null, address: null, placeOfBirth: 'Da Nang' });
  });

  it("refuses a birthday under the merchant's minimum age (18 on demo, 21 on ph)", async () => {
    const token = await tokenFor(app, 'demo');
    const young = await put(token, { birthday: yearsAgo(18, 1) });
    expect(young).toMatchObject({ status: 400, json: { errorCode: 'under_age', value: { field: 'birthday', minimumAge: 18 } } });
    expect((await put(token, { birthday: yearsAgo(18) })).status).toBe(200);
    const ph = await tokenFor(app, 'ph');
    expect((await put(ph, { birthday: yearsAgo(20) }, 'ph')).json).toMatchObject({ errorCode: 'under_age', value: { minimumAge: 21 } });
    expect((await put(ph, { birthday: yearsAgo(21) }, 'ph')).status).toBe(200);
  });

  it('names the first bad field and why, and saves nothing', async () => {
    const token = await tokenFor(app, 'demo');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ nickname: 'x' }, { field: 'nickname', reason: 'length' }],
      [{ nickname: 'a'.repeat(21) }, { field: 'nickname', reason: 'length' }],
      [{ nickname: '<b>hi</b>' }, { field: 'nickname', reason: 'pattern' }],
      [{ fullName: '1 Smith' }, { field: 'fullName', reason: 'pattern' }],
      [{ telegram: 'ab' }, { field: 'telegram', reason: 'length' }],
      [{ telegram: '9lives' }, { field: 'telegram', reason: 'pattern' }],
      [{ address: '<script>' }, { field: 'address', reason: 'pattern' }],
      [{ birthday: '2000-02-30' }, { field: 'birthday', reason: 'pattern' }],
      [{ birthday: '30-01-2000' }, { field: 'birthday', reason: 'pattern' }],
      [{ birthday: '1850-01-01' }, { field: 'birthday', reason: 'pattern' }],
      [{ birthday: yearsAgo(-1) }, { field: 'birthday' }],
      [{ gender: 'robot' }, { field: 'gender', reason: 'invalid' }],
      [{ sourceOfIncome: 'lottery' }, { field: 'sourceOfIncome', reason: 'invalid' }],
      [{ nationality: 'XX' }, { field: 'nationality', reason: 'invalid' }],
      [{ nickname: 42 }, { field: 'nickname', reason: 'invalid' }],
      [{ occupation: ['a'] }, { field: 'occupation', reason: 'invalid' }],
    ];
    for (const [body, value] of cases) {
      const res = await put(token, { occupation: 'Chef', ...body });
      expect(res.status).toBe(400);
      expect(res.json.value).toMatchObject(value);
    }
    expect((await get(token)).occupation).toBeNull();
    expect((await put(token, '[1]')).status).toBe(400);
  });
});

describe('VIP levels', () => {
  const rank = async (token: string, merchant = 'demo') =>
    (await call<PlayerRankDto>(app, 'GET', '/wps/relay/MCS_playerRank', { merchant, token })).json.value!;

  it("lists the merchant's levels with their colours and player1's level", async () => {
    const value = await rank(await tokenFor(app, 'demo'));
    expect(value.levels).toHaveLength(8);
    expect(value.levels[4]).toMatchObject({ rankLevel: 5, labelName: 'VIP5', color: '#1f1300', color2: '#fbbf24', vipService: true });
    expect(value.levels[3]!.vipService).toBe(false);
    expect(value).toMatchObject({ currentLevel: 5, nextLevel: 6, currency: 'USD' });
    expect(value.totalDeposit).toBeGreaterThanOrEqual(2000);
    const vn = await rank(await tokenFor(app, 'vn88'), 'vn88');
    expect(vn.levels[0]!.requiredDeposit).toBe(value.levels[0]!.requiredDeposit * 10_000);
  });

  it("computes a new member's level from deposits and settled bets, and raises the club label", async () => {
    const { token } = await freshAccount(app);
    expect(await rank(token)).toMatchObject({ currentLevel: 0, nextLevel: 1, totalDeposit: 0, totalValidBet: 0 });
    const id = app.db.prepare("SELECT id FROM members WHERE merchant_code = 'demo' ORDER BY id DESC LIMIT 1").pluck().get() as number;
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, 60000, 'DEPOSIT', 'test', ?)").run(id, Date.now());
    const node = app.db.prepare("SELECT node_id, vassalage AS vendor, game_code FROM games WHERE merchant_code = 'demo' LIMIT 1").get() as { node_id: number; vendor: string; game_code: string };
    app.db
      .prepare("INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at) VALUES ('demo', ?, ?, ?, ?, 120000, 0, 'settled', 'r1', ?)")
      .run(id, node.node_id, node.vendor, node.game_code, Date.now());
    const value = await rank(token);
    expect(value).toMatchObject({ currentLevel: 3, nextLevel: 4, totalDeposit: 600, totalValidBet: 1200 });
    const info = (await call<MemberInfoDto>(app, 'GET', '/wps/member/info', { merchant: 'demo', token })).json.value!;
    expect(info.clubLabel).toMatchObject({ labelName: 'VIP3', rankLevel: 3, color2: '#9a3412' });
  });
});
