import { format } from 'date-fns';

/** A record's time as the platform's screens show it: YYYY-MM-DD HH:mm:ss (spec §2 notices; records alike), local time. */
export function DateTime({ value, dateOnly = false }: { value: number | string; dateOnly?: boolean }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} className="tabular-nums whitespace-nowrap">
      {format(date, dateOnly ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss')}
    </time>
  );
}
