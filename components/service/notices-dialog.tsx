'use client';
import { useTranslations } from 'next-intl';
import { NoticeList } from '@/components/home/notice-list';
import { useNotices } from '@/lib/query/use-notices';
import { useSite } from '@/lib/site/site-context';
import { DialogLoadStates } from './dialog-load-states';
import { ServiceDialog, type ServiceDialogProps } from './service-dialog';

/**
 * The notice list (spec §2 Modals): the merchant's announcements in an accordion, title, sanitized HTML and the time as
 * YYYY-MM-DD HH:mm:ss (the home page's NoticeList), opened from the help-and-service menu on any page.
 */
export function NoticesDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ServiceDialogProps) {
  const t = useTranslations('Service.notices');
  const { site } = useSite();
  const notices = useNotices();

  return (
    <ServiceDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={t('title')} description={t('description', { brand: site.brandName })}>
      <DialogLoadStates
        query={notices}
        loadFailed={t('loadFailed')}
        retry={t('retry')}
        empty={() => notices.data!.notices.length === 0}
        emptyText={t('empty')}
      >
        {() => <NoticeList notices={notices.data!.notices} />}
      </DialogLoadStates>
    </ServiceDialog>
  );
}
