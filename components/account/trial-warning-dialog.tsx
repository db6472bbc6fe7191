'use client';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath } from '@/components/ui/localized-link';
import { useSignOut } from '@/components/auth/use-sign-out';
import { useSite } from '@/components/providers/site-provider';

/**
 * Told to a trial (free-play) account that tries a real-account action (spec §6, §8: 'in_need_true_account'), with
 * the way out: Register ends the demo session (only visitors can register) and opens registration.
 */
export function TrialWarningDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('Trial');
  const { site } = useSite();
  const localized = useLocalizedPath();
  const { signOut, signingOut } = useSignOut();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !signingOut && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 w-[min(92vw,400px)] -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold">{t('title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{t('needRealAccount')}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary', className: 'min-w-20' })} disabled={signingOut}>
              {t('ok')}
            </AlertDialog.Cancel>
            {site.features.directRegister ? (
              // Not AlertDialog.Action: the dialog stays until the demo session has ended.
              <button
                type="button"
                onClick={() => void signOut(localized('/register'))}
                disabled={signingOut}
                aria-busy={signingOut || undefined}
                className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}
              >
                {t('register')}
              </button>
            ) : null}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
