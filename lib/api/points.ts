/**
 * The points mall on the site's API (app/api/points/…): its paths and the shapes they answer (the platform's own, under
 * the names the page uses). The forms' and routes' schemas are in lib/validation/points.ts. Browser and server alike.
 */

export type {
  ConvertResultDto as ConvertResult,
  PointBalanceDto as PointBalance,
  PointConfigDto as PointConfig,
  PointRedemptionDto as PointRedemption,
  PointRewardDto as PointReward,
  PointTransactionDto as PointTransaction,
  PointTransactionKind,
  RedeemResultDto as RedeemResult,
  RedemptionStatus,
} from '@/lib/platform/contract/points';
export { POINT_TRANSACTION_KINDS, PointsErrorCode, REDEMPTION_STATUSES } from '@/lib/platform/contract/points';

export const PointsApiPath = {
  /** GET → PointBalance. */
  BALANCE: '/api/points/balance',
  /** GET → PointConfig. */
  CONFIG: '/api/points/config',
  /** GET → PointReward[]. */
  REWARDS: '/api/points/rewards',
  /** POST { rewardId, paymentPassword } → RedeemResult. */
  REDEEM: '/api/points/redeem',
  /** POST { points, paymentPassword } → ConvertResult. */
  CONVERT: '/api/points/convert',
  /** GET ?page&pageSize&status → PagedList<PointRedemption>. */
  REDEMPTIONS: '/api/points/redemptions',
  /** GET ?page&pageSize&kind → PagedList<PointTransaction>. */
  TRANSACTIONS: '/api/points/transactions',
} as const;
