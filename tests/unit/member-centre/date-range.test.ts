import { customRange, initialRange, presetRange, presetsFor, rangeDays, withinLimit } from '@/lib/member-centre/date-range';
import { pageItems } from '@/lib/member-centre/pagination';

const NOW = new Date(2026, 10, 26, 15, 30); // 26 Nov 2026, 15:30 local

describe('report date ranges', () => {
  it('today and yesterday are whole local days', () => {
    const today = presetRange('today', NOW);
    expect(new Date(today.from)).toEqual(new Date(2026, 10, 26, 0, 0, 0, 0));
    expect(new Date(today.to)).toEqual(new Date(2026, 10, 26, 23, 59, 59, 999));
    const yesterday = presetRange('yesterday', NOW);
    expect(new Date(yesterday.from)).toEqual(new Date(2026, 10, 25));
    expect(rangeDays(yesterday)).toBe(1);
  });

  it('last 7 and last 30 days end today and span exactly 7 and 30 days', () => {
    const week = presetRange('last7', NOW);
    expect(new Date(week.from)).toEqual(new Date(2026, 10, 20));
    expect(rangeDays(week)).toBe(7);
    expect(rangeDays(presetRange('last30', NOW))).toBe(30);
    expect(initialRange(NOW).preset).toBe('today');
  });

  it('a custom range takes whole days in either order and is checked against the limit', () => {
    const range = customRange(new Date(2026, 10, 20, 13), new Date(2026, 10, 1, 9));
    expect(new Date(range.from)).toEqual(new Date(2026, 10, 1));
    expect(rangeDays(range)).toBe(20);
    expect(withinLimit(range, 30)).toBe(true);
    expect(withinLimit(range, 7)).toBe(false);
    expect(withinLimit(customRange(new Date(2026, 9, 1), new Date(2026, 10, 26)), 30)).toBe(false);
  });

  it('offers only the presets that fit the limit', () => {
    expect(presetsFor(7)).toEqual(['today', 'yesterday', 'last7']);
    expect(presetsFor(30)).toEqual(['today', 'yesterday', 'last7', 'last30']);
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
