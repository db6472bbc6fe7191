import 'server-only';
import {
  RewardsPath,
  type ActivityApplyDto, type ActivityDto, type ActivityListDto, type ActivityRequestDto, type ClaimResultDto,
  type MissionClaimRequestDto, type MissionClaimResultDto, type MissionLeaderboardDto, type MissionSummaryDto,
  type ReferralEarningsDto, type ReferralFriendsDto, type ReferralSummaryDto,
} from '@site/platform-contract';
import type { PageQuery } from '@site/platform-contract/paging';
import { platformCall, type CallContext } from './client';

/**
 * The member centre's rewards calls. Every function takes the caller's context (merchant, token, ip). The
 * wire shapes are already what the screens show (epoch ms, major units), so the site's view types are the contract's.
 */

const read = { method: 'POST', readOnly: true, json: {} } as const;

export async function activities(context: CallContext): Promise<ActivityDto[]> {
  return (await platformCall<ActivityListDto>(RewardsPath.ACTIVITIES, { ...context, ...read })).list;
}

export function joinActivity(context: CallContext, activityId: number): Promise<ActivityDto> {
  return platformCall<ActivityDto>(RewardsPath.JOIN, { ...context, method: 'POST', json: { activityId } satisfies ActivityRequestDto });
}

export function applyActivity(context: CallContext, request: ActivityApplyDto): Promise<ActivityDto> {
  return platformCall<ActivityDto>(RewardsPath.APPLY, { ...context, method: 'POST', json: request });
}

export function claimActivity(context: CallContext, activityId: number): Promise<ClaimResultDto> {
  return platformCall<ClaimResultDto>(RewardsPath.CLAIM, { ...context, method: 'POST', json: { activityId } satisfies ActivityRequestDto });
}

export function referralSummary(context: CallContext): Promise<ReferralSummaryDto> {
  return platformCall<ReferralSummaryDto>(RewardsPath.REFERRAL_SUMMARY, { ...context, ...read });
}

const pageParams = ({ page, pageSize }: PageQuery) => ({ page: String(page), pageSize: String(pageSize) });

export function referralFriends(context: CallContext, page: PageQuery): Promise<ReferralFriendsDto> {
  return platformCall<ReferralFriendsDto>(RewardsPath.REFERRAL_FRIENDS, { ...context, searchParams: pageParams(page) });
}

export function referralEarnings(context: CallContext, page: PageQuery): Promise<ReferralEarningsDto> {
  return platformCall<ReferralEarningsDto>(RewardsPath.REFERRAL_EARNINGS, { ...context, searchParams: pageParams(page) });
}

export function missionSummary(context: CallContext): Promise<MissionSummaryDto> {
  return platformCall<MissionSummaryDto>(RewardsPath.MISSION_SUMMARY, { ...context, ...read });
}

export function missionLeaderboard(context: CallContext): Promise<MissionLeaderboardDto> {
  return platformCall<MissionLeaderboardDto>(RewardsPath.MISSION_LEADERBOARD, { ...context, ...read });
}

export function claimMission(context: CallContext, missionId: number): Promise<MissionClaimResultDto> {
  return platformCall<MissionClaimResultDto>(RewardsPath.MISSION_CLAIM, {
    ...context,
    method: 'POST',
    json: { missionId } satisfies MissionClaimRequestDto,
  });
}
