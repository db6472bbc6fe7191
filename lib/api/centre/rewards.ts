/**
 * The site API of the member centre's rewards pages (app/api/rewards/…): paths and what they answer. Browser and server
 * alike. The platform's shapes are already the screens' (epoch ms, major units), so the view types are the contract's.
 */
export type {
  ActivityDto, ActivityState, ClaimResultDto,
  MissionClaimResultDto, MissionDto,
  MissionLeaderboardDto,
  MissionStatus, MissionSummaryDto, ReferralEarningDto,
  ReferralEarningsFooterDto, ReferralFriendDto, ReferralSummaryDto,
} from '@site/platform-contract/rewards';
import { array, number, object, string } from 'yup';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX, commentLength } from '@site/platform-contract/rewards';

export {
  ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX, RewardsErrorCode, commentLength,
} from '@site/platform-contract/rewards';

export const RewardsApiPath = {
  /** GET → { list: ActivityDto[] }. */
  ACTIVITIES: '/api/rewards/activities',
  /** POST { activityId } → ActivityDto. */
  JOIN: '/api/rewards/activities/join',
  /** POST ActivityApplyRequest → ActivityDto. */
  APPLY: '/api/rewards/activities/apply',
  /** POST { activityId } → ClaimResultDto. */
  CLAIM: '/api/rewards/activities/claim',
  /** GET → ReferralSummaryDto. */
  REFERRAL: '/api/rewards/referral',
  /** GET ?page&pageSize → PagedDto<ReferralFriendDto>. */
  REFERRAL_FRIENDS: '/api/rewards/referral/friends',
  /** GET ?page&pageSize → PagedDto<ReferralEarningDto, ReferralEarningsFooterDto>. */
  REFERRAL_EARNINGS: '/api/rewards/referral/earnings',
  /** GET → MissionSummaryDto. */
  MISSIONS: '/api/rewards/missions',
  /** POST { missionId } → MissionClaimResultDto. */
  MISSION_CLAIM: '/api/rewards/missions/claim',
  /** GET → MissionLeaderboardDto. */
  LEADERBOARD: '/api/rewards/missions/leaderboard',
} as const;

export interface ActivityApplyRequest {
  activityId: number;
  comment: string;
  /** Upload ids (POST /api/uploads). */
  imageIds: string[];
}

/** Page size of the referral lists. */
export const REFERRAL_PAGE_SIZE = 10;

/** A record's id in a body (activityId, missionId). */
export const recordId = () =>
  number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');

/**
 * The apply form's schema, checked again by the site API (spec §5): the comment at most ACTIVITY_COMMENT_MAX characters
 * (code points, as the platform counts), at most ACTIVITY_IMAGES_MAX upload ids. Error keys are Rewards.errors.* keys.
 */
export const activityApplySchema = object({
  activityId: recordId(),
  comment: string()
    .default('')
    .test('length', 'comment_too_long', (value) => commentLength((value ?? '').trim()) <= ACTIVITY_COMMENT_MAX),
  imageIds: array(string().required('invalid').matches(/^[A-Za-z0-9_-]{1,64}$/, 'invalid'))
    .default([])
    .max(ACTIVITY_IMAGES_MAX, 'too_many_images'),
});
