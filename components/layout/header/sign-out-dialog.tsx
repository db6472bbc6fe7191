'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/components/auth/use-sign-out';

/** "Sign out?" confirmation (spec §4); the sign-out itself is useSignOut. */
export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('SignOut');
  const { signOut, signingOut: pending } = useSignOut();

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 w-[min(92vw,400px)] -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold">{t('title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{t('description')}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={pending}>
              {t('cancel')}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the sign-out finishes. */}
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={pending}
              aria-busy={pending}
              className={buttonClasses({ variant: 'primary' })}
            >
              {pending ? <Spinner className="h-4 w-4" /> : null}
              {t('confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
