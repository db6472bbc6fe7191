'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AgentApiPath, type CreateLinkDto, type DownlineDto, type RegisterDownlineDto, type RegistrationLinkDto } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** The agent's registration links, newest first. */
export function useRegistrationLinks() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'agent', 'links'),
    queryFn: () => apiFetch<RegistrationLinkDto[]>(AgentApiPath.LINKS),
  });
}

/** Registers an account whose upline is the agent; the team's lists and figures are read again. */
export function useRegisterDownline() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (values: RegisterDownlineDto) => apiFetch<DownlineDto>(AgentApiPath.REGISTER, { method: 'POST', json: values }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'agent', 'downlines') });
      void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'agent', 'overview') });
    },
  });
}

function useLinksChanged() {
  const client = useQueryClient();
  const { site } = useSite();
  return () => void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'agent', 'links') });
}

/** Creates a registration link (at most MAX_REGISTRATION_LINKS). */
export function useCreateLink() {
  const changed = useLinksChanged();
  return useMutation({
    mutationFn: (values: CreateLinkDto) => apiFetch<RegistrationLinkDto>(AgentApiPath.LINKS, { method: 'POST', json: values }),
    onSuccess: changed,
  });
}

/** Deletes one of the agent's registration links (one already gone is read again too). */
export function useDeleteLink() {
  const changed = useLinksChanged();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(AgentApiPath.LINK_DELETE, { method: 'POST', json: { id } }),
    onSettled: changed,
  });
}
