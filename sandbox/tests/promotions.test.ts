/** @jest-environment node */
/**
 * The promotions pages' sandbox: promotions of every category of spec §3 for every merchant, in every
 * language it offers, with a page and an image; their status by period (spec §4 coming soon, in process, closed),
 * moving with the sandbox clock; the list by category and the detail, with bad input answered 4xx; taking part in a
 * promotion's activity without the reward centre flag; the apply limits of spec §5 and §9 (comment of 140 characters,
 * 3 png or jpg images of 5 MB, the member's own uploads) and the states an application walks through to a claim.
 */
import {
  ACTIVITY_CATEGORIES, PromotionsPath, RewardsPath, WalletPath,
  type ActivityDto, type ActivityListDto, type BalanceDto, type ClaimResultDto, type PromotionDetailDto,
  type PromotionSummaryDto, type UploadDto,
} from '@site/platform-contract';
import { RewardsControlPath } from '../control-paths';
import { promotionStatus } from '../routes/promotions';
import { call, makeSandbox, PUBLIC_URL, tokenFor, trialTokenFor } from './helpers';
import { jpegOfSize } from '../../tests/e2e/support/image-headers';

jest.setTimeout(60_000);

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const LANGUAGES: Record<string, string[]> = { demo: ['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar'], vn88: ['vi', 'en'], ph: ['en'] };
/** What a text in each language must contain: its script, or for Vietnamese its diacritics. */
const SCRIPT: Record<string, RegExp> = {
  vi: /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i,
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
};

const list = async (merchant: string, opts: { language?: string; category?: string } = {}) => {
  const query = opts.category === undefined ? '' : `?category=${encodeURIComponent(opts.category)}`;
  return call<PromotionSummaryDto[]>(app, 'GET', `${PromotionsPath.LIST}${query}`, {
    merchant,
    headers: opts.language ? { Language: opts.language } : {},
  });
};
const detail = (merchant: string, id: string | number, language?: string) =>
  call<PromotionDetailDto>(app, 'GET', `${PromotionsPath.DETAIL}?id=${id}`, { merchant, headers: language ? { Language: language } : {} });

beforeAll(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

describe('promotions', () => {
  it('cover every category for every merchant, in every language it offers, with a summary, a page and an image', async () => {
    for (const [merchant, languages] of Object.entries(LANGUAGES)) {
      for (const language of languages) {
        const res = await list(merchant, { language });
        expect(res.status).toBe(200);
        const promotions = res.json.value!;
        expect([merchant, language, [...new Set(promotions.map((p) => p.category))].sort()]).toEqual([merchant, language, [...ACTIVITY_CATEGORIES].sort()]);
        for (const p of promotions) {
          expect(p.imageUrl).toBe(`${PUBLIC_URL}/cdn/promotions/${language}/${p.id}.svg`);
          expect(p.summary.length).toBeGreaterThan(10);
          expect(p.activity).not.toBeNull();
          if (SCRIPT[language]) expect([merchant, language, p.id, SCRIPT[language]!.test(p.title) && SCRIPT[language]!.test(p.summary)]).toEqual([merchant, language, p.id, true]);
          expect(`${p.title} ${p.summary}`).not.toMatch(/\{[a-zA-Z]+\}/);
        }
        // The page of the first one: how to take part and the terms, placeholders filled, in the language.
        const page = (await detail(merchant, promotions[0]!.id, language)).json.value!;
        expect(page.content).toMatch(/^<h3>.+<\/h3><ol>(<li>[^<]+<\/li>)+<\/ol><h3>.+<\/h3><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
        expect(page.content).not.toMatch(/\{[a-zA-Z]+\}/);
        if (SCRIPT[language]) expect(SCRIPT[language]!.test(page.content)).toBe(true);
      }
    }
  });

  it('draw their image in the language asked for, in the colours of the category', async () => {
    const [slots] = (await list('demo', { language: 'vi', category: 'slots' })).json.value!;
    const svg = await (await app.request(`/cdn/promotions/vi/${slots!.id}.svg`)).text();
    expect(svg).toContain(`>${slots!.title}</text>`);
    expect(svg).toContain("xml:lang='vi'");
    const [sports] = (await list('demo', { category: 'sports' })).json.value!;
    const other = await (await app.request(`/cdn/promotions/en/${sports!.id}.svg`)).text();
    expect(other.match(/stop-color='[^']+'/g)).not.toEqual(svg.match(/stop-color='[^']+'/g));
  });

  it('list one category when asked, and refuse a category that is not a plain name', async () => {
    const all = (await list('demo')).json.value!;
    const sports = (await list('demo', { category: 'sports' })).json.value!;
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((p) => p.category === 'sports')).toBe(true);
    expect(sports.map((p) => p.id)).toEqual(all.filter((p) => p.category === 'sports').map((p) => p.id));
    expect((await list('demo', { category: 'no_such' })).json.value).toEqual([]);
    for (const bad of ['<script>', 'a'.repeat(40), 'Sports', '../x']) {
      expect((await list('demo', { category: bad })).status).toBe(400);
    }
    expect((await call(app, 'GET', PromotionsPath.LIST)).status).toBe(400);
  });

  it('answer one promotion with its page, never another merchant\u2019s, and 4xx for bad ids', async () => {
    const demo = (await list('demo')).json.value![0]!;
    const page = await detail('demo', demo.id);
    expect(page.status).toBe(200);
    expect(page.json.value).toMatchObject({ id: demo.id, title: demo.title, status: demo.status, activity: demo.activity });
    const other = await detail('ph', demo.id);
    expect(other).toMatchObject({ status: 404, json: { errorCode: 'promotion_not_found' } });
    expect((await detail('demo', 999999)).status).toBe(404);
    for (const bad of ['', '0', '-1', 'abc', '1.5', '99999999999', '%00', '1e3']) {
      expect([bad, (await detail('demo', bad)).status]).toEqual([bad, 400]);
    }
  });

  it('are coming soon, in process or closed by their activity\u2019s period, and move with the clock', async () => {
    expect(promotionStatus({ starts_at: 100, ends_at: 200 }, 99)).toBe('coming_soon');
    expect(promotionStatus({ starts_at: 100, ends_at: 200 }, 100)).toBe('in_process');
    expect(promotionStatus({ starts_at: 100, ends_at: 200 }, 200)).toBe('closed');
    expect(promotionStatus({ starts_at: null, ends_at: null }, 0)).toBe('in_process');

    const before = (await list('demo')).json.value!;
    expect(new Set(before.map((p) => p.status))).toEqual(new Set(['coming_soon', 'in_process', 'closed']));
    const soon = before.find((p) => p.status === 'coming_soon')!;
    // The year-end draw starts in 10 days: 11 days on, it runs.
    await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 11 * 24 * 3600_000 } });
    try {
      expect((await detail('demo', soon.id)).json.value!.status).toBe('in_process');
    } finally {
      await call(app, 'POST', '/__sandbox/reset');
    }
  });
});

// ——————————————————————————————————————————————————————————————————————————————— taking part

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A 1 × 1 jpg: its frame header says its size (the upload reads it). */
const JPG = Buffer.from(jpegOfSize(1, 1));

async function upload(token: string, merchant: string, bytes: Buffer, name = 'proof.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await app.request(WalletPath.UPLOAD, { method: 'POST', headers: { Merchant: merchant, Authorization: token }, body: form });
  return { status: res.status, json: (await res.json()) as { errorCode?: string; value?: UploadDto } };
}
const uploadId = async (token: string, merchant: string, bytes = PNG) => (await upload(token, merchant, bytes)).json.value!.id;

const post = <T>(merchant: string, token: string, path: string, body: unknown = {}) => call<T>(app, 'POST', path, { merchant, token, body });
const memberActivities = async (merchant: string, token: string): Promise<ActivityDto[]> => {
  const res = await post<ActivityListDto>(merchant, token, PromotionsPath.ACTIVITIES);
  expect(res.status).toBe(200);
  return res.json.value!.list;
};
const balance = async (merchant: string, token: string) =>
  (await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant, token })).json.value!.sumBalance;

/** An in-process apply promotion of the merchant and its activity, as the member sees it. */
async function applyPromotion(merchant: string, token: string, key = 'app-download') {
  const id = app.db.prepare('SELECT id FROM promotions WHERE merchant_code = ? AND seed_key = ?').pluck().get(merchant, key) as number;
  const promotion = (await detail(merchant, id)).json.value!;
  const activity = (await memberActivities(merchant, token)).find((a) => a.id === promotion.activity!.id)!;
  return { promotion, activity };
}

describe('taking part', () => {
  beforeEach(async () => {
    await call(app, 'POST', '/__sandbox/reset');
  });

  it('lists the member\u2019s state of every promotion, on a merchant without the reward centre too', async () => {
    const ph = await tokenFor(app, 'ph');
    const mine = await memberActivities('ph', ph);
    const promotions = (await list('ph')).json.value!;
    expect(mine.map((a) => a.id).sort((a, b) => a - b)).toEqual(promotions.map((p) => p.activity!.id).sort((a, b) => a - b));
    expect(mine.every((a) => a.promotionId !== null)).toBe(true);
    // player1's seeded participations: every state of spec §4.
    expect(new Set(mine.map((a) => a.state))).toEqual(new Set(['coming_soon', 'in_process', 'joined', 'applying', 'issued', 'claimed', 'rejected', 'closed']));
    // The reward centre itself stays closed there, and an activity outside any promotion too.
    expect((await post('ph', ph, RewardsPath.ACTIVITIES)).json.errorCode).toBe('feature_disabled');
    const loose = Number(
      app.db
        .prepare(`INSERT INTO reward_activities (merchant_code, category, mode, reward_minor, starts_at, ends_at, sort) VALUES ('ph', 'others', 'join', 100, 0, ?, 999)`)
        .run(Date.now() + 86_400_000).lastInsertRowid,
    );
    expect(await post('ph', ph, RewardsPath.JOIN, { activityId: loose })).toMatchObject({ status: 403, json: { errorCode: 'feature_disabled' } });
    // Visitors and trial accounts have no state.
    expect((await call(app, 'POST', PromotionsPath.ACTIVITIES, { merchant: 'ph', body: {} })).status).toBe(401);
    const trial = await trialTokenFor(app);
    expect((await post('demo', trial, PromotionsPath.ACTIVITIES)).json.errorCode).toBe('in_need_true_account');
  });

  it('applies with a comment and images, is refused, applies again, is approved and claims once', async () => {
    const token = await tokenFor(app, 'ph');
    const { promotion, activity } = await applyPromotion('ph', token);
    expect(activity.state).toBe('in_process');
    const images = [await uploadId(token, 'ph'), await uploadId(token, 'ph', JPG)];
    const comment = 'Installed on my phone 📱';
    const applied = await post<ActivityDto>('ph', token, RewardsPath.APPLY, { activityId: activity.id, comment, imageIds: images });
    expect(applied.status).toBe(200);
    expect(applied.json.value).toMatchObject({ state: 'applying', comment, imageCount: 2, promotionId: promotion.id });
    // Once applied, not again while it waits.
    expect((await post('ph', token, RewardsPath.APPLY, { activityId: activity.id })).json.errorCode).toBe('activity_not_open');

    const decide = (approve: boolean) =>
      call(app, 'POST', RewardsControlPath.DECIDE.replace(':id', String(applied.json.value!.applicationId)), { body: { approve } });
    expect((await decide(false)).status).toBe(200);
    expect((await memberActivities('ph', token)).find((a) => a.id === activity.id)!.state).toBe('rejected');
    const again = await post<ActivityDto>('ph', token, RewardsPath.APPLY, { activityId: activity.id, comment: 'Second try', imageIds: [await uploadId(token, 'ph')] });
    expect(again.json.value).toMatchObject({ state: 'applying', comment: 'Second try', imageCount: 1 });
    expect((await decide(true)).status).toBe(200);
    expect((await memberActivities('ph', token)).find((a) => a.id === activity.id)!.state).toBe('issued');

    const before = await balance('ph', token);
    const claims = await Promise.all(Array.from({ length: 5 }, () => post<ClaimResultDto>('ph', token, RewardsPath.CLAIM, { activityId: activity.id })));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.status === 409).every((c) => c.json.errorCode === 'reward_already_claimed')).toBe(true);
    expect(await balance('ph', token)).toBeCloseTo(before + activity.reward, 2);
    expect((await memberActivities('ph', token)).find((a) => a.id === activity.id)!.state).toBe('claimed');
  });

  it('keeps to the limits of an application: 140 characters, 3 png or jpg images of 5 MB, the member\u2019s own uploads', async () => {
    const token = await tokenFor(app, 'demo');
    const { activity } = await applyPromotion('demo', token);
    const apply = (body: object) => post<ActivityDto>('demo', token, RewardsPath.APPLY, { activityId: activity.id, ...body });

    expect((await apply({ comment: 'x'.repeat(141) })).json).toMatchObject({ errorCode: 'comment_too_long', value: { max: 140 } });
    const ids = await Promise.all(Array.from({ length: 4 }, () => uploadId(token, 'demo')));
    expect((await apply({ imageIds: ids })).json).toMatchObject({ errorCode: 'too_many_images', value: { max: 3 } });
    const someoneElse = await uploadId(await tokenFor(app, 'demo', 'agent1', 'Agent#2026'), 'demo');
    expect((await apply({ imageIds: [someoneElse] })).json.errorCode).toBe('image_not_found');
    expect((await apply({ imageIds: [ids[0], ids[0]] })).status).toBe(400);
    // Only png and jpg, at most 5 MB: the upload refuses the rest, so no such id can reach an application.
    expect((await upload(token, 'demo', Buffer.from('GIF89a\x01\x00\x01\x00'), 'x.png')).json.errorCode).toBe('file_type_not_allowed');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    expect((await upload(token, 'demo', big)).json.errorCode).toBe('file_too_large');
    // Nothing was applied by the refusals; 140 characters (an emoji counts as one) and 3 images are fine.
    expect((await memberActivities('demo', token)).find((a) => a.id === activity.id)!.state).toBe('in_process');
    const ok = await apply({ comment: `${'x'.repeat(139)}🎉`, imageIds: ids.slice(0, 3) });
    expect(ok.json.value).toMatchObject({ state: 'applying', imageCount: 3 });
    // An image goes with one application only.
    const other = await applyPromotion('demo', token, 'welcome');
    expect((await post('demo', token, RewardsPath.APPLY, { activityId: other.activity.id, imageIds: [ids[0]] })).json.errorCode).toBe('image_not_found');
  });

  it('refuses to take part before a promotion starts and after it ends, and join where it asks for an application', async () => {
    const token = await tokenFor(app, 'demo');
    const mine = await memberActivities('demo', token);
    const comingSoon = mine.find((a) => a.state === 'coming_soon')!;
    const closed = mine.find((a) => a.state === 'closed')!;
    for (const a of [comingSoon, closed]) {
      const path = a.mode === 'join' ? RewardsPath.JOIN : RewardsPath.APPLY;
      expect(await post('demo', token, path, { activityId: a.id })).toMatchObject({ status: 409, json: { errorCode: 'activity_not_open' } });
    }
    const { activity } = await applyPromotion('demo', token);
    expect((await post('demo', token, RewardsPath.JOIN, { activityId: activity.id })).json.errorCode).toBe('activity_not_open');
    // Another merchant's activity does not exist here.
    const ph = (await list('ph')).json.value![0]!.activity!.id;
    expect((await post('demo', token, RewardsPath.JOIN, { activityId: ph })).json.errorCode).toBe('activity_not_found');
  });
});
