'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import type { MemberSummary } from '@/lib/api/contract';
import { AccountApiPath, MESSAGE_PAGE_SIZE, type MessageChangeDto, type MessageDetailDto, type MessageListDto, type MessageRowDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { usePagedList } from './use-paged-list';

/** One page of the member's messages, newest first; the footer carries the unread count. */
export function useAccountMessages(page: number) {
  return usePagedList<MessageRowDto, MessageListDto['footer']>({
    area: 'account',
    resource: 'messages',
    path: AccountApiPath.MESSAGES,
    params: { page, pageSize: MESSAGE_PAGE_SIZE },
  });
}

/**
 * The header's badge reads the unread count from the member summary: every change here sets it from the platform's
 * answer at once, then the lists are read again.
 */
function useAfterChange() {
  const client = useQueryClient();
  const { site } = useSite();
  return (unread: number) => {
    setUnread(client, site.merchantCode, unread);
    void client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'account', 'messages') });
  };
}

function setUnread(client: QueryClient, merchant: string, unread: number) {
  client.setQueryData<MemberSummary>(queryKeys.memberSummary(merchant), (summary) => (summary ? { ...summary, unread } : summary));
}

/** Opens a message (sanitized HTML); the platform marks it read. */
export function useOpenMessage() {
  const client = useQueryClient();
  const { site } = useSite();
  return useMutation({
    mutationFn: (id: number) => apiFetch<MessageDetailDto>(AccountApiPath.MESSAGE_OPEN, { method: 'POST', json: { id } }),
    onSuccess: (message) => {
      setUnread(client, site.merchantCode, message.unread);
      // The row turns read where it is shown, without reloading the page of the list.
      client.setQueriesData<MessageListDto>({ queryKey: queryKeys.centre(site.merchantCode, 'account', 'messages') }, (list) =>
        list
          ? {
              ...list,
              list: list.list.map((row) => (row.id === message.id ? { ...row, read: true } : row)),
              footer: { unread: message.unread },
            }
          : list,
      );
    },
  });
}

export function useReadAllMessages() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: () => apiFetch<MessageChangeDto>(AccountApiPath.MESSAGES_READ_ALL, { method: 'POST', json: {} }),
    onSuccess: (change) => after(change.unread),
  });
}

export function useDeleteMessages() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (ids: number[]) => apiFetch<MessageChangeDto>(AccountApiPath.MESSAGES_DELETE, { method: 'POST', json: { ids } }),
    onSuccess: (change) => after(change.unread),
  });
}
