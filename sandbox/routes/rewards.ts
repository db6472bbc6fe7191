/**
 * The member centre's rewards calls: the reward centre's activities (join, apply, claim), referral (invite
 * and earn) and missions with their leaderboard. Shapes in contract/rewards.ts. Every claim credits a BONUS ledger row
 * in the transaction that checks and moves the state, so a claim counts once however many arrive together.
 */
import type { Statement } from 'better-sqlite3';
import type { Hono, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import {
  ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX, LEADERBOARD_SIZE, LedgerKind, RewardsErrorCode,
  PromotionsPath, RewardsPath, WhitelabelFlag, commentLength,
  type ActivityCategory, type ActivityDto, type ActivityListDto, type ActivityMode, type ActivityState, type ClaimResultDto,
  type LeaderboardEntryDto, type MissionClaimResultDto, type MissionDto, type MissionLeaderboardDto, type MissionMetric,
  type MissionPeriod, type MissionPeriodDto, type MissionSummaryDto, type ReferralEarningDto, type ReferralEarningsDto,
  type ReferralFriendDto, type ReferralFriendsDto, type ReferralSummaryDto,
} from '@site/platform-contract';
import { RewardsControlPath } from '../control-paths';
import { AGENT_TYPES, randomCode } from '../lib/accounts';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { ApiError, badRequest, notFound, ok } from '../lib/envelope';
import { createLanguages } from '../lib/language';
import { limitOffset, paged, readPage } from '../lib/paging';
import { readJsonObject, requireNumber, type Json } from '../lib/validate';
import { createWallet, toMajor } from '../lib/wallet';
import { maskUsername } from './lotteries';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ID = 2_147_483_647;
/** An upload's id (the wallet area's uploads table): opaque text. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The current period of a mission kind, cut in the merchant's zone (`offsetMinutes` east of GMT,
 * merchants.gmt_offset_minutes, the one rule for times on the whole site): days from its midnight, weeks from its
 * Monday midnight. [start, end).
 */
export function missionPeriod(period: MissionPeriod, now: number, offsetMinutes: number): { start: number; end: number } {
  const shift = offsetMinutes * 60_000;
  const day = Math.floor((now + shift) / DAY_MS) * DAY_MS - shift;
  if (period === 'daily') return { start: day, end: day + DAY_MS };
  const sinceMonday = (new Date(day + shift).getUTCDay() + 6) % 7;
  const start = day - sinceMonday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

interface ActivityRow {
  id: number;
  promotion_id: number | null;
  category: string;
  mode: ActivityMode;
  reward_minor: number;
  starts_at: number;
  ends_at: number;
  title: string | null;
  description: string | null;
  application_id: number | null;
  app_state: 'joined' | 'applying' | 'issued' | 'claimed' | 'rejected' | null;
  comment: string | null;
  applied_at: number | null;
  decided_at: number | null;
  claimed_at: number | null;
  images: number;
}

/** The member's state of an activity (contract/rewards.ts ActivityState). */
export function activityState(row: Pick<ActivityRow, 'starts_at' | 'ends_at' | 'app_state'>, now: number): ActivityState {
  switch (row.app_state) {
    case 'issued':
    case 'claimed':
    case 'applying':
    case 'rejected':
      return row.app_state;
    case 'joined':
      // A joined activity that ended without a reward is over for the member.
      return now >= row.ends_at ? 'closed' : 'joined';
    default:
      if (now < row.starts_at) return 'coming_soon';
      return now >= row.ends_at ? 'closed' : 'in_process';
  }
}

interface MissionRow {
  id: number;
  period: MissionPeriod;
  metric: MissionMetric;
  target: number;
  reward_minor: number;
  points: number;
}

/** Counts are whole numbers; amounts (minor units on the wire of the database) are major units in the DTO. */
const isAmount = (metric: MissionMetric) => metric === 'valid_bet' || metric === 'deposit_amount';

export function registerRewardsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const languages = createLanguages(deps);
  const wallet = createWallet(db);
  const hasFlag = db.prepare('SELECT 1 FROM merchant_flags WHERE merchant_code = ? AND flag = ?').pluck();

  /** Money and centre calls are for real accounts (spec §6): a trial account is refused. */
  const player = requireRealAccount;
  const runsCentre = (merchantCode: string) => hasFlag.get(merchantCode, WhitelabelFlag.REWCEN3) === 1;
  const rewardCentre: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!runsCentre(c.get('merchant').code)) throw centreDisabled();
    await next();
  };
  const referral: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (hasFlag.get(c.get('merchant').code, WhitelabelFlag.REFERRAL3) !== 1 && !AGENT_TYPES.includes(c.get('member').type)) {
      throw new ApiError(403, RewardsErrorCode.FEATURE_DISABLED, 'This site does not run the referral promotion');
    }
    await next();
  };
  registerActivities(app, deps, every(merchant, member, player), { rewardCentre, runsCentre }, languages, wallet);
  registerReferral(app, deps, every(merchant, member, player, referral));
  registerMissions(app, deps, every(merchant, member, player), wallet);
}

/** The checks a group of calls runs first, as one middleware. */
type Guards = MiddlewareHandler<AppEnv>;

const centreDisabled = () => new ApiError(403, RewardsErrorCode.FEATURE_DISABLED, 'This site does not run the reward centre');

/**
 * The reward centre's list needs the merchant to run it (REWCEN3); joining, applying and claiming need it only for an
 * activity that belongs to no promotion: a promotion's activity is the promotions pages' (contract/promotions.ts).
 */
interface CentreGate {
  rewardCentre: MiddlewareHandler<AppEnv>;
  runsCentre: (merchantCode: string) => boolean;
}

function readId(body: Json, key: string): number {
  return requireNumber(body, key, { integer: true, min: 1, max: MAX_ID });
}

function registerActivities(
  app: Hono<AppEnv>, deps: Deps, guards: Guards, centre: CentreGate, languages: ReturnType<typeof createLanguages>,
  wallet: ReturnType<typeof createWallet>,
): void {
  const { db, clock } = deps;
  // Texts in @lang, else in the merchant's default language (@fallback).
  const selectActivities = `
    SELECT a.id, a.promotion_id, a.category, a.mode, a.reward_minor, a.starts_at, a.ends_at,
      COALESCE(t.title, d.title) AS title, COALESCE(t.description, d.description) AS description,
      p.id AS application_id, p.state AS app_state, p.comment, p.applied_at, p.decided_at, p.claimed_at,
      (SELECT COUNT(*) FROM reward_application_images i WHERE i.application_id = p.id) AS images
    FROM reward_activities a
    LEFT JOIN reward_activity_i18n t ON t.activity_id = a.id AND t.language = @lang
    LEFT JOIN reward_activity_i18n d ON d.activity_id = a.id AND d.language = @fallback
    LEFT JOIN reward_applications p ON p.activity_id = a.id AND p.member_id = @member
    WHERE a.merchant_code = @merchant`;
  const listActivities = db.prepare(`${selectActivities} ORDER BY a.sort, a.id`);
  const listPromotionActivities = db.prepare(`${selectActivities} AND a.promotion_id IS NOT NULL ORDER BY a.sort, a.id`);
  const oneActivity = db.prepare(`${selectActivities} AND a.id = @id`);
  const insertApplication = db.prepare(
    `INSERT INTO reward_applications (activity_id, member_id, state, comment, applied_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const reapply = db.prepare(
    `UPDATE reward_applications SET state = 'applying', comment = ?, applied_at = ?, decided_at = NULL
     WHERE id = ? AND state = 'rejected'`,
  );
  const dropImages = db.prepare('DELETE FROM reward_application_images WHERE application_id = ?');
  const insertImage = db.prepare('INSERT INTO reward_application_images (application_id, upload_id, sort) VALUES (?, ?, ?)');
  const imageTaken = db.prepare('SELECT 1 FROM reward_application_images WHERE upload_id = ?').pluck();
  const markClaimed = db.prepare(
    `UPDATE reward_applications SET state = 'claimed', claimed_at = ? WHERE id = ? AND member_id = ? AND state = 'issued'`,
  );
  const decide = db.prepare(
    `UPDATE reward_applications SET state = ?, decided_at = ? WHERE id = ? AND state IN ('applying', 'joined')`,
  );
  const applicationState = db.prepare('SELECT state FROM reward_applications WHERE id = ?').pluck();
  // The uploads table belongs to the wallet area's migration: prepared on first use.
  let ownUploadStatement: Statement<unknown[], unknown> | null = null;
  const ownUpload = (id: string, memberId: number): boolean => {
    ownUploadStatement ??= db.prepare('SELECT 1 FROM uploads WHERE id = ? AND member_id = ?').pluck();
    return ownUploadStatement.get(id, memberId) === 1;
  };

  const params = (c: { get(key: 'merchant'): { code: string }; get(key: 'member'): MemberRow }, lang: string, id?: number) => ({
    merchant: c.get('merchant').code,
    member: c.get('member').id,
    lang,
    fallback: languages.defaultOf(c.get('merchant').code),
    ...(id === undefined ? {} : { id }),
  });
  const toDto = (r: ActivityRow, now: number): ActivityDto => ({
    id: r.id,
    promotionId: r.promotion_id,
    category: r.category as ActivityCategory,
    mode: r.mode,
    title: r.title ?? '',
    description: r.description ?? '',
    reward: toMajor(r.reward_minor),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    state: activityState(r, now),
    applicationId: r.application_id,
    appliedAt: r.applied_at,
    comment: r.comment,
    imageCount: r.images,
    decidedAt: r.decided_at,
    claimedAt: r.claimed_at,
  });

  app.post(RewardsPath.ACTIVITIES, guards, centre.rewardCentre, (c) => {
    const now = clock.now();
    const rows = listActivities.all(params(c, languages.contentLanguage(c))) as ActivityRow[];
    return ok(c, { list: rows.map((r) => toDto(r, now)) } satisfies ActivityListDto);
  });

  app.post(PromotionsPath.ACTIVITIES, guards, (c) => {
    const now = clock.now();
    const rows = listPromotionActivities.all(params(c, languages.contentLanguage(c))) as ActivityRow[];
    return ok(c, { list: rows.map((r) => toDto(r, now)) } satisfies ActivityListDto);
  });

  /** The activity with the member's participation, read inside the caller's transaction. */
  const find = (c: Parameters<typeof params>[0], lang: string, id: number): ActivityRow => {
    const row = oneActivity.get(params(c, lang, id)) as ActivityRow | undefined;
    if (!row) throw new ApiError(404, RewardsErrorCode.ACTIVITY_NOT_FOUND, 'No such activity');
    if (row.promotion_id === null && !centre.runsCentre(c.get('merchant').code)) throw centreDisabled();
    return row;
  };
  const notOpen = () => new ApiError(409, RewardsErrorCode.ACTIVITY_NOT_OPEN, 'This activity does not take part now');

  app.post(RewardsPath.JOIN, guards, async (c) => {
    const activityId = readId(await readJsonObject(c), 'activityId');
    const lang = languages.contentLanguage(c);
    const now = clock.now();
    const row = db.transaction(() => {
      const before = find(c, lang, activityId);
      if (before.mode !== 'join' || activityState(before, now) !== 'in_process') throw notOpen();
      insertApplication.run(activityId, c.get('member').id, 'joined', null, now);
      return find(c, lang, activityId);
    })();
    return ok(c, toDto(row, now));
  });

  app.post(RewardsPath.APPLY, guards, async (c) => {
    const body = await readJsonObject(c);
    const activityId = readId(body, 'activityId');
    const comment = readComment(body);
    const imageIds = readImageIds(body);
    const lang = languages.contentLanguage(c);
    const me = c.get('member').id;
    const now = clock.now();
    const row = db.transaction(() => {
      const before = find(c, lang, activityId);
      const state = activityState(before, now);
      // A refused application may be made again while the activity runs.
      const running = now >= before.starts_at && now < before.ends_at;
      if (before.mode !== 'apply' || !(state === 'in_process' || (state === 'rejected' && running))) throw notOpen();
      for (const id of imageIds) {
        if (!ownUpload(id, me)) throw new ApiError(400, RewardsErrorCode.IMAGE_NOT_FOUND, 'An image is not one of your uploads');
      }
      let applicationId = before.application_id;
      if (applicationId === null) {
        applicationId = Number(insertApplication.run(activityId, me, 'applying', comment, now).lastInsertRowid);
      } else {
        if (reapply.run(comment, now, applicationId).changes !== 1) throw notOpen();
        dropImages.run(applicationId);
      }
      imageIds.forEach((id, sort) => {
        if (imageTaken.get(id) === 1) throw new ApiError(400, RewardsErrorCode.IMAGE_NOT_FOUND, 'An image is already attached elsewhere');
        insertImage.run(applicationId, id, sort);
      });
      return find(c, lang, activityId);
    })();
    return ok(c, toDto(row, now));
  });

  app.post(RewardsPath.CLAIM, guards, async (c) => {
    const activityId = readId(await readJsonObject(c), 'activityId');
    const lang = languages.contentLanguage(c);
    const me = c.get('member').id;
    const now = clock.now();
    const result = db.transaction(() => {
      const before = find(c, lang, activityId);
      if (before.app_state === 'claimed') throw new ApiError(409, RewardsErrorCode.ALREADY_CLAIMED, 'This reward is already claimed');
      if (before.app_state !== 'issued' || before.application_id === null) {
        throw new ApiError(409, RewardsErrorCode.NOT_CLAIMABLE, 'This reward is not issued');
      }
      // The state changes only from issued, in this transaction: the credit below happens once.
      if (markClaimed.run(now, before.application_id, me).changes !== 1) {
        throw new ApiError(409, RewardsErrorCode.ALREADY_CLAIMED, 'This reward is already claimed');
      }
      wallet.post(me, before.reward_minor, LedgerKind.BONUS, `Reward: ${before.title ?? `activity ${before.id}`}`, null, now);
      return { row: find(c, lang, activityId), amount: before.reward_minor, balance: wallet.balance(me) };
    })();
    const value: ClaimResultDto = { activity: toDto(result.row, now), amount: toMajor(result.amount), balance: toMajor(result.balance) };
    return ok(c, value);
  });

  // Control (tests, demos): the review of a participation. Plain JSON like the other /__sandbox/ answers.
  app.post(RewardsControlPath.DECIDE, async (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) throw badRequest('id must be an application id');
    const id = Number(raw);
    const body = await readJsonObject(c);
    if (typeof body.approve !== 'boolean') throw badRequest('approve must be true or false');
    const state = body.approve ? 'issued' : 'rejected';
    const changed = db.transaction(() => {
      const current = applicationState.get(id) as string | undefined;
      if (current === undefined) throw notFound('No such application');
      return decide.run(state, clock.now(), id).changes === 1;
    })();
    if (!changed) throw new ApiError(409, RewardsErrorCode.NOT_CLAIMABLE, 'Only an application that waits for review can be decided');
    return c.json({ success: true, applicationId: id, state });
  });
}

function readComment(body: Json): string {
  const v = body.comment;
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw badRequest('comment must be a string');
  const comment = v.trim();
  if (commentLength(comment) > ACTIVITY_COMMENT_MAX) {
    throw new ApiError(400, RewardsErrorCode.COMMENT_TOO_LONG, `The comment may be at most ${ACTIVITY_COMMENT_MAX} characters`, {
      max: ACTIVITY_COMMENT_MAX,
    });
  }
  return comment;
}

function readImageIds(body: Json): string[] {
  const v = body.imageIds;
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badRequest('imageIds must be an array of upload ids');
  if (v.length > ACTIVITY_IMAGES_MAX) {
    throw new ApiError(400, RewardsErrorCode.TOO_MANY_IMAGES, `At most ${ACTIVITY_IMAGES_MAX} images`, { max: ACTIVITY_IMAGES_MAX });
  }
  if (!v.every((id): id is string => typeof id === 'string' && UPLOAD_ID.test(id))) throw badRequest('imageIds must be upload ids');
  if (new Set(v).size !== v.length) throw badRequest('imageIds must be different');
  return v;
}

function registerReferral(app: Hono<AppEnv>, deps: Deps, guards: Guards): void {
  const { db, clock } = deps;
  const codeOf = db.prepare('SELECT referral_code FROM members WHERE id = ?').pluck();
  const codeTaken = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND referral_code = ?').pluck();
  const setCode = db.prepare('UPDATE members SET referral_code = ? WHERE id = ? AND referral_code IS NULL');
  const friendCounts = db.prepare(
    `SELECT COUNT(*) AS friends,
       COALESCE(SUM(EXISTS (SELECT 1 FROM wallet_ledger l WHERE l.member_id = f.id AND l.kind = 'DEPOSIT')), 0) AS deposited
     FROM members f WHERE f.referrer_id = ?`,
  );
  const earnings = db.prepare(
    `SELECT COALESCE(SUM(amount_minor), 0) AS total, COALESCE(SUM(CASE WHEN created_at >= ? THEN amount_minor ELSE 0 END), 0) AS recent
     FROM wallet_ledger WHERE member_id = ? AND kind = 'REFERRAL'`,
  );
  const countFriends = db.prepare('SELECT COUNT(*) FROM members WHERE referrer_id = ?').pluck();
  const friends = db.prepare(
    `SELECT f.username, f.created_at,
       EXISTS (SELECT 1 FROM wallet_ledger l WHERE l.member_id = f.id AND l.kind = 'DEPOSIT') AS deposited,
       EXISTS (SELECT 1 FROM bets b WHERE b.member_id = f.id AND b.status = 'settled') AS bet
     FROM members f WHERE f.referrer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
  );
  const countEarnings = db.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(amount_minor), 0) AS total FROM wallet_ledger WHERE member_id = ? AND kind = 'REFERRAL'`,
  );
  const earningRows = db.prepare(
    `SELECT id, created_at, amount_minor, remark FROM wallet_ledger WHERE member_id = ? AND kind = 'REFERRAL'
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );

  /** Every member has a code from registration; one seeded without gets its own on first ask. */
  const ensureCode = (me: MemberRow): string =>
    db.transaction(() => {
      const current = codeOf.get(me.id) as string | null;
      if (current) return current;
      let code: string;
      do code = randomCode(8);
      while (codeTaken.get(me.merchant_code, code) === 1);
      setCode.run(code, me.id);
      return code;
    })();

  app.post(RewardsPath.REFERRAL_SUMMARY, guards, (c) => {
    const me = c.get('member');
    const counts = friendCounts.get(me.id) as { friends: number; deposited: number };
    const sums = earnings.get(clock.now() - 30 * DAY_MS, me.id) as { total: number; recent: number };
    const value: ReferralSummaryDto = {
      referralCode: ensureCode(me),
      friends: counts.friends,
      depositedFriends: counts.deposited,
      totalEarnings: toMajor(sums.total),
      last30DaysEarnings: toMajor(sums.recent),
    };
    return ok(c, value);
  });

  app.get(RewardsPath.REFERRAL_FRIENDS, guards, (c) => {
    const page = readPage(c.req.query());
    const me = c.get('member').id;
    const rows = friends.all(me, ...limitOffset(page)) as { username: string; created_at: number; deposited: number; bet: number }[];
    const list: ReferralFriendDto[] = rows.map((r) => ({
      username: maskUsername(r.username),
      joinedAt: r.created_at,
      hasDeposited: r.deposited === 1,
      hasValidBet: r.bet === 1,
    }));
    return ok(c, paged(list, countFriends.get(me) as number, page) satisfies ReferralFriendsDto);
  });

  app.get(RewardsPath.REFERRAL_EARNINGS, guards, (c) => {
    const page = readPage(c.req.query());
    const me = c.get('member').id;
    const totals = countEarnings.get(me) as { n: number; total: number };
    const rows = earningRows.all(me, ...limitOffset(page)) as { id: number; created_at: number; amount_minor: number; remark: string | null }[];
    const list: ReferralEarningDto[] = rows.map((r) => ({ id: r.id, at: r.created_at, amount: toMajor(r.amount_minor), remark: r.remark ?? '' }));
    return ok(c, paged(list, totals.n, page, { total: toMajor(totals.total) }) satisfies ReferralEarningsDto);
  });
}

function registerMissions(app: Hono<AppEnv>, deps: Deps, guards: Guards, wallet: ReturnType<typeof createWallet>): void {
  const { db, clock } = deps;
  const missions = db.prepare('SELECT id, period, metric, target, reward_minor, points FROM missions WHERE merchant_code = ? ORDER BY period, sort, id');
  const mission = db.prepare('SELECT id, period, metric, target, reward_minor, points FROM missions WHERE merchant_code = ? AND id = ?');
  const betStats = db.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN status = 'settled' THEN stake_minor ELSE 0 END), 0) AS valid
     FROM bets WHERE member_id = ? AND created_at >= ? AND created_at < ?`,
  );
  const depositStats = db.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(amount_minor), 0) AS amount FROM wallet_ledger
     WHERE member_id = ? AND kind = 'DEPOSIT' AND created_at >= ? AND created_at < ?`,
  );
  const claimOf = db.prepare('SELECT claimed_at FROM mission_claims WHERE member_id = ? AND mission_id = ? AND period_start = ?').pluck();
  const insertClaim = db.prepare(
    `INSERT INTO mission_claims (member_id, mission_id, period_start, reward_minor, points, claimed_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const standings = db.prepare(
    `SELECT m.id, m.username, SUM(c.points) AS points, MAX(c.claimed_at) AS reached
     FROM mission_claims c JOIN members m ON m.id = c.member_id
     WHERE m.merchant_code = ? AND c.claimed_at >= ? AND c.claimed_at < ?
     GROUP BY m.id HAVING SUM(c.points) > 0
     ORDER BY points DESC, reached ASC, m.id ASC`,
  );
  const weekPoints = db.prepare(
    'SELECT COALESCE(SUM(points), 0) FROM mission_claims WHERE member_id = ? AND claimed_at >= ? AND claimed_at < ?',
  ).pluck();

  /** The member's progress on a mission in its current period (same unit as target: a count or minor units). */
  const progressOf = (memberId: number, m: MissionRow, now: number, zone: number): number => {
    const { start, end } = missionPeriod(m.period, now, zone);
    if (m.metric === 'bet_count' || m.metric === 'valid_bet') {
      const s = betStats.get(memberId, start, end) as { n: number; valid: number };
      return m.metric === 'bet_count' ? s.n : s.valid;
    }
    const d = depositStats.get(memberId, start, end) as { n: number; amount: number };
    return m.metric === 'deposit_count' ? d.n : d.amount;
  };
  const toDto = (memberId: number, m: MissionRow, now: number, zone: number): MissionDto => {
    const progress = progressOf(memberId, m, now, zone);
    const claimedAt = (claimOf.get(memberId, m.id, missionPeriod(m.period, now, zone).start) as number | undefined) ?? null;
    const unit = (v: number) => (isAmount(m.metric) ? toMajor(v) : v);
    return {
      id: m.id,
      period: m.period,
      metric: m.metric,
      target: unit(m.target),
      progress: unit(progress),
      reward: toMajor(m.reward_minor),
      points: m.points,
      status: claimedAt !== null ? 'claimed' : progress >= m.target ? 'complete' : 'in_progress',
      claimedAt,
    };
  };

  app.post(RewardsPath.MISSION_SUMMARY, guards, (c) => {
    const me = c.get('member').id;
    const now = clock.now();
    const zone = c.get('merchant').gmt_offset_minutes;
    const all = (missions.all(c.get('merchant').code) as MissionRow[]).map((m) => toDto(me, m, now, zone));
    const periods: MissionPeriodDto[] = (['daily', 'weekly'] as const).map((period) => ({
      period,
      ...missionPeriod(period, now, zone),
      missions: all.filter((m) => m.period === period),
    }));
    const week = missionPeriod('weekly', now, zone);
    const value: MissionSummaryDto = {
      periods,
      openCount: all.filter((m) => m.status !== 'claimed').length,
      claimableCount: all.filter((m) => m.status === 'complete').length,
      weekPoints: weekPoints.get(me, week.start, week.end) as number,
    };
    return ok(c, value);
  });

  app.post(RewardsPath.MISSION_CLAIM, guards, async (c) => {
    const missionId = readId(await readJsonObject(c), 'missionId');
    const me = c.get('member').id;
    const now = clock.now();
    const zone = c.get('merchant').gmt_offset_minutes;
    const result = db.transaction(() => {
      const m = mission.get(c.get('merchant').code, missionId) as MissionRow | undefined;
      if (!m) throw new ApiError(404, RewardsErrorCode.MISSION_NOT_FOUND, 'No such mission');
      const { start } = missionPeriod(m.period, now, zone);
      if (claimOf.get(me, m.id, start) !== undefined) {
        throw new ApiError(409, RewardsErrorCode.MISSION_ALREADY_CLAIMED, 'This mission is already claimed');
      }
      if (progressOf(me, m, now, zone) < m.target) throw new ApiError(409, RewardsErrorCode.MISSION_NOT_COMPLETE, 'This mission is not complete');
      insertClaim.run(me, m.id, start, m.reward_minor, m.points, now);
      wallet.post(me, m.reward_minor, LedgerKind.BONUS, `Mission reward (${m.period} #${m.id})`, null, now);
      return { dto: toDto(me, m, now, zone), amount: m.reward_minor, balance: wallet.balance(me) };
    })();
    const value: MissionClaimResultDto = { mission: result.dto, amount: toMajor(result.amount), balance: toMajor(result.balance) };
    return ok(c, value);
  });

  app.post(RewardsPath.MISSION_LEADERBOARD, guards, (c) => {
    const me = c.get('member');
    const { start, end } = missionPeriod('weekly', clock.now(), c.get('merchant').gmt_offset_minutes);
    const rows = standings.all(me.merchant_code, start, end) as { id: number; username: string; points: number }[];
    const list: LeaderboardEntryDto[] = rows.slice(0, LEADERBOARD_SIZE).map((r, i) => ({
      rank: i + 1,
      username: r.id === me.id ? r.username : maskUsername(r.username),
      points: r.points,
      me: r.id === me.id,
    }));
    const mine = rows.findIndex((r) => r.id === me.id);
    const value: MissionLeaderboardDto = {
      start,
      end,
      list,
      me: { rank: mine === -1 ? null : mine + 1, points: mine === -1 ? 0 : rows[mine]!.points },
    };
    return ok(c, value);
  });
}
