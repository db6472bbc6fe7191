'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';

/**
 * After a mobile registration (spec §4): "Register success" with the account number the platform generated, large
 * enough to note down, and a copy button.
 */
export function MobileRegisterSuccessDialog({ account, onClose }: { account: string | null; onClose: () => void }) {
  const t = useTranslations('Register');
  const tc = useTranslations('Common');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!account) return;
    try {
      await navigator.clipboard.writeText(account);
      setCopied(true);
    } catch {
      // Clipboard blocked: the number stays on screen, selectable.
    }
  }

  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('mobileSuccessTitle')} description={t('mobileSuccessText')} closeLabel={tc('close')} className="w-[min(92vw,400px)]">
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
          <dl className="min-w-0 flex-1">
            <dt className="text-xs font-medium text-ink-muted">{t('accountLabel')}</dt>
            <dd className="truncate text-2xl font-bold tracking-wide text-ink select-all tabular-nums">{account}</dd>
          </dl>
          <button type="button" onClick={() => void copy()} className={buttonClasses({ variant: 'secondary' })}>
            {copied ? <CheckIcon className="h-4 w-4" /> : null}
            {copied ? t('copied') : t('copy')}
          </button>
        </div>
        <p role="status" className="sr-only">
          {copied ? t('copied') : ''}
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{t('ok')}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
