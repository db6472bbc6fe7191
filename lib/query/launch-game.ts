'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type FunLaunchRequest, type LaunchRequest } from '@/lib/api/contract';
import type { Launch } from '@/lib/platform/games';
import { queryKeys } from './keys';

/**
 * Launches a game: the address to open and how. Not a hook: game tiles are on visitor pages that do not load React
 * Query, so the tile loads this module when a member presses it (members have React Query at the root). A launch
 * counts as a recent game, so that list is refreshed.
 */
export async function launchGame(request: LaunchRequest, scope: { merchant: string; language: string }): Promise<Launch> {
  const launch = await apiFetch<Launch>(ApiPath.LAUNCH, { method: 'POST', json: request });
  const { tabQueryClient } = await import('./provider');
  void tabQueryClient()?.invalidateQueries({ queryKey: queryKeys.recentGames(scope.merchant, scope.language) });
  return launch;
}

/** Opens a game in fun mode (play money, no wallet) for anyone: no recent-games list to refresh. */
export function launchFunGame(request: FunLaunchRequest): Promise<Launch> {
  return apiFetch<Launch>(ApiPath.FUN_LAUNCH, { method: 'POST', json: request });
}
