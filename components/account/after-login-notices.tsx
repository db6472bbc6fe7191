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
  // Decided once, on mount: sessionStorage is not on the server.
  const [due] = useState(() => typeof window !== 'undefined' && !hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN));
  const { data } = useAfterLoginNotices(due);
  const [open, setOpen] = useState(false);
  const notices = data?.popup ?? [];

  useEffect(() => {
    if (!due || notices.length === 0) return;
    setSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN);
    setOpen(true);
  }, [due, notices.length]);

  if (notices.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('title')} description={t('intro')} closeLabel={tc('close')}>
        <NoticeList notices={notices} />
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{t('done')}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
