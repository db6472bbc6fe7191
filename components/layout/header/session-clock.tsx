'use client';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useSite } from '@/lib/site/site-context';
import { ClockIcon } from '@/components/ui/icons/clock';

/** H:MM:SS of a duration in ms (never negative). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const everySecond = (tick: () => void) => {
  const id = window.setInterval(tick, 1000);
  return () => window.clearInterval(id);
};
/** The current whole second (ms): the same value for every read within a second, so a render happens once a second. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noTimeOnServer = () => null;

/**
 * How long the member has been signed in (player protection), ticking each second. Drawn after hydration
 * (the server's clock and the browser's differ), and only this small element renders each second.
 */
export function SessionClock({ variant = 'inline' }: { variant?: 'inline' | 'compact' }) {
  const t = useTranslations('Header');
  const { signedInAt } = useSite();
  const now = useSyncExternalStore(everySecond, currentSecond, noTimeOnServer);
  if (!signedInAt) return null;
  const time = now === null ? '' : clockText(now - signedInAt);
  const dateTime = now === null ? undefined : `PT${Math.max(0, Math.floor((now - signedInAt) / 1000))}S`;
  if (variant === 'compact') {
    // A phone's bar has no room beside the balance: the clock sits under the logo, its label for screen readers.
    return (
      <p className="text-[0.6875rem] leading-4 text-ink-muted">
        <span className="sr-only">{t('session')} </span>
        <time className="tabular-nums" dateTime={dateTime}>
          {time}
        </time>
      </p>
    );
  }
  return (
    <p className="flex shrink-0 items-center gap-1 text-xs text-ink-muted">
      <ClockIcon className="size-4" />
      <span className="max-lg:sr-only">{t('session')}</span>
      <time className="min-w-[7ch] tabular-nums" dateTime={dateTime}>
        {time}
      </time>
    </p>
  );
}
