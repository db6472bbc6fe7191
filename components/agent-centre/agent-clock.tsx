'use client';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useAgentProfile } from '@/lib/query/use-agent-profile';
import { useBrandTime } from '@/lib/site/use-brand-time';

/** A store of "now" that ticks every second while something listens. */
function subscribe(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}
const nowSecond = () => Math.floor(Date.now() / 1000) * 1000;
// On the server (and while hydrating) there is no time: the clock appears once the browser runs, never a mismatch.
const noTime = () => null;

/**
 * The agent's name and the merchant's time (records.md "Header"): its GMT offset and a clock that ticks every second,
 * the same zone every date of both centres is shown in (lib/format/brand-time). The clock is read only in the browser,
 * so the server's HTML and the first client render agree.
 */
export function AgentClock() {
  const t = useTranslations('AgentCentre.header');
  const profile = useAgentProfile();
  const { zone, format } = useBrandTime();
  const now = useSyncExternalStore(subscribe, nowSecond, noTime);
  if (!profile.data) return null;
  const { nickname, username } = profile.data;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
      <span>{t('agent', { name: nickname || username })}</span>
      <span>
        {t('timeZone')} <span className="font-medium text-ink">{zone}</span>
      </span>
      {now !== null ? (
        // Not a live region: a reading every second would flood a screen reader.
        <time className="font-medium text-ink tabular-nums" dateTime={new Date(now).toISOString()}>
          {format(now, 'dateTime')}
        </time>
      ) : null}
    </p>
  );
}
