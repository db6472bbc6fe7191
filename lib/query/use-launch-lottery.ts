'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type LotteryRequest } from '@/lib/api/contract';
import type { Launch } from '@/lib/platform/games';

/** Opens a lottery: the lobby, or one game's betting view (a lottery launch is a request, not a cached read). */
export function useLaunchLottery() {
  return useMutation({
    mutationFn: (request: LotteryRequest) => apiFetch<Launch>(ApiPath.LOTTERY, { method: 'POST', json: request }),
  });
}
