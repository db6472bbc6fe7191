/**
 * Wire shapes of the promotions pages (spec §3 "Promotion", §4 "Activity states", §5 "Activity apply"). A
 * promotion is what the merchant publishes: a category, a title, a summary, an HTML text and an image per language.
 * Taking part goes through the reward centre's activity store: a promotion may have one activity (contract/rewards.ts
 * ActivityDto, promotionId) that members join or apply to, and whose issued reward they claim (MCS2_claimRafflePromotion).
 * Those calls serve a promotion's activity whether or not the merchant runs the reward centre (REWCEN3): that flag is
 * the member centre's page, not the promotions. Times are epoch milliseconds; amounts are major units.
 */
import { AccountsPath, type PromotionDto } from './accounts';
import type { ActivityCategory, ActivityMode } from './rewards';

export const PromotionsPath = {
  /**
   * GET, no token. Query category (optional; one of PROMOTION_CATEGORIES: only that category). Value
   * PromotionSummaryDto[] in the merchant's display order, in the request's language (Language header), else the
   * merchant's default. 400 validation_failed { field: 'category' } for a category that is not a plain name.
   */
  LIST: AccountsPath.PROMOTIONS,
  /** GET, no token. Query id. Value PromotionDetailDto; 404 promotion_not_found (another merchant's id too), 400 for a bad id. */
  DETAIL: '/wps/promotions/detail',
  /**
   * POST, token, read. Body {}. Value ActivityListDto: the activities of the merchant's promotions, each with the
   * member's state. Unlike RewardsPath.ACTIVITIES it does not need the reward centre (REWCEN3). Trial accounts: 403.
   */
  ACTIVITIES: '/wps/relay/MCSFE_getPromotionActivities',
} as const;

export const PromotionsErrorCode = {
  PROMOTION_NOT_FOUND: 'promotion_not_found',
} as const;

/** The categories of spec §3 "Promotion" besides 'all' (a filter, not a category): the activity categories. */
export type PromotionCategory = ActivityCategory;

/**
 * Where a promotion stands for everyone (spec §4's coming soon, in process and closed), from its activity's period: a
 * promotion without an activity runs until the merchant takes it down.
 */
export const PROMOTION_STATUSES = ['coming_soon', 'in_process', 'closed'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** How to take part, when the promotion has an activity: its mode, reward and period (the member's state is per member). */
export interface PromotionActivityDto {
  /** ActivityDto.id: the id the join, apply and claim calls take. */
  id: number;
  mode: ActivityMode;
  reward: number;
  startsAt: number;
  endsAt: number;
}

/** A promotion in the list (a superset of the register page's PromotionDto). */
export interface PromotionSummaryDto extends PromotionDto {
  category: PromotionCategory;
  /** One or two sentences, plain text. */
  summary: string;
  status: PromotionStatus;
  activity: PromotionActivityDto | null;
}

export interface PromotionDetailDto extends PromotionSummaryDto {
  /** HTML (the site sanitizes it). Images on the platform's CDN are absolute URLs. */
  content: string;
}
