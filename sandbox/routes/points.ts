/**
 * The points mall's calls (contract/points.ts): balance, configuration, rewards, redeem, redemptions (the
 * points records), transaction details and conversion, the reward pictures, and the control endpoint that reviews an
 * item reward. Every member call first counts the member's newly settled bets into points (lazily, in a transaction).
 * Spending runs the payment password check (async) first, then one transaction (sandbox/lib/point-redemptions.ts).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  MAX_POINTS, POINT_REWARD_IMAGE_PREFIX, POINT_TRANSACTION_KINDS, POINTS_PAGE_SIZE, PointsErrorCode,
  PointsPath, REDEMPTION_STATUSES, type PointBalanceDto, type PointConfigDto, type PointRedemptionDto, type PointRewardDto,
  type PointRewardListDto, type PointTransactionDto, type PointTransactionKind, type RedemptionStatus,
} from '@site/platform-contract';
import { PointsControlPath } from '../control-paths';
import { refuseTrialAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { createDecrypter, loadOrCreateKey } from '../lib/crypto';
import { createEncReader } from '../lib/enc';
import { ApiError, badRequest, notFound, ok } from '../lib/envelope';
import { createLanguages } from '../lib/language';
import { limitOffset, paged, readPage } from '../lib/paging';
import { createPaymentPasswordCheck, createPaymentPasswords } from '../lib/payment-password';
import { rewardSvg } from '../lib/point-images';
import { createRedemptions, type RedemptionRow, type RewardRow } from '../lib/point-redemptions';
import { createPoints, type PointConfigRow } from '../lib/points';
import { optionalString, readJsonObject, requireNumber, requireString, type Json } from '../lib/validate';
import { createWallet, toMajor } from '../lib/wallet';

const MAX_ID = Number.MAX_SAFE_INTEGER;

type RewardTextRow = RewardRow & { name: string; description: string };
type RedemptionListRow = RedemptionRow & { reward_name: string | null; reward_kind: 'bonus' | 'item' | null };
interface LedgerRow {
  id: number;
  kind: PointTransactionKind;
  points: number;
  balance_after: number;
  remark: string;
  created_at: number;
  ref_no: string | null;
  reward_name: string | null;
}

export function registerPointsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, clock } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const languages = createLanguages(deps);
  const points = createPoints(db);
  const redemptions = createRedemptions(db);
  const wallet = createWallet(db);
  const passwords = createPaymentPasswords(db);
  const checkPassword = createPaymentPasswordCheck(db, clock);
  const { readEncBody } = createEncReader(createDecrypter(loadOrCreateKey(db)));

  /** The mall is for real accounts (spec §6): a trial account is refused. Then the member's new bets count. */
  const player: MiddlewareHandler<AppEnv> = async (c, next) => {
    refuseTrialAccount(c.get('member'));
    accrue(c.get('member').id, clock.now());
    await next();
  };
  const accrue = db.transaction((memberId: number, at: number) => points.accrue(memberId, at));
  const own = [merchant, member, player] as const;

  // ——— Texts in the request's language, else the merchant's default ———

  const rewardSelect = `SELECT r.*, COALESCE(t.name, d.name, '') AS name, COALESCE(t.description, d.description, '') AS description
    FROM point_rewards r
    LEFT JOIN point_reward_i18n t ON t.reward_id = r.id AND t.language = @lang
    LEFT JOIN point_reward_i18n d ON d.reward_id = r.id AND d.language = @fallback`;
  const rewardList = db.prepare(`${rewardSelect} WHERE r.merchant_code = @merchant AND r.active = 1 ORDER BY r.sort, r.id`);
  const langs = (c: Context<AppEnv>) => ({ lang: languages.contentLanguage(c), fallback: languages.defaultOf(c.get('merchant').code) });

  const rewardDto = (r: RewardTextRow): PointRewardDto => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    description: r.description,
    points: r.points,
    amount: r.amount_minor === null ? null : toMajor(r.amount_minor),
    stock: r.stock,
    imageUrl: deps.abs(`${POINT_REWARD_IMAGE_PREFIX}${r.id}.svg`),
  });

  const redemptionSelect = `SELECT x.*, COALESCE(t.name, d.name) AS reward_name, r.kind AS reward_kind
    FROM point_redemptions x
    LEFT JOIN point_rewards r ON r.id = x.reward_id
    LEFT JOIN point_reward_i18n t ON t.reward_id = x.reward_id AND t.language = @lang
    LEFT JOIN point_reward_i18n d ON d.reward_id = x.reward_id AND d.language = @fallback`;
  const redemptionPage = db.prepare(
    `${redemptionSelect} WHERE x.member_id = @member AND (@status IS NULL OR x.status = @status) ORDER BY x.id DESC LIMIT @limit OFFSET @offset`,
  );
  const redemptionCount = db.prepare('SELECT COUNT(*) FROM point_redemptions WHERE member_id = ? AND (? IS NULL OR status = ?)').pluck();
  const redemptionById = db.prepare(`${redemptionSelect} WHERE x.id = @id`);

  const redemptionDto = (x: RedemptionListRow): PointRedemptionDto => ({
    id: x.id,
    refNo: x.ref_no,
    type: x.type,
    rewardId: x.reward_id,
    rewardName: x.reward_name,
    rewardKind: x.reward_kind,
    points: x.points,
    amount: x.amount_minor === null ? null : toMajor(x.amount_minor),
    ratio: x.ratio_points === null || x.ratio_amount_minor === null ? null : { points: x.ratio_points, amount: toMajor(x.ratio_amount_minor) },
    changedPoints: -x.points,
    balance: x.balance_after,
    remark: x.remark,
    status: x.status,
    appliedAt: x.created_at,
    decidedAt: x.decided_at,
  });
  const oneRedemption = (c: Context<AppEnv>, id: number) =>
    redemptionDto(redemptionById.get({ id, ...langs(c) }) as RedemptionListRow);

  // ——— Balance and configuration ———

  const sums = db.prepare(
    `SELECT
       (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE member_id = @id AND kind IN ('EARN', 'GRANT')) AS earned,
       (SELECT COALESCE(SUM(points), 0) FROM point_redemptions WHERE member_id = @id AND status = 'approved') AS spent,
       (SELECT COALESCE(SUM(points), 0) FROM point_redemptions WHERE member_id = @id AND status = 'in_process') AS held`,
  );

  /** Valid bet still needed (minor units) before the counted valid bet earns one point more. */
  const nextPointIn = (config: PointConfigRow, counted: number): number => {
    const earned = Math.floor((counted * config.earn_points) / config.earn_valid_bet_minor);
    return Math.ceil(((earned + 1) * config.earn_valid_bet_minor) / config.earn_points) - counted;
  };

  app.post(PointsPath.BALANCE, ...own, (c) => {
    const me = c.get('member');
    const s = sums.get({ id: me.id }) as { earned: number; spent: number; held: number };
    const value: PointBalanceDto = {
      balance: points.balance(me.id),
      totalEarned: s.earned,
      totalSpent: s.spent,
      inProcess: s.held,
      nextPointIn: toMajor(nextPointIn(points.config(me.merchant_code), points.countedValidBet(me.id))),
      paymentPasswordSet: passwords.isSet(me.id),
    };
    return ok(c, value);
  });

  const configDto = (c: Context<AppEnv>): PointConfigDto => {
    const cfg = points.config(c.get('merchant').code);
    return {
      earn: { validBet: toMajor(cfg.earn_valid_bet_minor), points: cfg.earn_points },
      conversion: {
        enabled: cfg.convert_enabled === 1,
        points: cfg.convert_points,
        amount: toMajor(cfg.convert_amount_minor),
        minPoints: cfg.convert_min_points,
        maxPoints: cfg.convert_max_points,
      },
      currency: c.get('merchant').currency_code,
    };
  };
  app.post(PointsPath.CONFIG, ...own, (c) => ok(c, configDto(c)));

  // ——— Rewards and redeem ———

  app.post(PointsPath.REWARDS, ...own, (c) => {
    const rows = rewardList.all({ merchant: c.get('merchant').code, ...langs(c) }) as RewardTextRow[];
    const value: PointRewardListDto = { list: rows.map(rewardDto) };
    return ok(c, value);
  });

  const rewardExists = db.prepare('SELECT 1 FROM point_rewards WHERE id = ? AND merchant_code = ? AND active = 1').pluck();
  const paymentPasswordOf = (body: Json) => requireString(body, 'paymentPassword', { min: 1, max: 64 });

  app.post(PointsPath.REDEEM, ...own, async (c) => {
    const body = await readEncBody(c);
    const rewardId = requireNumber(body, 'rewardId', { integer: true, min: 1, max: MAX_ID });
    const password = paymentPasswordOf(body);
    const me = c.get('member');
    if (rewardExists.get(rewardId, me.merchant_code) !== 1) throw new ApiError(404, PointsErrorCode.REWARD_NOT_FOUND, 'No such reward');
    await checkPassword(me.id, password);
    const id = redemptions.redeem(me.id, rewardId, clock.now());
    return ok(c, { redemption: oneRedemption(c, id), balance: points.balance(me.id) });
  });

  app.post(PointsPath.CONVERT, ...own, async (c) => {
    const body = await readEncBody(c);
    const amount = requireNumber(body, 'points', { integer: true, min: 1, max: MAX_POINTS });
    const password = paymentPasswordOf(body);
    const me = c.get('member');
    const cfg = points.config(me.merchant_code);
    if (cfg.convert_enabled !== 1) throw new ApiError(403, PointsErrorCode.FEATURE_DISABLED, 'This site does not convert points');
    if (amount < cfg.convert_min_points) {
      throw new ApiError(400, PointsErrorCode.BELOW_MIN, `At least ${cfg.convert_min_points} points`, { min: cfg.convert_min_points });
    }
    if (amount > cfg.convert_max_points) {
      throw new ApiError(400, PointsErrorCode.ABOVE_MAX, `At most ${cfg.convert_max_points} points`, { max: cfg.convert_max_points });
    }
    if (amount % cfg.convert_points !== 0) {
      throw new ApiError(400, PointsErrorCode.STEP, `Points convert in steps of ${cfg.convert_points}`, { step: cfg.convert_points });
    }
    await checkPassword(me.id, password);
    const id = redemptions.convert(me.id, amount, cfg, clock.now());
    const redemption = oneRedemption(c, id);
    return ok(c, { redemption, balance: points.balance(me.id), amount: redemption.amount ?? 0, mainBalance: toMajor(wallet.balance(me.id)) });
  });

  // ——— Points records and transaction details ———

  /** An optional filter of the body: one of `allowed`, or absent (null and '' count as absent). */
  function filterOf<T extends string>(body: Json, key: string, allowed: readonly T[]): T | null {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') return null;
    if (!allowed.includes(raw as T)) throw badRequest(`${key} must be one of ${allowed.join(', ')}`);
    return raw as T;
  }

  app.post(PointsPath.REDEMPTIONS, ...own, async (c) => {
    const body = await readJsonObject(c, true);
    const page = readPage(body, POINTS_PAGE_SIZE);
    const status = filterOf<RedemptionStatus>(body, 'status', REDEMPTION_STATUSES);
    const id = c.get('member').id;
    const [limit, offset] = limitOffset(page);
    const rows = redemptionPage.all({ member: id, status, limit, offset, ...langs(c) }) as RedemptionListRow[];
    return ok(c, paged(rows.map(redemptionDto), redemptionCount.get(id, status, status) as number, page));
  });

  const ledgerPage = db.prepare(
    `SELECT l.id, l.kind, l.points, l.balance_after, l.remark, l.created_at, x.ref_no, COALESCE(t.name, d.name) AS reward_name
     FROM points_ledger l
     LEFT JOIN point_redemptions x ON x.id = l.redemption_id
     LEFT JOIN point_reward_i18n t ON t.reward_id = x.reward_id AND t.language = @lang
     LEFT JOIN point_reward_i18n d ON d.reward_id = x.reward_id AND d.language = @fallback
     WHERE l.member_id = @member AND (@kind IS NULL OR l.kind = @kind) ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
  );
  const ledgerCount = db.prepare('SELECT COUNT(*) FROM points_ledger WHERE member_id = ? AND (? IS NULL OR kind = ?)').pluck();

  app.post(PointsPath.TRANSACTIONS, ...own, async (c) => {
    const body = await readJsonObject(c, true);
    const page = readPage(body, POINTS_PAGE_SIZE);
    const kind = filterOf<PointTransactionKind>(body, 'kind', POINT_TRANSACTION_KINDS);
    const id = c.get('member').id;
    const [limit, offset] = limitOffset(page);
    const rows = ledgerPage.all({ member: id, kind, limit, offset, ...langs(c) }) as LedgerRow[];
    const list: PointTransactionDto[] = rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      kind: r.kind,
      points: r.points,
      balance: r.balance_after,
      // A reward's row reads as the reward's name in the page's language.
      remark: r.kind === 'REDEEM' && r.reward_name ? r.reward_name : r.remark,
      refNo: r.ref_no,
    }));
    return ok(c, paged(list, ledgerCount.get(id, kind, kind) as number, page));
  });

  // ——— Reward pictures ———

  const rewardArt = db.prepare('SELECT art, color_from, color_to FROM point_rewards WHERE id = ?');
  app.get(`${POINT_REWARD_IMAGE_PREFIX}:file`, (c) => {
    const m = /^(\d{1,12})\.svg$/.exec(c.req.param('file') ?? '');
    const row = m ? (rewardArt.get(Number(m[1])) as { art: string; color_from: string; color_to: string } | undefined) : undefined;
    if (!row) throw notFound();
    return c.body(rewardSvg(row.art, row.color_from, row.color_to), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // ——— Control: the review of an item reward ———

  const merchantOfRedemption = db.prepare('SELECT m.merchant_code FROM point_redemptions x JOIN members m ON m.id = x.member_id WHERE x.id = ?').pluck();
  app.post(PointsControlPath.DECIDE, async (c) => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,12}$/.test(raw)) throw badRequest('id must be a number');
    const body = await readJsonObject(c);
    if (typeof body.approve !== 'boolean') throw badRequest('approve must be true or false');
    const remark = optionalString(body, 'remark', { max: 140 }) ?? null;
    redemptions.decide(Number(raw), body.approve, remark, clock.now());
    const lang = languages.defaultOf(merchantOfRedemption.get(Number(raw)) as string);
    const row = redemptionById.get({ id: Number(raw), lang, fallback: lang }) as RedemptionListRow;
    return c.json({ success: true, redemption: redemptionDto(row) });
  });
}
