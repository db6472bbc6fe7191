/**
 * Seed of the promotions pages: every merchant has promotions in every category of spec §3, each with a
 * summary, an HTML page and an image in every language the merchant offers, and an activity to take part in (join or
 * apply), so the promotion's period and each member's state come from the reward centre's activity store.
 *
 * A merchant's promotions, in display order:
 *   1. its own (seed-content.ts PROMOTIONS, with OWN_PROMOTION_PAGES giving their summary and activity), and
 *      EXTRA_PROMOTIONS;
 *   2. SHARED_PROMOTIONS, which every merchant runs (1 and 2 are in sandbox/content/promotion-pages.json);
 *   3. one per reward-centre activity (seed-rewards.ts ACTIVITY_SEEDS): same title, the description as summary. Those
 *      activities (with player1's participations in every state of spec §4) are inserted by seedRewards, which links
 *      each to its promotion by seed key.
 * Promotions and activities carry the seed's key (seed_key), so a promotion re-seeded by upgradeSeed finds its activity.
 */
import type { Db } from '.';
import type { ActivityMode } from '@site/platform-contract';
import {
  EXTRA_PROMOTIONS, OWN_PROMOTION_PAGES, PROMOTION_TERMS, SHARED_PROMOTIONS, type FullPromotionSeed, type Lang, type MerchantTexts,
} from './seed-content';
import type { MerchantSeed } from './seed-data';
// Read inside functions only: seed-rewards imports seed-data, which imports this file (through seed-content).
import { ACTIVITY_SEEDS, withReward } from './seed-rewards';

const DAY = 24 * 60 * 60 * 1000;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A promotion's page in one language: how to take part (by its activity's mode) and the terms. The summary, which
 * states the condition, is shown above it (the site's page header), so the page does not repeat it.
 */
export function promotionPage(lang: Lang, mode: ActivityMode): string {
  const t = PROMOTION_TERMS[lang];
  const items = (lines: string[]) => lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<h3>${escapeHtml(t.how)}</h3><ol>${items(mode === 'join' ? t.join : t.apply)}</ol><h3>${escapeHtml(t.terms)}</h3><ul>${items(t.rules)}</ul>`;
}

/** A merchant's promotions in display order (see the file's comment). Throws when a page names no promotion. */
export function promotionSeedsOf(m: MerchantSeed): FullPromotionSeed[] {
  const pages = OWN_PROMOTION_PAGES[m.code] ?? {};
  const defaultLanguage = m.languages[0]!;
  const own = m.promotions.map((p, i): FullPromotionSeed => {
    const page = pages[p.title[defaultLanguage] ?? ''];
    return { ...p, ...(page ?? { key: `${m.code}-${i + 1}`, summary: {} }) };
  });
  const named = new Set(m.promotions.map((p) => p.title[defaultLanguage]));
  const stray = Object.keys(pages).filter((title) => !named.has(title));
  if (stray.length > 0) throw new Error(`seed: ${m.code} promotion pages name no promotion: ${stray.join(', ')}`);
  const fromActivities = ACTIVITY_SEEDS.map(
    (a): FullPromotionSeed => ({ key: a.key, category: a.category, title: a.title, summary: a.description }),
  );
  const all = [...own, ...(EXTRA_PROMOTIONS[m.code] ?? []), ...SHARED_PROMOTIONS, ...fromActivities];
  const keys = all.map((p) => p.key);
  if (new Set(keys).size !== keys.length) throw new Error(`seed: ${m.code} has two promotions with one key`);
  return all;
}

/** The mode of a promotion's activity, for the words of its page. */
function modeOf(p: FullPromotionSeed): ActivityMode {
  return p.activity?.mode ?? ACTIVITY_SEEDS.find((a) => a.key === p.key)?.mode ?? 'join';
}

/**
 * Inserts a merchant's promotions with their texts in every language it offers, and the activities of those that
 * bring their own (or links the merchant's existing activity of the same key: a re-seed of content). `texts` is the
 * seed's own (seed.ts seedContent): it fills placeholders and throws for a missing language. Returns the promotions'
 * ids in display order. Call inside a transaction.
 */
export function insertPromotions(
  db: Db,
  m: MerchantSeed,
  texts: (item: MerchantTexts, what: string) => [Lang, string][],
  now: number,
): number[] {
  const promotion = db.prepare('INSERT INTO promotions (merchant_code, category, sort, seed_key) VALUES (?, ?, ?, ?)');
  const promotionText = db.prepare(
    'INSERT INTO promotion_i18n (promotion_id, language, title, summary, content) VALUES (?, ?, ?, ?, ?)',
  );
  const link = db.prepare('UPDATE reward_activities SET promotion_id = ? WHERE merchant_code = ? AND seed_key = ?');
  const activity = db.prepare(
    `INSERT INTO reward_activities (merchant_code, promotion_id, category, mode, reward_minor, starts_at, ends_at, sort, seed_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const activityText = db.prepare('INSERT INTO reward_activity_i18n (activity_id, language, title, description) VALUES (?, ?, ?, ?)');

  return promotionSeedsOf(m).map((p, sort) => {
    const what = `promotion ${p.key}`;
    const id = Number(promotion.run(m.code, p.category, sort, p.key).lastInsertRowid);
    const titles = new Map(texts(p.title, what));
    const hasSummary = Object.keys(p.summary).length > 0;
    // "Up to {reward}" is the reward the activity pays, the figure shown beside the summary.
    const reward = p.activity?.reward ?? ACTIVITY_SEEDS.find((a) => a.key === p.key)?.reward;
    const summary = Object.fromEntries(Object.entries(p.summary).map(([lang, text]) => [lang, withReward(text, reward, m.currency.code, lang)]));
    const summaries = new Map(hasSummary ? texts(summary, what) : []);
    const mode = modeOf(p);
    // The page is written with placeholders still in it ({brand}), then filled like every other text.
    const pages = Object.fromEntries(m.languages.map((lang) => [lang, promotionPage(lang, mode)]));
    for (const [lang, content] of texts(pages, what)) {
      promotionText.run(id, lang, titles.get(lang)!, summaries.get(lang) ?? '', content);
    }
    if (link.run(id, m.code, p.key).changes === 0 && p.activity) {
      const a = p.activity;
      const activityId = activity.run(
        m.code, id, p.category, a.mode, Math.round(a.reward * 100), now + a.startDay * DAY, now + a.endDay * DAY, 100 + sort, p.key,
      ).lastInsertRowid;
      for (const [lang, title] of titles) activityText.run(activityId, lang, title, summaries.get(lang) || title);
    }
    return id;
  });
}
