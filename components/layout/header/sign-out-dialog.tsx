'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/components/auth/use-sign-out';

/** "Sign out?" confirmation (spec §4); the sign-out itself is useSignOut. */
export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('SignOut');
  const { signOut, signingOut } = useSignOut();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={signingOut}
      title={t('title')}
      description={t('description')}
      cancel={t('cancel')}
      action={
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-busy={signingOut}
          className={buttonClasses({ variant: 'primary' })}
        >
          {signingOut ? <Spinner className="h-4 w-4" /> : null}
          {t('confirm')}
        </button>
      }
    />
  );
}
