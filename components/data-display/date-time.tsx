'use client';
import { useBrandTime } from '@/lib/site/use-brand-time';

/**
 * A record's time as the platform's screens show it: YYYY-MM-DD HH:mm:ss (spec §2 notices; records alike), at the
 * brand's clock (lib/format/brand-time), whatever the browser's zone; the centres name the zone once, above the page.
 */
export function DateTime({ value, dateOnly = false }: { value: number | string; dateOnly?: boolean }) {
  const { format } = useBrandTime();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} className="tabular-nums whitespace-nowrap">
      {format(date, dateOnly ? 'date' : 'dateTime')}
    </time>
  );
}
