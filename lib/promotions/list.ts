/**
 * The promotions list's rules (spec §3 "Promotion"): the category filters in the spec's order, reading the filter from
 * the query string, and the order promotions are shown in. Pure, for server and client alike.
 */
import type { PromotionCategory, PromotionStatus } from '@site/platform-contract/promotions';
import { ACTIVITY_CATEGORIES } from '@site/platform-contract/rewards';

/** 'all' and every category, in the order of spec §3. */
export const PROMOTION_FILTERS = ['all', ...ACTIVITY_CATEGORIES] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/** ?category=… as a filter: a known category, else 'all' (a stale or mistyped link still shows every promotion). */
export function parseCategory(query: Record<string, string | string[] | undefined>): PromotionFilter {
  const raw = query.category;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (PROMOTION_FILTERS as readonly string[]).includes(value ?? '') ? (value as PromotionFilter) : 'all';
}

/** The list's URL for a filter ('all' has no query). */
export function categoryHref(filter: PromotionFilter): string {
  return filter === 'all' ? '/promotions' : `/promotions?category=${filter}`;
}

/** A promotion's page. */
export function promotionHref(id: number): string {
  return `/promoDetail?id=${id}`;
}

/** ?id=… as a promotion id, or null. */
export function parsePromotionId(query: Record<string, string | string[] | undefined>): number | null {
  const raw = query.id;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const STATUS_ORDER: Record<PromotionStatus, number> = { in_process: 0, coming_soon: 1, closed: 2 };

/** Running promotions first, then those to come, then ended ones; the merchant's order within each. */
export function orderForList<T extends { status: PromotionStatus }>(promotions: readonly T[]): T[] {
  return promotions
    .map((promotion, index) => ({ promotion, index }))
    .sort((a, b) => STATUS_ORDER[a.promotion.status] - STATUS_ORDER[b.promotion.status] || a.index - b.index)
    .map(({ promotion }) => promotion);
}

/** How many promotions each filter shows. */
export function countByFilter(promotions: readonly { category: PromotionCategory }[]): Record<PromotionFilter, number> {
  const counts = Object.fromEntries(PROMOTION_FILTERS.map((f) => [f, 0])) as Record<PromotionFilter, number>;
  counts.all = promotions.length;
  for (const p of promotions) counts[p.category] += 1;
  return counts;
}
