'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { useSignOut } from '@/components/auth/use-sign-out';

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
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={signingOut}
      title={t('title')}
      description={t('needRealAccount')}
      cancel={t('ok')}
      action={
        site.features.directRegister ? (
          <button
            type="button"
            onClick={() => void signOut(localized('/register'))}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
            className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}
          >
            {t('register')}
          </button>
        ) : undefined
      }
    />
  );
}
