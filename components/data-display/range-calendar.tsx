'use client';
import { addDays, endOfDay, startOfDay, subDays } from 'date-fns';
import { ar, enUS, id, ko, th, vi, zhCN, type Locale } from 'date-fns/locale';
import { useLocale } from 'next-intl';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';

const LOCALES: Record<string, Locale> = { en: enUS, vi, th, zh: zhCN, id, ko, ar };

/**
 * The custom range's calendar (react-day-picker), loaded only when a player opens it. The picker itself keeps the
 * range within `maxDays` (no later than `aheadDays` after today, no earlier than `oldestDays` back); the filter checks again. Its
 * days are calendar days: `today` is the brand's today as the browser's calendar writes it (toCalendarDay), so the
 * picker marks and limits the brand's days whatever the browser's zone.
 */
export default function RangeCalendar({
  selected,
  onSelect,
  maxDays,
  oldestDays,
  aheadDays = 0,
  today: brandToday,
  label,
}: {
  selected: PickedRange | undefined;
  onSelect: (range: PickedRange | undefined) => void;
  maxDays: number;
  oldestDays: number;
  /** Days after today that may be picked (0: none, a record looks back only). */
  aheadDays?: number;
  today: Date;
  label: string;
}) {
  const locale = useLocale();
  const today = endOfDay(brandToday);
  const latest = endOfDay(addDays(brandToday, aheadDays));
  const oldest = startOfDay(subDays(today, oldestDays - 1));
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={onSelect}
      max={maxDays}
      locale={LOCALES[locale] ?? enUS}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      disabled={[{ after: latest }, { before: oldest }]}
      startMonth={oldest}
      endMonth={latest}
      defaultMonth={selected?.to ?? today}
      today={brandToday}
      aria-label={label}
      classNames={{
        root: 'text-sm',
        months: 'relative flex flex-col',
        month: 'flex flex-col gap-2',
        month_caption: 'flex h-10 items-center justify-center font-semibold',
        nav: 'absolute inset-x-0 top-0 flex justify-between',
        button_previous: 'inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-sunken disabled:opacity-30',
        button_next: 'inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-sunken disabled:opacity-30',
        chevron: 'size-4 fill-current',
        month_grid: 'border-collapse',
        weekdays: '',
        weekday: 'size-10 text-xs font-medium text-ink-muted',
        week: '',
        day: 'p-0 text-center',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-lg tabular-nums hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40',
        today: 'font-bold underline',
        selected: '[&>button]:bg-brand [&>button]:text-brand-text',
        range_middle: '[&>button]:bg-brand/25 [&>button]:text-ink',
        range_start: '',
        range_end: '',
        outside: 'opacity-40',
        disabled: '',
        hidden: 'invisible',
      }}
    />
  );
}
