'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSite } from '@/lib/site/site-context';

/** H:MM:SS of a duration in ms (never negative). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * How long the member has been signed in (player protection, issue 14), ticking each second. Drawn after hydration
 * (the server's clock and the browser's differ), and only this small element renders each second.
 */
export function SessionClock() {
  const t = useTranslations('Header');
  const { signedInAt } = useSite();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!signedInAt) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [signedInAt]);
  if (!signedInAt) return null;
  return (
    <p className="flex shrink-0 items-center gap-1 text-xs text-ink-muted">
      <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span className="max-lg:sr-only">{t('session')}</span>
      <time className="min-w-[7ch] tabular-nums" dateTime={now === null ? undefined : `PT${Math.max(0, Math.floor((now - signedInAt) / 1000))}S`}>
        {now === null ? '' : clockText(now - signedInAt)}
      </time>
    </p>
  );
}
