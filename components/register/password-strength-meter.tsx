'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { PasswordStrength } from '@/lib/validation/password-strength';

const FILLED: Record<PasswordStrength, number> = { empty: 0, refused: 0, weak: 1, fair: 2, strong: 3 };
const COLOUR: Record<PasswordStrength, string> = {
  empty: 'bg-line',
  refused: 'bg-danger',
  weak: 'bg-danger',
  fair: 'bg-warning',
  strong: 'bg-success',
};
const TEXT_COLOUR: Record<PasswordStrength, string> = {
  empty: 'text-ink-muted',
  refused: 'text-danger',
  weak: 'text-danger',
  fair: 'text-ink',
  strong: 'text-success',
};

/**
 * The password's strength under the field (lib/validation/password-strength.ts grades it): a three-part bar and, for
 * everyone, the same in words ("Password strength: fair"), announced politely as it changes (a screen reader speaks it
 * when the grade changes, not on every key).
 */
export function PasswordStrengthMeter({ id, strength }: { id: string; strength: PasswordStrength }) {
  const t = useTranslations('Register.strength');
  const filled = FILLED[strength];
  return (
    <div className="flex flex-col gap-1">
      {strength === 'empty' ? null : (
        <div aria-hidden="true" className="flex gap-1">
          {[1, 2, 3].map((part) => (
            <span key={part} className={clsx('h-1.5 flex-1 rounded-full', part <= filled ? COLOUR[strength] : 'bg-line')} />
          ))}
        </div>
      )}
      <p id={id} role="status" className={clsx('min-h-4 text-xs font-medium', TEXT_COLOUR[strength])}>
        {strength === 'empty' ? '' : t(strength)}
      </p>
    </div>
  );
}
