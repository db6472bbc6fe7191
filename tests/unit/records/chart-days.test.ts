import { chartDays } from '@/components/member-centre/records/chart-days';
import { customRange, presetRange } from '@/lib/member-centre/date-range';

const DAY = 24 * 60 * 60 * 1000;

describe('the profit and loss chart’s days', () => {
  it('has every day of the range in order, 0 where nothing happened', () => {
    const range = presetRange('last7', new Date(2026, 10, 26, 15, 30));
    const days = chartDays(range, [
      { day: range.from + 6 * DAY, profitLoss: -12.5 },
      { day: range.from + 2 * DAY, profitLoss: 30 },
    ]);
    expect(days.map((d) => new Date(d.day))).toEqual(Array.from({ length: 7 }, (_, i) => new Date(2026, 10, 20 + i)));
    expect(days.map((d) => d.profitLoss)).toEqual([0, 0, 30, 0, 0, 0, -12.5]);
  });

  it('is one day for today, and nothing but zeros for an empty range', () => {
    const today = presetRange('today', new Date(2026, 10, 26, 9));
    expect(chartDays(today, [])).toEqual([{ day: today.from, profitLoss: 0 }]);
    expect(chartDays(presetRange('last30', new Date(2026, 10, 26)), []).every((d) => d.profitLoss === 0)).toBe(true);
  });

  it('matches a platform day by its number from the start, even an hour off (a daylight-saving change)', () => {
    const range = customRange(new Date(2026, 2, 1), new Date(2026, 2, 30));
    const days = chartDays(range, [{ day: range.from + 20 * DAY - 60 * 60 * 1000, profitLoss: 5 }]);
    expect(days).toHaveLength(30);
    expect(days[20]!.profitLoss).toBe(5);
  });
});
