'use client';
import { useTranslations } from 'next-intl';
import { useLoginDialog } from './login-dialog-context';

/** The header's "Log in" button: opens the login popup (LoginDialogProvider). */
export function LoginButton() {
  const t = useTranslations('Auth');
  const { openLogin } = useLoginDialog();
  return (
    <button
      type="button"
      onClick={openLogin}
      aria-haspopup="dialog"
      className="inline-flex min-h-10 items-center rounded-lg border border-brand px-4 text-sm font-semibold text-ink hover:bg-brand hover:text-brand-text"
    >
      {t('submit')}
    </button>
  );
}
