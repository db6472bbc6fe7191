'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DateTime } from '@/components/data-display/date-time';
import { LoadingState } from '@/components/data-display/data-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { MessageRowDto } from '@/lib/api/centre/account';
import { localizeSiteLinks } from '@/lib/i18n/platform-links';
import { useOpenMessage } from '@/lib/query/use-account-messages';
import { useSite } from '@/lib/site/site-context';
import { useAccountErrors } from './account-errors';

/**
 * One message, read in a dialog: opening it marks it read (the header's badge drops at once). Its HTML was sanitized
 * by the site's API; links to the site keep the page's language.
 */
export function MessageReader({ row, onClose, onDelete }: { row: MessageRowDto; onClose: () => void; onDelete: (row: MessageRowDto) => void }) {
  const t = useTranslations('MemberAccount');
  const { site, locale } = useSite();
  const { formMessage } = useAccountErrors();
  const open = useOpenMessage();
  const { mutate } = open;

  useEffect(() => {
    mutate(row.id);
  }, [mutate, row.id]);

  const message = open.data?.id === row.id ? open.data : null;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={message?.title ?? row.title} closeLabel={t('close')} className="w-[min(94vw,40rem)]">
        <p className="-mt-2 mb-4 text-sm text-ink-muted">
          <DateTime value={row.createdAt} />
        </p>
        {open.isError ? (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {t('messages.openError')} {formMessage(open.error)}
          </p>
        ) : message ? (
          <div
            className="prose-help leading-relaxed text-ink break-words"
            dangerouslySetInnerHTML={{
              __html: localizeSiteLinks(message.content, {
                locale,
                defaultLanguage: site.defaultLanguage,
                helpPath: site.features.loginToHome ? '/helpmc' : '/help',
              }),
            }}
          />
        ) : (
          <LoadingState />
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="danger" onClick={() => onDelete(row)} aria-label={t('messages.deleteOne')}>
            {t('messages.delete')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
