'use client';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useLoginDialog } from './login-dialog-context';

/** The header's "Log in" button: opens the login popup (LoginDialogProvider). */
export function LoginButton({ className }: { className?: string }) {
  const t = useTranslations('Header');
  const { openLogin } = useLoginDialog();
  return (
    <button
      type="button"
      onClick={openLogin}
      aria-haspopup="dialog"
      className={buttonClasses({ variant: 'outline', size: 'sm', className })}
    >
      {t('login')}
    </button>
  );
}
