'use client';
import { useTranslations } from 'next-intl';
import { GatedLink } from '@/components/account/gated-link';
import { MailIcon } from '@/components/ui/icons/mail';
import { useMemberSummary } from '@/lib/query/use-member-summary';
import { useSite } from '@/lib/site/site-context';
import { routeExists } from '@/lib/site-routes';

/** Link to the member's platform messages with the unread count as a badge (the count is in the link's name too). */
export function MessagesIndicator() {
  const t = useTranslations('Header');
  const { data } = useMemberSummary();
  const { site } = useSite();
  const unread = data?.unread ?? 0;
  // Messages are a member-centre page the merchant may switch off (records.md: MAILCEN).
  if (!site.features.messages || !routeExists('/member/messageV2')) return null;
  const label = unread > 0 ? t('messagesUnread', { count: unread }) : t('messages');
  return (
    // Gated like Deposit: a trial account is told to register first.
    <GatedLink
      href="/member/messageV2"
      aria-label={label}
      title={label}
      className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunken"
    >
      <MailIcon />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-surface-raised dark:text-surface-sunken"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </GatedLink>
  );
}
