/**
 * Wire shapes of the points mall (spec §2 /pointMall, §3 "Points records", §4 "Points redeem", §7 "Points",
 * §9 "Points never expire"). Every call needs the token of a real account: a trial account is refused with
 * ErrorCode.TRIAL_ACCOUNT (403). Calls under passwordCheck/ are "enc" (the body is { value: <compact JWE> } of the JSON
 * payload) and check the member's payment password first, with the wallet's rules and refusals:
 * WalletErrorCode.PAYMENT_PASSWORD_NOT_SET (409), PAYMENT_PASSWORD_WRONG (400, value { attemptsLeft }),
 * PAYMENT_PASSWORD_LOCKED (429, value { retryAfterMs }).
 *
 * Points are whole numbers. A member earns them from valid bets (the stakes of settled bets): every
 * PointConfigDto.earn.validBet of valid bet, counted over the member's whole history, earns earn.points points (the
 * platform credits them when the member next asks for anything of the mall, one EARN row per day of play). Points never
 * expire (spec §9): nothing in this contract dates them, and a balance stays until it is spent. Spending points (a
 * reward, a conversion) is one REDEEM or CONVERT row in the transaction that checks the balance, so the balance never
 * goes below zero however many requests interleave; money the member gets for points is a wallet ledger row of kind
 * LedgerKind.POINTS in that same transaction.
 *
 * Money is major units of the merchant's currency; times are epoch milliseconds.
 */
import type { PagedDto, PageQuery } from './paging';

export const PointsPath = {
  /** POST, token, read. Body {}. Value PointBalanceDto. */
  BALANCE: '/wps/relay/MCS2_getPointBalance',
  /** POST, token, read. Body {}. Value PointConfigDto: how points are earned and converted. */
  CONFIG: '/wps/relay/MCS2_getPointConfig',
  /** POST, token, read. Body {}. Value PointRewardListDto: the merchant's rewards in the request's language. */
  REWARDS: '/wps/relay/MCS2_getPointReward',
  /**
   * POST, token, enc. Payload RedeemPayload. Redeems one reward: its points leave the balance now (REDEEM). A bonus
   * reward is approved at once and its amount credited to the main wallet; an item reward waits for review
   * (in_process), and a rejected one gives its points back (REFUND) and its stock. Value RedeemResultDto.
   * Refusals (after the payment password): reward_not_found (404), reward_out_of_stock (409), points_not_enough (409).
   */
  REDEEM: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** POST, token, read. Body RedemptionQuery. Value PagedDto<PointRedemptionDto>, newest first. */
  REDEMPTIONS: '/wps/relay/MCS2_getRedeemPointList',
  /**
   * POST, token, read. Body PointTransactionQuery. Value PagedDto<PointTransactionDto>, newest first: every movement of
   * the member's points. (The spec's points calls also name ODSFE2_MemTransDet, the member's transaction details: that
   * is the account record, RecordsPath.TRANSACTIONS, where money for points shows as kind LedgerKind.POINTS.)
   */
  TRANSACTIONS: '/wps/relay/MCS2_getPointTransactions',
  /**
   * POST, token, enc. Payload ConvertPayload. Converts points to money in the main wallet at the merchant's ratio,
   * approved at once: a CONVERT row and a POINTS wallet row in one transaction. Value ConvertResultDto. Refusals (after
   * the payment password): feature_disabled (403: the merchant does not convert), points_below_min / points_above_max
   * (400, value { min } / { max }), points_step (400: not a whole number of ratio steps, value { step }),
   * points_not_enough (409).
   */
  CONVERT: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;

/** The reward images the sandbox draws: /cdn/points/rewards/<id>.svg. */
export const POINT_REWARD_IMAGE_PREFIX = '/cdn/points/rewards/';

export const PointsErrorCode = {
  /** The balance is below what the reward or conversion takes. 409. */
  POINTS_NOT_ENOUGH: 'points_not_enough',
  /** No stock left of this reward. 409. */
  OUT_OF_STOCK: 'reward_out_of_stock',
  /** No such reward on this merchant (or it is withdrawn). 404. */
  REWARD_NOT_FOUND: 'reward_not_found',
  /** The merchant does not convert points to money. 403. */
  FEATURE_DISABLED: 'feature_disabled',
  /** Fewer points than the conversion minimum. 400; value { min }. */
  BELOW_MIN: 'points_below_min',
  /** More points than one conversion may take. 400; value { max }. */
  ABOVE_MAX: 'points_above_max',
  /** Not a whole number of the ratio's steps (PointConfigDto.conversion.points). 400; value { step }. */
  STEP: 'points_step',
  /** Control: the redemption is no longer in process. 409. */
  NOT_IN_PROCESS: 'redemption_not_in_process',
} as const;
export type PointsErrorCode = (typeof PointsErrorCode)[keyof typeof PointsErrorCode];

export const POINTS_PAGE_SIZE = 10;
/** Highest number of points one call may name (a sanity bound, far above any balance). */
export const MAX_POINTS = 1_000_000_000;

// ————————————————————————————————————————————————————————————————————————— balance and configuration

export interface PointBalanceDto {
  /** Points the member may spend now. */
  balance: number;
  /** Every point ever earned (EARN rows) and granted. */
  totalEarned: number;
  /** Points spent on approved redemptions and conversions. */
  totalSpent: number;
  /** Points held by redemptions still in process (already out of the balance; given back if rejected). */
  inProcess: number;
  /** Valid bet still needed for the next point (major units). */
  nextPointIn: number;
  /** Whether the member has set a payment password (redeeming and converting need it). */
  paymentPasswordSet: boolean;
}

export interface PointConversionDto {
  /** Whether the merchant converts points to money at all. */
  enabled: boolean;
  /** The ratio: `points` points make `amount` money. Conversions are whole multiples of `points`. */
  points: number;
  amount: number;
  /** Fewest and most points one conversion may take. */
  minPoints: number;
  maxPoints: number;
}

export interface PointConfigDto {
  /** Every `validBet` of valid bet earns `points` points. */
  earn: { validBet: number; points: number };
  conversion: PointConversionDto;
  /** The merchant's currency code (amounts are in it). */
  currency: string;
}

// ————————————————————————————————————————————————————————————————————————— rewards

/** bonus: money credited to the main wallet at once; item: a prize or voucher that staff review before it is sent. */
export const POINT_REWARD_KINDS = ['bonus', 'item'] as const;
export type PointRewardKind = (typeof POINT_REWARD_KINDS)[number];

export interface PointRewardDto {
  id: number;
  kind: PointRewardKind;
  /** In the request's language (Language header), else the merchant's default language. */
  name: string;
  description: string;
  /** Points it takes. */
  points: number;
  /** A bonus reward's amount; null for an item. */
  amount: number | null;
  /** Left in stock; null: no limit. 0: sold out (redeeming is refused). */
  stock: number | null;
  /** Absolute URL of the reward's picture. */
  imageUrl: string;
}

export interface PointRewardListDto {
  list: PointRewardDto[];
}

export interface RedeemPayload {
  rewardId: number;
  /** Checked, never stored or echoed. */
  paymentPassword: string;
}

// ————————————————————————————————————————————————————————————————————————— redemptions (points records)

/** Spec §4 "Points redeem": in process, rejected, approved. */
export const REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export type RedemptionType = 'reward' | 'convert';

/**
 * A points record (spec §3 "Points records": points, amount, ratio, changed points, balance, remark, status, apply
 * time, reference number).
 */
export interface PointRedemptionDto {
  id: number;
  /** Reference number: P + yyyymmdd + 6 digits. */
  refNo: string;
  type: RedemptionType;
  /** The reward (type reward), in the request's language; null for a conversion. */
  rewardId: number | null;
  rewardName: string | null;
  rewardKind: PointRewardKind | null;
  /** Points it took (positive). */
  points: number;
  /** Money credited (a bonus reward, a conversion); null for an item. */
  amount: number | null;
  /** A conversion's ratio at the time ("100:1" as { points: 100, amount: 1 }); null for a reward. */
  ratio: { points: number; amount: number } | null;
  /** The change to the balance when it was made (negative). */
  changedPoints: number;
  /** The points balance right after it was made. */
  balance: number;
  /** The review's note (why rejected, what was sent), or null. */
  remark: string | null;
  status: RedemptionStatus;
  appliedAt: number;
  decidedAt: number | null;
}

export interface RedemptionQuery extends PageQuery {
  /** One status; every status when absent. */
  status?: RedemptionStatus;
}

export interface RedeemResultDto {
  redemption: PointRedemptionDto;
  /** The points balance after it. */
  balance: number;
}

export interface ConvertPayload {
  points: number;
  paymentPassword: string;
}

export interface ConvertResultDto {
  redemption: PointRedemptionDto;
  balance: number;
  /** The money credited, and the main wallet's balance after it. */
  amount: number;
  mainBalance: number;
}

// ————————————————————————————————————————————————————————————————————————— transaction details

/**
 * Kinds of points movements: EARN (valid bets), REDEEM (a reward), CONVERT (to money), REFUND (a rejected redemption
 * given back), GRANT (points the platform gave: a promotion, a correction).
 */
export const POINT_TRANSACTION_KINDS = ['EARN', 'REDEEM', 'CONVERT', 'REFUND', 'GRANT'] as const;
export type PointTransactionKind = (typeof POINT_TRANSACTION_KINDS)[number];

export interface PointTransactionDto {
  id: number;
  at: number;
  kind: PointTransactionKind;
  /** Signed: positive in, negative out. */
  points: number;
  /** The balance right after this row. */
  balance: number;
  /** What it was for, in the platform's words (the valid bet of a day, a reward's name, a refund's reference). */
  remark: string;
  /** The redemption's reference number (REDEEM, CONVERT, REFUND), else null. */
  refNo: string | null;
}

export interface PointTransactionQuery extends PageQuery {
  kind?: PointTransactionKind;
}

export type PointRedemptionsDto = PagedDto<PointRedemptionDto>;
export type PointTransactionsDto = PagedDto<PointTransactionDto>;
