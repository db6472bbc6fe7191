'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';

/**
 * The registration warning with one OK button (spec §8): an invalid invitation code ('invitation_code_error') or a
 * refused SMS send (the server's message). Registration stops; closing it returns to the form.
 */
export function RegisterWarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations('Register');
  return (
    <AlertDialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('warningTitle')}
      description={message}
      cancel={t('ok')}
    />
  );
}
