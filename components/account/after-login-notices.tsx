'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAfterLoginNotices } from '@/lib/query/use-after-login-notices';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { NoticeList } from '@/components/home/notice-list';
import { hasSessionFlag, SessionFlag, setSessionFlag } from './session-flags';

/**
 * The after-login dialog (spec §4 "Login"): the merchant's popup notices, once per browser session, after a login
 * (not after free play). Nothing shows when there are none or they cannot be loaded.
 */
export function AfterLoginNotices() {
  const t = useTranslations('AfterLogin');
  const tc = useTranslations('Common');
  // Rendered on the first page after a sign-in (LoginDialogProvider), once hydrated: sessionStorage is not on the server.
  const [due] = useState(() => !hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN));
  const { data, isFetched } = useAfterLoginNotices(due);
  const [dismissed, setDismissed] = useState(false);
  const notices = data?.popup ?? [];
  const open = due && notices.length > 0 && !dismissed;

  // Once shown, never again this session; once dismissed (or with nothing to show) the after-login step is over.
  const over = dismissed || !due || (isFetched && notices.length === 0);
  useEffect(() => {
    if (open) setSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN);
  }, [open]);
  useEffect(() => {
    if (over) setSessionFlag(SessionFlag.AFTER_LOGIN_PENDING, false);
  }, [over]);

  if (!open) return null;
  return (
    <Dialog open onOpenChange={(next) => setDismissed(!next)}>
      <DialogContent title={t('title')} description={t('intro')} closeLabel={tc('close')}>
        <NoticeList notices={notices} />
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{t('done')}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
