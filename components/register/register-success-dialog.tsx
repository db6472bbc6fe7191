'use client';
import { useTranslations } from 'next-intl';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { useSite } from '@/lib/site/site-context';

/** After a username registration (spec §2 registerSuccessModal): the welcome, and OK. */
export function RegisterSuccessDialog({ account, onClose }: { account: string | null; onClose: () => void }) {
  const t = useTranslations('Register');
  const tc = useTranslations('Common');
  const { site } = useSite();
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('successTitle')} closeLabel={tc('close')} className="w-[min(92vw,400px)]">
        <p className="text-sm text-ink">{t('successWelcome', { brand: site.brandName, account: account ?? '' })}</p>
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{t('ok')}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
