/**
 * Wire shapes of the member centre's rewards calls: the reward centre's activities (spec §4 "Activity
 * states", §5 "Activity apply"), referral (invite and earn, spec §6) and missions with their leaderboard (spec §7).
 * Every call needs a member token; a trial account (type 4) is refused with ErrorCode.TRIAL_ACCOUNT (403). Amounts are
 * major units of the merchant's currency; times are epoch milliseconds.
 */
import type { PagedDto } from './paging';

export const RewardsPath = {
  /**
   * POST, token, read. Body {}. Value ActivityListDto: the merchant's activities, each with the member's state.
   * Refused with RewardsErrorCode.FEATURE_DISABLED (403) unless the merchant runs the reward centre (REWCEN3).
   */
  ACTIVITIES: '/wps/relay/MCSFE_getRewardActivities',
  /**
   * POST, token. Body ActivityRequestDto. Joins a 'join' activity that is in process: its state becomes 'joined'.
   * Value ActivityDto. Refusals: activity_not_found (404), activity_not_open (409), feature_disabled (403).
   */
  JOIN: '/wps/relay/MCS2_joinActivity',
  /**
   * POST, token. Body ActivityApplyDto. Applies to an 'apply' activity that is in process (or applies again after a
   * rejection): its state becomes 'applying'. Value ActivityDto. Refusals: comment_too_long, too_many_images,
   * image_not_found (400: an id that is not one of the member's own uploads, or one already attached elsewhere),
   * activity_not_found (404), activity_not_open (409), feature_disabled (403).
   */
  APPLY: '/wps/relay/MCS2_applyActivity',
  /**
   * POST, token. Body ActivityRequestDto. Claims an issued reward: a BONUS ledger row of the reward's amount in the
   * transaction that moves the state to 'claimed'. Value ClaimResultDto. Refusals: activity_not_found (404),
   * reward_already_claimed (409: a second claim, however close in time, credits nothing), reward_not_claimable (409:
   * not issued), feature_disabled (403).
   */
  CLAIM: '/wps/relay/MCS2_claimRafflePromotion',

  /**
   * POST, token, read. Body {}. Value ReferralSummaryDto. Refused with feature_disabled (403) unless the merchant runs
   * the referral promotion (REFERRAL3) or the member is an agent (spec §6).
   */
  REFERRAL_SUMMARY: '/wps/relay/MCSFE_getReferralSummary',
  /** GET, token. Query page, pageSize. Value PagedDto<ReferralFriendDto> (newest first). Gated like the summary. */
  REFERRAL_FRIENDS: '/wps/member/referral/friends',
  /**
   * GET, token. Query page, pageSize. Value PagedDto<ReferralEarningDto, ReferralEarningsFooterDto>: the member's
   * REFERRAL ledger rows, newest first; the footer sums every row. Gated like the summary.
   */
  REFERRAL_EARNINGS: '/wps/member/referral/earnings',

  /** POST, token, read. Body {}. Value MissionSummaryDto: this day's and this week's missions with the member's progress. */
  MISSION_SUMMARY: '/wps/relay/MCSFE_getMissionSummaryDetails',
  /** POST, token, read. Body {}. Value MissionLeaderboardDto: this week's top members by mission points. */
  MISSION_LEADERBOARD: '/wps/relay/MCSFE_getMissionLeaderboard',
  /**
   * POST, token. Body MissionClaimRequestDto. Claims a complete mission of the current period: a BONUS ledger row and
   * the mission's points, once per mission and period. Value MissionClaimResultDto. Refusals: mission_not_found (404),
   * mission_not_complete (409), mission_already_claimed (409).
   */
  MISSION_CLAIM: '/wps/relay/MCSFE_claimMissionReward',
} as const;

/** Refusals (errorCode) of the rewards calls, beside the platform's own in ErrorCode. */
export const RewardsErrorCode = {
  /** The merchant does not run this part (REWCEN3 for the reward centre; REFERRAL3, or an agent, for referral). 403. */
  FEATURE_DISABLED: 'feature_disabled',
  ACTIVITY_NOT_FOUND: 'activity_not_found',
  /** Join or apply on an activity that is not in process for the member (coming soon, closed, already taken part). 409. */
  ACTIVITY_NOT_OPEN: 'activity_not_open',
  /** Claim of a reward that is not issued. 409. */
  NOT_CLAIMABLE: 'reward_not_claimable',
  /** Claim of a reward already claimed. 409. */
  ALREADY_CLAIMED: 'reward_already_claimed',
  /** The apply comment is longer than ACTIVITY_COMMENT_MAX characters. 400. */
  COMMENT_TOO_LONG: 'comment_too_long',
  /** More than ACTIVITY_IMAGES_MAX images. 400. */
  TOO_MANY_IMAGES: 'too_many_images',
  /** An image id that is not an upload of this member, or that another application already holds. 400. */
  IMAGE_NOT_FOUND: 'image_not_found',
  MISSION_NOT_FOUND: 'mission_not_found',
  MISSION_NOT_COMPLETE: 'mission_not_complete',
  MISSION_ALREADY_CLAIMED: 'mission_already_claimed',
} as const;
export type RewardsErrorCode = (typeof RewardsErrorCode)[keyof typeof RewardsErrorCode];

/** Spec §5 "Activity apply", §9: comment at most 140 characters (Unicode code points), at most 3 images. */
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGES_MAX = 3;

/** A comment's length as both sides count it: Unicode code points, so an emoji is one character. */
export const commentLength = (comment: string): number => Array.from(comment).length;

/**
 * The member's state of an activity (spec §4 "Activity states"):
 * - coming_soon: it has not started.
 * - in_process: it runs and the member has not taken part: they may join or apply.
 * - joined: the member joined (signed up); the reward is issued when the platform has checked the condition.
 * - applying: the member applied; the application waits for review.
 * - issued: the reward is issued and waits for the member to claim it.
 * - claimed: the member claimed the reward (credited to the wallet).
 * - rejected: the application was refused (the member may apply again while the activity runs).
 * - closed: it ended before the member took part or got a reward.
 */
export const ACTIVITY_STATES = ['coming_soon', 'in_process', 'joined', 'applying', 'issued', 'claimed', 'rejected', 'closed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** How a member takes part: by joining (the platform checks the condition) or by applying (staff review the application). */
export const ACTIVITY_MODES = ['join', 'apply'] as const;
export type ActivityMode = (typeof ACTIVITY_MODES)[number];

/** Promotion types (spec §3 "Promotion": all but 'all', which is a filter, not a type). */
export const ACTIVITY_CATEGORIES = [
  'sports', 'live', 'slots', 'card', 'fish', 'lotto', 'rebate', 'points_mall', 'ranking', 'deposit', 'download', 'new_player',
  'game', 'others',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export interface ActivityDto {
  id: number;
  /** The site promotion this activity belongs to (spec §3 Promotion id), if any. */
  promotionId: number | null;
  category: ActivityCategory;
  mode: ActivityMode;
  /** In the request's language (Language header), else the merchant's default language. */
  title: string;
  description: string;
  /** The reward's amount. */
  reward: number;
  startsAt: number;
  endsAt: number;
  state: ActivityState;
  /** The member's participation (join or application), if any: the id the control endpoint decides on. */
  applicationId: number | null;
  /** When the member joined or (last) applied. */
  appliedAt: number | null;
  /** The apply comment and how many images went with it. */
  comment: string | null;
  imageCount: number;
  /** When the reward was issued, claimed, or the application refused. */
  decidedAt: number | null;
  claimedAt: number | null;
}

export interface ActivityListDto {
  list: ActivityDto[];
}

export interface ActivityRequestDto {
  activityId: number;
}

export interface ActivityApplyDto extends ActivityRequestDto {
  /** At most ACTIVITY_COMMENT_MAX characters; may be empty. */
  comment: string;
  /** Ids of the member's uploads (POST /wps/upload), at most ACTIVITY_IMAGES_MAX. */
  imageIds: string[];
}

export interface ClaimResultDto {
  activity: ActivityDto;
  /** The amount credited. */
  amount: number;
  /** The member's balance after the credit. */
  balance: number;
}

export interface ReferralSummaryDto {
  /** What a friend enters as referralCode (the register link carries it). */
  referralCode: string;
  friends: number;
  /** Friends who have made a deposit. */
  depositedFriends: number;
  /** Sum of every REFERRAL ledger row of the member. */
  totalEarnings: number;
  /** Sum of the REFERRAL rows of the last 30 days. */
  last30DaysEarnings: number;
}

export interface ReferralFriendDto {
  /** Masked ("fr***8"). */
  username: string;
  joinedAt: number;
  hasDeposited: boolean;
  /** Whether the friend has a settled bet (valid bet above 0). */
  hasValidBet: boolean;
}

export interface ReferralEarningDto {
  id: number;
  at: number;
  amount: number;
  remark: string;
}

export interface ReferralEarningsFooterDto {
  total: number;
}

export type ReferralFriendsDto = PagedDto<ReferralFriendDto>;
export type ReferralEarningsDto = PagedDto<ReferralEarningDto, ReferralEarningsFooterDto>;

/** What a mission counts, over its period: bets placed, valid bet (the stakes of settled bets), deposits made, deposited amount. */
export const MISSION_METRICS = ['bet_count', 'valid_bet', 'deposit_count', 'deposit_amount'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** Daily missions run from 00:00 UTC to the next; weekly ones from Monday 00:00 UTC to the next Monday. */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export type MissionStatus = 'in_progress' | 'complete' | 'claimed';

export interface MissionDto {
  id: number;
  period: MissionPeriod;
  metric: MissionMetric;
  /** A count (bet_count, deposit_count) or an amount (valid_bet, deposit_amount). */
  target: number;
  /** Same unit as target; may exceed it. */
  progress: number;
  reward: number;
  /** Leaderboard points the claim earns. */
  points: number;
  status: MissionStatus;
  claimedAt: number | null;
}

export interface MissionPeriodDto {
  period: MissionPeriod;
  /** The current period: [start, end). */
  start: number;
  end: number;
  missions: MissionDto[];
}

export interface MissionSummaryDto {
  periods: MissionPeriodDto[];
  /** Missions of the current periods not claimed yet (in progress or complete): the centre menu's badge. */
  openCount: number;
  /** Of those, the complete ones waiting for a claim. */
  claimableCount: number;
  /** The member's leaderboard points this week. */
  weekPoints: number;
}

export interface MissionClaimRequestDto {
  missionId: number;
}

export interface MissionClaimResultDto {
  mission: MissionDto;
  amount: number;
  balance: number;
}

export interface LeaderboardEntryDto {
  /** 1-based; members with equal points share nothing: the earlier to reach them ranks higher. */
  rank: number;
  /** Masked, except the member's own ("me"). */
  username: string;
  points: number;
  me: boolean;
}

/** The week's top members by mission points (the points of the missions they claimed this week). */
export interface MissionLeaderboardDto {
  start: number;
  end: number;
  /** At most LEADERBOARD_SIZE entries. */
  list: LeaderboardEntryDto[];
  /** The member's own standing: rank null while they have no points this week. */
  me: { rank: number | null; points: number };
}

export const LEADERBOARD_SIZE = 20;
