'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type ProfileDto, type ProfileSavedDto, type ProfileValuesDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

export function useAccountProfile() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'account', 'profile'),
    queryFn: () => apiFetch<ProfileDto>(AccountApiPath.PROFILE),
  });
}

export type ProfileUpdate = { [K in keyof ProfileValuesDto]?: string };

/**
 * Saves the profile. The saved values are read again at once (the profile, the overview's nickname, and the header's
 * summary, which shows the nickname).
 */
export function useSaveProfile() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiFetch<ProfileSavedDto>(AccountApiPath.PROFILE, { method: 'PUT', json: body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'account', 'profile') }),
        client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'account', 'overview') }),
        client.invalidateQueries({ queryKey: queryKeys.memberSummary(site.merchantCode) }),
      ]),
  });
}
