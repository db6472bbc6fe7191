'use client';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';

/**
 * The registration warning with one OK button (spec §8): an invalid invitation code ('invitation_code_error') or a
 * refused SMS send (the server's message). Registration stops; closing it returns to the form.
 */
export function RegisterWarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations('Register');
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-[60] w-[min(92vw,400px)] -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold">{t('warningTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{t('ok')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
