'use client';
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/providers/site-provider';
import dynamic from 'next/dynamic';

/** The form (Formik, yup) loads when the popup first opens, not with every page. */
const LoginForm = dynamic(() => import('./login-form').then((m) => m.LoginForm), {
  loading: () => <div className="h-72" aria-busy="true" />,
});

/** The header's "Log in" button and the login popup it opens. */
export function LoginButton() {
  const t = useTranslations('Auth');
  const tc = useTranslations('Common');
  const { site } = useSite();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-10 items-center rounded-lg border border-brand px-4 text-sm font-semibold text-ink hover:bg-brand hover:text-brand-text">
        {t('submit')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby="login-dialog-intro"
          className="fixed start-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl rtl:translate-x-1/2"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{t('loginDialogTitle', { brand: site.brandName })}</Dialog.Title>
              <Dialog.Description id="login-dialog-intro" className="mt-1 text-sm text-ink-muted">
                {t('loginIntro')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={tc('close')}
              className="flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path fill="currentColor" d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
              </svg>
            </Dialog.Close>
          </div>
          <LoginForm onSuccess={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
