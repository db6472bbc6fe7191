'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { DateRange as PickedRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { customRange, presetRange, presetsFor, rangeDays, type DateRange } from '@/lib/member-centre/date-range';
import { fromCalendarDay, toCalendarDay } from '@/lib/format/brand-time';
import { useBrandTime } from '@/lib/site/use-brand-time';

const RangeCalendar = dynamic(() => import('@/components/data-display/range-calendar'), {
  ssr: false,
  loading: () => (
    <div className="flex h-72 w-72 items-center justify-center">
      <Spinner />
    </div>
  ),
});

/** How far back a custom range may start (the reports keep 60 days), and how far ahead it may end when it may look ahead. */
const OLDEST_DAYS = 60;
const AHEAD_DAYS = 60;

type RangeProps = { maxDays: number; ahead?: boolean } & (
  | { value: DateRange; onChange: (range: DateRange) => void; anyTime?: false }
  | { value: DateRange | null; onChange: (range: DateRange | null) => void; anyTime: true }
);

/**
 * A report's period (spec §9, records.md): Today, Yesterday, Last 7 days, Last 30 days (those within the report's
 * limit) and Custom, a range of whole days picked in a calendar that refuses more than `maxDays` days. `ahead` (periods
 * that lie ahead too, not records) adds Next 7 days and Next 30 days and lets the calendar pick days to come;
 * `anyTime` adds Any time first, the value null. The chosen period is always shown in words. Days are the brand's (its
 * zone cuts the reports): the calendar shows the brand's today, and a picked day means that day at the brand's clock,
 * whatever the browser's zone.
 */
export function DateRangeFilter(props: RangeProps) {
  const { value, maxDays, ahead = false, anyTime = false } = props;
  const onChange = props.onChange as (range: DateRange | null) => void;
  const t = useTranslations('MemberCentre.range');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickedRange | undefined>(undefined);
  // The brand's today as the calendar writes it, read when the calendar opens (not on every render).
  const [today, setToday] = useState<Date | null>(null);
  const { offsetMinutes, format } = useBrandTime();
  const chip = 'chip';
  const day = (ms: number) => format(ms, 'date');

  const openPicker = (next: boolean) => {
    setOpen(next);
    if (next) {
      setToday(toCalendarDay(Date.now(), offsetMinutes));
      setDraft(value?.preset === 'custom' ? { from: toCalendarDay(value.from, offsetMinutes), to: toCalendarDay(value.to, offsetMinutes) } : undefined);
    }
  };
  const draftRange = draft?.from
    ? customRange(fromCalendarDay(draft.from, offsetMinutes), fromCalendarDay(draft.to ?? draft.from, offsetMinutes), offsetMinutes)
    : null;
  const tooLong = draftRange !== null && rangeDays(draftRange, offsetMinutes) > maxDays;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        {t('label')} <span className="font-normal text-ink-muted">({t('limit', { days: maxDays })})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {anyTime ? (
          <button type="button" className={chip} aria-pressed={value === null} onClick={() => onChange(null)}>
            {t('anyTime')}
          </button>
        ) : null}
        {presetsFor(maxDays, { ahead }).map((preset) => (
          <button key={preset} type="button" className={chip} aria-pressed={value?.preset === preset} onClick={() => onChange(presetRange(preset, offsetMinutes))}>
            {t(preset)}
          </button>
        ))}
        <Popover.Root open={open} onOpenChange={openPicker}>
          <Popover.Trigger asChild>
            <button type="button" className={chip} aria-pressed={value?.preset === 'custom'}>
              {t('custom')}
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={6}
              collisionPadding={8}
              aria-label={t('calendar')}
              className="z-50 flex max-w-[calc(100vw-16px)] flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-3 text-ink shadow-2xl"
            >
              <RangeCalendar
                selected={draft}
                onSelect={setDraft}
                maxDays={maxDays}
                oldestDays={OLDEST_DAYS}
                aheadDays={ahead ? AHEAD_DAYS : 0}
                today={today ?? toCalendarDay(value?.to ?? 0, offsetMinutes)}
                label={t('calendar')}
              />
              <p className={clsx('text-sm', tooLong ? 'text-danger' : 'text-ink-muted')} role={tooLong ? 'alert' : undefined}>
                {tooLong ? t('tooLong', { days: maxDays }) : draftRange ? t('selected', { from: day(draftRange.from), to: day(draftRange.to) }) : t('pick')}
              </p>
              <div className="flex justify-end gap-2">
                <Popover.Close asChild>
                  <Button type="button" variant="ghost" size="sm">
                    {t('cancel')}
                  </Button>
                </Popover.Close>
                <Button
                  type="button"
                  size="sm"
                  disabled={!draftRange || tooLong}
                  onClick={() => {
                    if (!draftRange || tooLong) return;
                    onChange(draftRange);
                    setOpen(false);
                  }}
                >
                  {t('apply')}
                </Button>
              </div>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {value ? t('selected', { from: day(value.from), to: day(value.to) }) : t('anyTimeSelected')}
      </p>
    </fieldset>
  );
}

