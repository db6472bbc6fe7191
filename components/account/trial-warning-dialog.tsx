'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClasses } from '@/components/ui/button';
import { useRegisterToUnlock } from './register-to-unlock';

/**
 * Told to a trial (free-play) account that tries a real-account action (spec §6, §8: 'in_need_true_account'), with
 * the way out: Register to unlock ends the demo session (only visitors can register) and opens registration. For a game
 * the demo does not play (`game`), it names the game and says which ones the demo does play: those marked "Free demo".
 */
export function TrialWarningDialog({ open, onOpenChange, game }: { open: boolean; onOpenChange: (open: boolean) => void; game?: string }) {
  const t = useTranslations('Trial');
  const { available, unlock, busy } = useRegisterToUnlock();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={game ? t('gameTitle', { game }) : t('title')}
      description={game ? t('gameBody') : t('needRealAccount')}
      cancel={game ? t('keepPlaying') : t('ok')}
      action={
        available ? (
          <button
            type="button"
            onClick={() => void unlock()}
            disabled={busy}
            aria-busy={busy || undefined}
            className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}
          >
            {t('unlock')}
          </button>
        ) : undefined
      }
    />
  );
}
