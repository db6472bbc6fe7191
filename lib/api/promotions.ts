/**
 * The site API of the promotions pages (app/api/promotions/…). Browser and server alike. Joining, applying and claiming
 * are the reward centre's own routes (lib/api/centre/rewards.ts RewardsApiPath), which serve a promotion's activity too.
 */
export const PromotionsApiPath = {
  /** GET → { list: ActivityDto[] }: the member's state of every promotion's activity. */
  ACTIVITIES: '/api/promotions/activities',
} as const;
