'use client';
import { useTranslations } from 'next-intl';
import { MessageList } from '@/components/member-centre/account/message-list';
import { EmptyState } from '@/components/data-display/data-states';
import { useSite } from '@/lib/site/site-context';

/** Messages (/member/messageV2): platform information (only where the merchant has MAILCEN; the menu hides it elsewhere). */
export default function MessagesPage() {
  const t = useTranslations('MemberAccount.messages');
  const { site } = useSite();
  if (!site.features.messages) return <EmptyState>{t('disabled')}</EmptyState>;
  return <MessageList />;
}
