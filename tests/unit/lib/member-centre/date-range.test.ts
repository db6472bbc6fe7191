import { customRange, initialRange, overlapsRange, presetRange, presetsFor, rangeDays, withinLimit } from '@/lib/member-centre/date-range';
import { pageItems } from '@/lib/member-centre/pagination';

/**
 * Report ranges are whole days of the brand's zone, whatever the machine's zone: every instant
 * here is written in UTC, and `npm run test:unit` gives the same answers under TZ=America/New_York and
 * TZ=Asia/Ho_Chi_Minh.
 */
const GMT7 = 420;
const GMT8 = 480;
const H = 3600_000;
/** 26 Nov 2026, 15:30 at GMT+7 (08:30 UTC). */
const NOW = Date.UTC(2026, 10, 26, 8, 30);
/** Midnight of a day at GMT+7, as epoch ms. */
const midnight7 = (year: number, month: number, day: number) => Date.UTC(year, month, day) - 7 * H;

describe('report date ranges', () => {
  it('today and yesterday are whole days of the brand', () => {
    const today = presetRange('today', GMT7, NOW);
    expect(today.from).toBe(midnight7(2026, 10, 26));
    expect(today.to).toBe(midnight7(2026, 10, 27) - 1);
    const yesterday = presetRange('yesterday', GMT7, NOW);
    expect(yesterday.from).toBe(midnight7(2026, 10, 25));
    expect(yesterday.to).toBe(midnight7(2026, 10, 26) - 1);
    expect(rangeDays(yesterday, GMT7)).toBe(1);
  });

  it('is the brand’s day, not the machine’s: late evening in New York is already tomorrow at GMT+7 and GMT+8', () => {
    // 26 Nov 2026, 20:30 in New York (UTC−5) is 27 Nov, 08:30 at GMT+7 and 09:30 at GMT+8.
    const evening = Date.UTC(2026, 10, 27, 1, 30);
    expect(presetRange('today', GMT7, evening).from).toBe(midnight7(2026, 10, 27));
    expect(presetRange('today', GMT8, evening).from).toBe(Date.UTC(2026, 10, 27) - 8 * H);
    // Just before the brand's midnight it is still the brand's day.
    expect(presetRange('today', GMT7, midnight7(2026, 10, 27) - 1).from).toBe(midnight7(2026, 10, 26));
  });

  it('last 7 and last 30 days end today and span exactly 7 and 30 days', () => {
    const week = presetRange('last7', GMT7, NOW);
    expect(week.from).toBe(midnight7(2026, 10, 20));
    expect(rangeDays(week, GMT7)).toBe(7);
    expect(rangeDays(presetRange('last30', GMT7, NOW), GMT7)).toBe(30);
    expect(initialRange(GMT7, NOW)).toEqual(presetRange('today', GMT7, NOW));
  });

  it('a custom range takes whole days in either order and is checked against the limit', () => {
    const range = customRange(midnight7(2026, 10, 20) + 13 * H, midnight7(2026, 10, 1) + 9 * H, GMT7);
    expect(range.from).toBe(midnight7(2026, 10, 1));
    expect(range.to).toBe(midnight7(2026, 10, 21) - 1);
    expect(rangeDays(range, GMT7)).toBe(20);
    expect(withinLimit(range, 30, GMT7)).toBe(true);
    expect(withinLimit(range, 7, GMT7)).toBe(false);
    expect(withinLimit(customRange(midnight7(2026, 9, 1), midnight7(2026, 10, 26), GMT7), 30, GMT7)).toBe(false);
  });

  it('offers only the presets that fit the limit, and the next 7 and 30 days only where asked to look ahead', () => {
    expect(presetsFor(7)).toEqual(['today', 'yesterday', 'last7']);
    expect(presetsFor(30)).toEqual(['today', 'yesterday', 'last7', 'last30']);
    expect(presetsFor(60, { ahead: true })).toEqual(['today', 'yesterday', 'last7', 'last30', 'next7', 'next30']);
    expect(presetsFor(7, { ahead: true })).toEqual(['today', 'yesterday', 'last7', 'next7']);
  });

  it('next 7 and next 30 days start at the brand’s today and span exactly 7 and 30 days', () => {
    const week = presetRange('next7', GMT7, NOW);
    expect(week).toEqual({ preset: 'next7', from: midnight7(2026, 10, 26), to: midnight7(2026, 11, 3) - 1 });
    expect(rangeDays(week, GMT7)).toBe(7);
    const month = presetRange('next30', GMT7, NOW);
    expect(month.from).toBe(midnight7(2026, 10, 26));
    expect(month.to).toBe(midnight7(2026, 11, 26) - 1);
    expect(rangeDays(month, GMT7)).toBe(30);
    // Across the month's end and the brand's midnight: 31 Jan, 23:59 at GMT+8 looks ahead from 31 Jan there.
    const lateJan = Date.UTC(2027, 0, 31, 15, 59);
    expect(presetRange('next7', GMT8, lateJan).from).toBe(Date.UTC(2027, 0, 31) - 8 * H);
    expect(presetRange('next7', GMT8, lateJan).to).toBe(Date.UTC(2027, 1, 7) - 8 * H - 1);
  });

  it('a period runs within a range when any part of it falls inside', () => {
    const week = presetRange('next7', GMT7, NOW);
    const day = 24 * H;
    expect(overlapsRange(NOW - 3 * day, NOW + day, week)).toBe(true);
    expect(overlapsRange(NOW + 3 * day, NOW + 40 * day, week)).toBe(true);
    expect(overlapsRange(NOW + 10 * day, NOW + 20 * day, week)).toBe(false);
    // A period that ended at the range's first instant ran before it (the end is exclusive).
    expect(overlapsRange(week.from - day, week.from, week)).toBe(false);
    expect(overlapsRange(week.to, week.to + day, week)).toBe(true);
  });
});

describe('pagination items (range 3, margin 1)', () => {
  const shown = (current: number, total: number) =>
    pageItems(current, total).map((i) => (i.kind === 'page' ? i.page : '…'));

  it('shows every page of a short list and nothing for one page', () => {
    expect(shown(1, 1)).toEqual([]);
    expect(shown(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last page and three around the current one', () => {
    expect(shown(1, 20)).toEqual([1, 2, 3, '…', 20]);
    expect(shown(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(shown(20, 20)).toEqual([1, '…', 18, 19, 20]);
    expect(shown(3, 20)).toEqual([1, 2, 3, 4, '…', 20]);
  });

  it('clamps a page out of bounds and never hides a single page behind a gap', () => {
    expect(shown(99, 20)).toEqual([1, '…', 18, 19, 20]);
    expect(shown(99, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
