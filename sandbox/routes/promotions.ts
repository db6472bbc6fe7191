/**
 * The promotions pages' public calls (contract/promotions.ts): the list, by category, and one promotion with its page,
 * in the request's content language. A promotion's period is its activity's (reward_activities.promotion_id); the
 * member's state of it comes from the activity calls (routes/rewards.ts). The promotion image is drawn per language
 * (/cdn/promotions/<language>/<id>.svg, routes/cdn.ts).
 */
import type { Hono } from 'hono';
import {
  PromotionsErrorCode, PromotionsPath,
  type ActivityMode, type PromotionCategory, type PromotionDetailDto, type PromotionStatus, type PromotionSummaryDto,
} from '@site/platform-contract';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ApiError, ok } from '../lib/envelope';
import { invalidField } from '../lib/fields';
import { absoluteCdnLinks, createLanguages } from '../lib/language';
import { toMajor } from '../lib/wallet';

const MAX_ID = 2_147_483_647;

interface PromotionRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content?: string;
  activity_id: number | null;
  mode: ActivityMode | null;
  reward_minor: number | null;
  starts_at: number | null;
  ends_at: number | null;
}

/** Where a promotion stands for everyone: by its activity's period; one without an activity runs until taken down. */
export function promotionStatus(period: { starts_at: number | null; ends_at: number | null }, now: number): PromotionStatus {
  if (period.starts_at === null || period.ends_at === null) return 'in_process';
  if (now < period.starts_at) return 'coming_soon';
  return now >= period.ends_at ? 'closed' : 'in_process';
}

export function registerPromotionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, abs, clock } = deps;
  const merchant = requireMerchant(deps);
  const languages = createLanguages(deps);

  // Texts in @lang, or in the merchant's default (@fallback) for a promotion not translated: it never just disappears.
  const select = (withContent: boolean) => `
    SELECT p.id, p.category, COALESCE(t.title, d.title) AS title, COALESCE(t.summary, d.summary) AS summary,
      ${withContent ? 'COALESCE(t.content, d.content) AS content,' : ''}
      a.id AS activity_id, a.mode, a.reward_minor, a.starts_at, a.ends_at
    FROM promotions p
    LEFT JOIN promotion_i18n t ON t.promotion_id = p.id AND t.language = @lang
    LEFT JOIN promotion_i18n d ON d.promotion_id = p.id AND d.language = @fallback
    LEFT JOIN reward_activities a ON a.promotion_id = p.id
    WHERE p.merchant_code = @merchant AND COALESCE(t.title, d.title) IS NOT NULL`;
  const list = db.prepare(`${select(false)} AND (@category IS NULL OR p.category = @category) ORDER BY p.sort, p.id`);
  const one = db.prepare(`${select(true)} AND p.id = @id`);

  const summary = (r: PromotionRow, lang: string, now: number): PromotionSummaryDto => ({
    id: r.id,
    category: r.category as PromotionCategory,
    title: r.title,
    summary: r.summary,
    imageUrl: abs(`/cdn/promotions/${lang}/${r.id}.svg`),
    status: promotionStatus(r, now),
    activity:
      r.activity_id === null || r.mode === null || r.reward_minor === null || r.starts_at === null || r.ends_at === null
        ? null
        : { id: r.activity_id, mode: r.mode, reward: toMajor(r.reward_minor), startsAt: r.starts_at, endsAt: r.ends_at },
  });

  app.get(PromotionsPath.LIST, merchant, (c) => {
    const raw = c.req.query('category');
    const category = raw === undefined || raw === '' ? null : raw;
    if (category !== null && !/^[a-z_]{1,32}$/.test(category)) throw invalidField('category');
    const code = c.get('merchant').code;
    const lang = languages.contentLanguage(c);
    const rows = list.all({ merchant: code, category, lang, fallback: languages.defaultOf(code) }) as PromotionRow[];
    const now = clock.now();
    return ok(c, rows.map((r) => summary(r, lang, now)));
  });

  app.get(PromotionsPath.DETAIL, merchant, (c) => {
    const raw = c.req.query('id') ?? '';
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) throw invalidField('id');
    const code = c.get('merchant').code;
    const lang = languages.contentLanguage(c);
    const row = one.get({ merchant: code, id: Number(raw), lang, fallback: languages.defaultOf(code) }) as PromotionRow | undefined;
    if (!row) throw new ApiError(404, PromotionsErrorCode.PROMOTION_NOT_FOUND, 'No such promotion');
    const value: PromotionDetailDto = { ...summary(row, lang, clock.now()), content: absoluteCdnLinks(row.content ?? '', abs) };
    return ok(c, value);
  });
}
