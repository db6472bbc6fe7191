'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/browser';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { NoticeList } from '@/components/home/notice-list';
import { AFTER_LOGIN_PATH, type AfterLoginData } from './after-login-data';
import { hasSessionFlag, SessionFlag, setSessionFlag } from './session-flags';

/**
 * The after-login dialog (spec §4 "Login"): the merchant's popup notices, once per browser session, after a login
 * (not after free play). Nothing shows when there are none or they cannot be loaded.
 */
export function AfterLoginNotices() {
  const t = useTranslations('AfterLogin');
  const tc = useTranslations('Common');
  const [notices, setNotices] = useState<AfterLoginData['popup'] | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN)) return;
    let cancelled = false;
    apiFetch<AfterLoginData>(AFTER_LOGIN_PATH)
      .then((data) => {
        if (cancelled || data.popup.length === 0) return;
        setSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN);
        setNotices(data.popup);
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  if (!notices) return null;
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
