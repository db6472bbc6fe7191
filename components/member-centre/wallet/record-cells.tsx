import { format } from 'date-fns';
import type { ReactNode } from 'react';

/** A record's time on two lines (date, then time), so a wide report still fits beside the centre's menu. */
export function StampCell({ value }: { value: number | null }) {
  if (value === null) return <span className="text-ink-muted">—</span>;
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} className="inline-flex flex-col tabular-nums whitespace-nowrap md:items-start">
      <span>{format(date, 'yyyy-MM-dd')}</span>
      <span className="text-xs text-ink-muted">{format(date, 'HH:mm:ss')}</span>
    </time>
  );
}

/** A main line with a quieter one under it (a bank and its kind, a method and its channel). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <span className="inline-flex flex-col md:items-start">
      <span className="whitespace-nowrap">{main}</span>
      <span className="text-xs text-ink-muted">{sub}</span>
    </span>
  );
}
