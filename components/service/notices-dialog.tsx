'use client';
import { useTranslations } from 'next-intl';
import { NoticeList } from '@/components/home/notice-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useNotices } from '@/lib/query/use-notices';
import { useSite } from '@/lib/site/site-context';

/**
 * The notice list (spec §2 Modals): the merchant's announcements in an accordion, title, sanitized HTML and the time as
 * YYYY-MM-DD HH:mm:ss (the home page's NoticeList), opened from the help-and-service menu on any page.
 */
export function NoticesDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useTranslations('Service.notices');
  const tc = useTranslations('Common');
  const { site } = useSite();
  const { data, isPending, isError, refetch, isFetching } = useNotices();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        description={t('description', { brand: site.brandName })}
        closeLabel={tc('close')}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-muted">
            <Spinner />
            {tc('loading')}
          </p>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : data.notices.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-muted">{t('empty')}</p>
        ) : (
          <NoticeList notices={data.notices} />
        )}
      </DialogContent>
    </Dialog>
  );
}
