/**
 * The points mall on the site's API (app/api/points/…): its paths and the shapes they answer (the platform's own, under
 * the contract's names). The forms' and routes' schemas are in lib/validation/points.ts. Browser and server alike.
 */

export type {
  ConvertResultDto,
  PointBalanceDto,
  PointConfigDto,
  PointRedemptionDto,
  PointRewardDto,
  PointTransactionDto,
  PointTransactionKind,
  RedeemResultDto,
  RedemptionStatus,
} from '@site/platform-contract/points';
export { POINT_TRANSACTION_KINDS, PointsErrorCode, REDEMPTION_STATUSES } from '@site/platform-contract/points';

export const PointsApiPath = {
  /** GET → PointBalanceDto. */
  BALANCE: '/api/points/balance',
  /** GET → PointConfigDto. */
  CONFIG: '/api/points/config',
  /** GET → PointRewardDto[]. */
  REWARDS: '/api/points/rewards',
  /** POST { rewardId, paymentPassword } → RedeemResultDto. */
  REDEEM: '/api/points/redeem',
  /** POST { points, paymentPassword } → ConvertResultDto. */
  CONVERT: '/api/points/convert',
  /** GET ?page&pageSize&status → PagedDto<PointRedemptionDto>. */
  REDEMPTIONS: '/api/points/redemptions',
  /** GET ?page&pageSize&kind → PagedDto<PointTransactionDto>. */
  TRANSACTIONS: '/api/points/transactions',
} as const;
