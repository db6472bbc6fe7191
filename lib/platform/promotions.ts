import 'server-only';
import {
  ACTIVITY_CATEGORIES, PROMOTION_STATUSES, PromotionsErrorCode, PromotionsPath,
  type ActivityListDto, type ActivityDto, type PromotionActivityDto, type PromotionCategory, type PromotionDetailDto,
  type PromotionStatus, type PromotionSummaryDto,
} from '@site/platform-contract';
import { safeExternalUrl } from '@/lib/security/safe-url';
import { sanitizePlatformHtml } from '@/lib/security/sanitize';
import { platformCall, type CallContext } from './client';
import { cachedPublic, CacheKey } from './cache';
import { isPlatformError } from './errors';

/**
 * The promotions pages' platform calls: the merchant's promotions and one promotion's page (merchant-public,
 * cached), and the member's activities of them (never cached). The site's view types are reshaped here: the image URL
 * checked, the page's HTML sanitized, unknown categories and statuses read as the nearest known ones.
 */

export interface Promotion {
  id: number;
  category: PromotionCategory;
  title: string;
  summary: string;
  /** An http(s) URL on the platform's image CDN, or null when the platform sent something else. */
  imageUrl: string | null;
  status: PromotionStatus;
  activity: PromotionActivityDto | null;
}

export interface PromotionDetail extends Promotion {
  /** Sanitized HTML. */
  html: string;
}

const CATEGORIES: readonly string[] = ACTIVITY_CATEGORIES;
const STATUSES: readonly string[] = PROMOTION_STATUSES;

export function reshapePromotion(dto: PromotionSummaryDto): Promotion {
  const a = dto.activity;
  const activity =
    a && Number.isSafeInteger(a.id) && (a.mode === 'join' || a.mode === 'apply') && Number.isFinite(a.reward) &&
    Number.isFinite(a.startsAt) && Number.isFinite(a.endsAt)
      ? { id: a.id, mode: a.mode, reward: a.reward, startsAt: a.startsAt, endsAt: a.endsAt }
      : null;
  return {
    id: dto.id,
    category: CATEGORIES.includes(dto.category) ? dto.category : 'others',
    title: dto.title,
    summary: typeof dto.summary === 'string' ? dto.summary : '',
    imageUrl: safeExternalUrl(dto.imageUrl),
    status: STATUSES.includes(dto.status) ? dto.status : 'in_process',
    activity,
  };
}

export function reshapePromotionDetail(dto: PromotionDetailDto): PromotionDetail {
  return { ...reshapePromotion(dto), html: sanitizePlatformHtml(dto.content) };
}

/** Every promotion of the merchant in a language, in the merchant's order. */
export function getPromotions(merchant: string, language: string): Promise<Promotion[]> {
  return cachedPublic(CacheKey.promotionPages(merchant, language), async () => {
    const list = await platformCall<PromotionSummaryDto[]>(PromotionsPath.LIST, { merchant, language });
    return list.filter((p) => Number.isSafeInteger(p.id) && p.id > 0).map(reshapePromotion);
  });
}

/** One promotion with its page, or null when the merchant has no such promotion. */
export async function getPromotion(merchant: string, language: string, id: number): Promise<PromotionDetail | null> {
  try {
    return await cachedPublic(CacheKey.promotionPage(merchant, language, id), async () =>
      reshapePromotionDetail(
        await platformCall<PromotionDetailDto>(PromotionsPath.DETAIL, { merchant, language, searchParams: { id: String(id) } }),
      ),
    );
  } catch (error) {
    if (isPlatformError(error) && error.code === PromotionsErrorCode.PROMOTION_NOT_FOUND) return null;
    throw error;
  }
}

/** The member's state of each promotion's activity. */
export async function memberActivities(context: CallContext): Promise<ActivityDto[]> {
  return (await platformCall<ActivityListDto>(PromotionsPath.ACTIVITIES, { ...context, method: 'POST', readOnly: true, json: {} })).list;
}
