'use client';
import type { ReactNode } from 'react';
import { useBrandTime } from '@/lib/site/use-brand-time';

/** A main line with a quieter one under it (a bank and its kind, a method and its channel). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <span className="inline-flex flex-col md:items-start">
      <span className="whitespace-nowrap">{main}</span>
      <span className="text-xs text-ink-muted">{sub}</span>
    </span>
  );
}

/** A record's number with its time under it (the brand's clock). */
export function RefCell({ refNo, at }: { refNo: string; at: number }) {
  const { format } = useBrandTime();
  const date = new Date(at);
  return (
    <span className="inline-flex flex-col md:items-start">
      <span className="tabular-nums whitespace-nowrap">{refNo}</span>
      <time dateTime={date.toISOString()} className="text-xs tabular-nums whitespace-nowrap text-ink-muted">
        {format(date, 'dateTime')}
      </time>
    </span>
  );
}

/** A time on one line (yyyy-MM-dd HH:mm, the brand's clock). */
export function StampInline({ value }: { value: number }) {
  const { format } = useBrandTime();
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} className="tabular-nums">
      {format(date, 'dateTimeMinutes')}
    </time>
  );
}
