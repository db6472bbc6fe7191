'use client';
import { useState } from 'react';
import { initialRange, type DateRange } from '@/lib/member-centre/date-range';
import { useBrandTime } from '@/lib/site/use-brand-time';

/**
 * A report's period and page: a new period (or any filter, through `resetPage`) starts again at page 1. The period
 * starts at the brand's today (its zone, not the browser's: the reports are cut in it).
 */
export function useReportRange() {
  const { offsetMinutes } = useBrandTime();
  const [range, setRangeState] = useState<DateRange>(() => initialRange(offsetMinutes));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    setRange: (next: DateRange) => {
      setRangeState(next);
      setPage(1);
    },
    resetPage: () => setPage(1),
  };
}
