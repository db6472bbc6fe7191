/** @jest-environment node */
/**
 * The reward centre's activities (spec §4 states, §5 apply): every state seeded for player1, join and apply, the
 * review control endpoint, a claim that credits one BONUS row however many claims arrive together, another member's
 * reward left alone, the merchant flag and the trial refusal, and bad input answered with a 4xx envelope.
 */
import {
  ACTIVITY_STATES, RewardsPath, WalletPath,
  type ActivityDto, type ActivityListDto, type BalanceDto, type ClaimResultDto, type UploadDto,
} from '@site/platform-contract';
import { RewardsControlPath } from '../control-paths';
import { call, playerSuite, tokenFor, trialTokenFor } from './helpers';

jest.setTimeout(60_000);

const suite = playerSuite({ reset: true });
const { app } = suite;

const post = <T>(path: string, body: unknown, opts: { token?: string; merchant?: string; language?: string } = {}) =>
  call<T>(app, 'POST', path, {
    merchant: opts.merchant ?? 'demo',
    token: opts.token ?? suite.token,
    body,
    headers: opts.language ? { Language: opts.language } : {},
  });

async function activities(opts: { token?: string; merchant?: string; language?: string } = {}): Promise<ActivityDto[]> {
  const res = await post<ActivityListDto>(RewardsPath.ACTIVITIES, {}, opts);
  expect(res.status).toBe(200);
  return res.json.value!.list;
}

async function byState(state: ActivityDto['state'], opts: { token?: string } = {}): Promise<ActivityDto> {
  const found = (await activities(opts)).find((a) => a.state === state);
  if (!found) throw new Error(`no ${state} activity`);
  return found;
}

async function balance(t = suite.token, merchant = 'demo'): Promise<number> {
  return (await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant, token: t })).json.value!.sumBalance;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** An image uploaded by the member (the wallet area's upload): its id goes with an application. */
async function uploadImage(t = suite.token): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png');
  const res = await app.request(WalletPath.UPLOAD, { method: 'POST', headers: { Merchant: 'demo', Authorization: t }, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: UploadDto }).value.id;
}

const memberId = (merchant: string, username: string) =>
  app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username) as number;
const ledgerRows = (member: number, kind: string, remark: string) =>
  app.db.prepare('SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ? AND kind = ? AND remark = ?').pluck().get(member, kind, remark) as number;

describe('activities', () => {
  it('shows player1 an activity in every state of spec §4, on every merchant that runs the centre, in the asked language', async () => {
    for (const merchant of ['demo', 'vn88']) {
      const t = await tokenFor(app, merchant);
      const list = await activities({ token: t, merchant });
      expect(new Set(list.map((a) => a.state))).toEqual(new Set(ACTIVITY_STATES));
      for (const a of list) {
        expect(a.title.length).toBeGreaterThan(0);
        expect(a.description.length).toBeGreaterThan(0);
      }
    }
    const english = await activities();
    const vietnamese = await activities({ language: 'vi' });
    expect(english.find((a) => a.state === 'issued')!.title).toBe('Weekend reload 20%');
    expect(vietnamese.find((a) => a.state === 'issued')!.title).toBe('Nạp lại cuối tuần 20%');
    // ph does not run the reward centre (no REWCEN3) but has the same activities, should it start to.
    const count = (merchant: string) =>
      app.db.prepare('SELECT COUNT(*) FROM reward_activities WHERE merchant_code = ?').pluck().get(merchant) as number;
    expect(count('ph')).toBe(count('demo'));
    // A language the merchant does not offer falls back to its default.
    expect((await activities({ language: 'xx' })).map((a) => a.title)).toEqual(english.map((a) => a.title));
  });

  it('keeps player1 balance at the accounts seed (the rewards seed adds rows that sum to zero)', async () => {
    expect(await balance()).toBe(1520.75);
  });

  it('is refused where the merchant does not run the reward centre, and for a trial account', async () => {
    const ph = await post(RewardsPath.ACTIVITIES, {}, { merchant: 'ph', token: await tokenFor(app, 'ph') });
    expect(ph.status).toBe(403);
    expect(ph.json).toMatchObject({ success: false, errorCode: 'feature_disabled' });

    const trial = await trialTokenFor(app);
    const refused = await post(RewardsPath.ACTIVITIES, {}, { token: trial });
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe('in_need_true_account');

    const visitor = await call(app, 'POST', RewardsPath.ACTIVITIES, { merchant: 'demo', body: {} });
    expect(visitor.status).toBe(401);
  });
});

describe('claim', () => {
  it('credits an issued reward once, as a BONUS row, and the state becomes claimed', async () => {
    const issued = await byState('issued');
    const before = await balance();
    const res = await post<ClaimResultDto>(RewardsPath.CLAIM, { activityId: issued.id });
    expect(res.status).toBe(200);
    expect(res.json.value).toMatchObject({ amount: issued.reward, activity: { id: issued.id, state: 'claimed' } });
    expect(res.json.value!.balance).toBeCloseTo(before + issued.reward, 2);
    expect(await balance()).toBeCloseTo(before + issued.reward, 2);

    const again = await post(RewardsPath.CLAIM, { activityId: issued.id });
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('reward_already_claimed');
    expect(await balance()).toBeCloseTo(before + issued.reward, 2);
  });

  it('credits once when 50 claims of the same reward arrive together', async () => {
    const issued = await byState('issued');
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(RewardsPath.CLAIM, { activityId: issued.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.errorCode === 'reward_already_claimed')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect(await balance()).toBeCloseTo(before + issued.reward, 2);
    expect(ledgerRows(memberId('demo', 'player1'), 'BONUS', `Reward: ${issued.title}`)).toBe(1);
  });

  it('refuses a reward that is not issued to the caller, leaving another member\'s issued reward alone', async () => {
    // agent1 has the live-casino activity issued; player1's application to it was rejected.
    const rejected = await byState('rejected');
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const agentView = (await activities({ token: agent })).find((a) => a.id === rejected.id)!;
    expect(agentView.state).toBe('issued');
    const agentBefore = await balance(agent);
    const playerBefore = await balance();

    const res = await post(RewardsPath.CLAIM, { activityId: rejected.id });
    expect(res.status).toBe(409);
    expect(res.json.errorCode).toBe('reward_not_claimable');
    expect(await balance()).toBe(playerBefore);
    expect((await activities({ token: agent })).find((a) => a.id === rejected.id)!.state).toBe('issued');
    expect(await balance(agent)).toBe(agentBefore);

    for (const state of ['in_process', 'applying', 'joined', 'coming_soon', 'closed', 'claimed'] as const) {
      const a = await byState(state);
      const refused = await post(RewardsPath.CLAIM, { activityId: a.id });
      expect(refused.status).toBe(409);
    }
    expect(await balance()).toBe(playerBefore);
  });

  it('does not find an activity of another merchant', async () => {
    const vnIssued = (await activities({ merchant: 'vn88', token: await tokenFor(app, 'vn88') })).find((a) => a.state === 'issued')!;
    const res = await post(RewardsPath.CLAIM, { activityId: vnIssued.id });
    expect(res.status).toBe(404);
    expect(res.json.errorCode).toBe('activity_not_found');
  });
});

describe('join and apply', () => {
  it('joins an in-process join activity, then the review issues it and it can be claimed', async () => {
    const open = (await activities()).find((a) => a.state === 'in_process' && a.mode === 'join')!;
    const joined = await post<ActivityDto>(RewardsPath.JOIN, { activityId: open.id });
    expect(joined.status).toBe(200);
    expect(joined.json.value).toMatchObject({ state: 'joined' });
    expect((await post(RewardsPath.JOIN, { activityId: open.id })).json.errorCode).toBe('activity_not_open');

    const decided = await call(app, 'POST', RewardsControlPath.DECIDE.replace(':id', String(joined.json.value!.applicationId)), {
      body: { approve: true },
    });
    expect(decided.json).toMatchObject({ success: true, state: 'issued' });
    const claim = await post<ClaimResultDto>(RewardsPath.CLAIM, { activityId: open.id });
    expect(claim.json.value!.activity.state).toBe('claimed');
  });

  it('applies with a comment: applying, then rejected by the review, then applying again', async () => {
    const open = (await activities()).find((a) => a.state === 'in_process' && a.mode === 'apply')!;
    const comment = 'Lost a 6-leg parlay by one leg 🙁';
    const applied = await post<ActivityDto>(RewardsPath.APPLY, { activityId: open.id, comment, imageIds: [] });
    expect(applied.status).toBe(200);
    expect(applied.json.value).toMatchObject({ state: 'applying', comment, imageCount: 0 });

    const id = String(applied.json.value!.applicationId);
    const rejected = await call(app, 'POST', RewardsControlPath.DECIDE.replace(':id', id), { body: { approve: false } });
    expect(rejected.json).toMatchObject({ success: true, state: 'rejected' });
    expect((await call(app, 'POST', RewardsControlPath.DECIDE.replace(':id', id), { body: { approve: true } })).status).toBe(409);
    expect((await activities()).find((a) => a.id === open.id)!.state).toBe('rejected');

    const again = await post<ActivityDto>(RewardsPath.APPLY, { activityId: open.id, comment: 'Second try' });
    expect(again.json.value).toMatchObject({ state: 'applying', comment: 'Second try' });
  });

  it('takes a comment of exactly 140 characters (emoji count as one) and refuses 141', async () => {
    const open = (await activities()).find((a) => a.state === 'in_process' && a.mode === 'apply')!;
    const tooLong = await post(RewardsPath.APPLY, { activityId: open.id, comment: 'x'.repeat(141) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errorCode).toBe('comment_too_long');
    const emoji = '🎉'.repeat(141);
    expect((await post(RewardsPath.APPLY, { activityId: open.id, comment: emoji })).json.errorCode).toBe('comment_too_long');
    expect((await activities()).find((a) => a.id === open.id)!.state).toBe('in_process');
    const ok = await post<ActivityDto>(RewardsPath.APPLY, { activityId: open.id, comment: '🎉'.repeat(140) });
    expect(ok.status).toBe(200);
  });

  it('refuses more than 3 images, and image ids that are no upload of the member', async () => {
    const open = (await activities()).find((a) => a.state === 'in_process' && a.mode === 'apply')!;
    const four = await post(RewardsPath.APPLY, { activityId: open.id, comment: '', imageIds: ['a1', 'a2', 'a3', 'a4'] });
    expect(four.status).toBe(400);
    expect(four.json.errorCode).toBe('too_many_images');
    const unknown = await post(RewardsPath.APPLY, { activityId: open.id, comment: '', imageIds: ['no-such-upload'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errorCode).toBe('image_not_found');
    expect((await activities()).find((a) => a.id === open.id)!.state).toBe('in_process');
  });

  it('applies with up to 3 of the member\'s own images, refusing another member\'s and an image already attached', async () => {
    const list = await activities();
    const open = list.find((a) => a.state === 'in_process' && a.mode === 'apply')!;
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const theirs = await uploadImage(agent);
    const mine = [await uploadImage(), await uploadImage(), await uploadImage()];

    const foreign = await post(RewardsPath.APPLY, { activityId: open.id, comment: 'proof', imageIds: [mine[0], theirs] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errorCode).toBe('image_not_found');
    expect((await activities()).find((a) => a.id === open.id)!.state).toBe('in_process');

    const applied = await post<ActivityDto>(RewardsPath.APPLY, { activityId: open.id, comment: 'proof', imageIds: mine });
    expect(applied.status).toBe(200);
    expect(applied.json.value).toMatchObject({ state: 'applying', imageCount: 3 });

    // The same upload cannot go with a second application (player1's rejected live-casino one, applied again).
    const rejected = list.find((a) => a.state === 'rejected')!;
    const reused = await post(RewardsPath.APPLY, { activityId: rejected.id, comment: '', imageIds: [mine[1]] });
    expect(reused.status).toBe(400);
    expect(reused.json.errorCode).toBe('image_not_found');
    expect((await activities()).find((a) => a.id === rejected.id)!.state).toBe('rejected');
  });

  it('refuses join or apply where the activity does not take part now, or has the other mode', async () => {
    const list = await activities();
    for (const state of ['coming_soon', 'closed', 'applying', 'issued', 'claimed'] as const) {
      const a = list.find((x) => x.state === state)!;
      const res = await post(a.mode === 'apply' ? RewardsPath.APPLY : RewardsPath.JOIN, { activityId: a.id, comment: '' });
      expect(res.status).toBe(409);
      expect(res.json.errorCode).toBe('activity_not_open');
    }
    const applyOne = list.find((a) => a.state === 'in_process' && a.mode === 'apply')!;
    expect((await post(RewardsPath.JOIN, { activityId: applyOne.id })).status).toBe(409);
    const joinOne = list.find((a) => a.state === 'in_process' && a.mode === 'join')!;
    expect((await post(RewardsPath.APPLY, { activityId: joinOne.id, comment: '' })).status).toBe(409);
  });

  it('answers bad input with a 4xx envelope', async () => {
    const bodies: unknown[] = [
      '', 'not json', '[]', {}, { activityId: 'one' }, { activityId: -1 }, { activityId: 1.5 }, { activityId: 1e12 },
      { activityId: 1, comment: 42 }, { activityId: 1, imageIds: 'abc' }, { activityId: 1, imageIds: [1, 2] },
      { activityId: 1, imageIds: ['a', 'a'] }, { activityId: 1, imageIds: ['../../etc'] },
    ];
    for (const path of [RewardsPath.JOIN, RewardsPath.APPLY, RewardsPath.CLAIM]) {
      for (const body of bodies) {
        const res = await post(path, body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json.success).toBe(false);
      }
    }
    expect((await post(RewardsPath.CLAIM, { activityId: 999999 })).status).toBe(404);
    for (const [id, body] of [['abc', { approve: true }], ['0', { approve: true }], ['1', { approve: 'yes' }], ['999999', { approve: true }]] as const) {
      const res = await call(app, 'POST', RewardsControlPath.DECIDE.replace(':id', id), { body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
