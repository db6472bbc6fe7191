'use client';
import { useState } from 'react';
import { initialRange, type DateRange } from '@/lib/member-centre/date-range';

/**
 * A report's period and page: a new period (or any filter, through `resetPage`) starts again at page 1. The period
 * starts at today, read in the browser (its own days and time zone).
 */
export function useReportRange() {
  const [range, setRangeState] = useState<DateRange>(() => initialRange());
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
