'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { RewardsApiPath, type MissionClaimResultDto, type MissionLeaderboardDto, type MissionSummaryDto } from '@/lib/api/centre/rewards';
import { isTrialType } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

function useMissionsEnabled(): boolean {
  const { loggedIn, memberType } = useSite();
  return loggedIn && !isTrialType(memberType);
}

/** Today's and this week's missions with the member's progress. */
export function useMissionSummary() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'missions'),
    queryFn: () => apiFetch<MissionSummaryDto>(RewardsApiPath.MISSIONS),
    enabled: useMissionsEnabled(),
    // Progress moves with every bet and deposit: read again when the member comes back to the page.
    refetchOnWindowFocus: true,
  });
}

/** The number of open missions (not claimed yet in the current periods), for the centre menu's badge; 0 until known. */
export function useOpenMissionCount(): number {
  return useMissionSummary().data?.openCount ?? 0;
}

/** This week's top members by mission points, and the member's own rank. */
export function useMissionLeaderboard() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'leaderboard'),
    queryFn: () => apiFetch<MissionLeaderboardDto>(RewardsApiPath.LEADERBOARD),
    enabled: useMissionsEnabled(),
  });
}

/** Claims a complete mission: the missions, the open count, the leaderboard, the balance and the account record change. */
export function useClaimMission() {
  const { site } = useSite();
  const client = useQueryClient();
  const missionsKey = queryKeys.centre(site.merchantCode, 'rewards', 'missions');
  return useMutation({
    mutationFn: (missionId: number) => apiFetch<MissionClaimResultDto>(RewardsApiPath.MISSION_CLAIM, { method: 'POST', json: { missionId } }),
    onSuccess: (result) => {
      client.setQueryData<MissionSummaryDto>(missionsKey, (summary) =>
        summary
          ? {
              ...summary,
              periods: summary.periods.map((p) => ({ ...p, missions: p.missions.map((m) => (m.id === result.mission.id ? result.mission : m)) })),
              openCount: Math.max(0, summary.openCount - 1),
              claimableCount: Math.max(0, summary.claimableCount - 1),
              weekPoints: summary.weekPoints + result.mission.points,
            }
          : summary,
      );
      void client.invalidateQueries({ queryKey: missionsKey });
      void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'rewards', 'leaderboard') });
      void client.invalidateQueries({ queryKey: queryKeys.balance(site.merchantCode) });
      void client.invalidateQueries({ queryKey: queryKeys.centreArea(site.merchantCode, 'records') });
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: missionsKey });
    },
  });
}
