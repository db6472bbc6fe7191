import { chartDays } from '@/components/member-centre/records/chart-days';
import { customRange, presetRange } from '@/lib/member-centre/date-range';

const DAY = 24 * 60 * 60 * 1000;
const H = 3600_000;
const GMT7 = 420;
/** Midnight of a day at GMT+7. */
const midnight7 = (month: number, day: number) => Date.UTC(2026, month, day) - 7 * H;

describe('the profit and loss chart’s days', () => {
  it('has every brand day of the range in order, 0 where nothing happened', () => {
    const range = presetRange('last7', GMT7, midnight7(10, 26) + 15.5 * H);
    const days = chartDays(range, [
      { day: range.from + 6 * DAY, profitLoss: -12.5 },
      { day: range.from + 2 * DAY, profitLoss: 30 },
    ]);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => midnight7(10, 20 + i)));
    expect(days.map((d) => d.profitLoss)).toEqual([0, 0, 30, 0, 0, 0, -12.5]);
  });

  it('is one day for today, and nothing but zeros for an empty range', () => {
    const today = presetRange('today', GMT7, midnight7(10, 26) + 9 * H);
    expect(chartDays(today, [])).toEqual([{ day: today.from, profitLoss: 0 }]);
    expect(chartDays(presetRange('last30', GMT7, midnight7(10, 26)), []).every((d) => d.profitLoss === 0)).toBe(true);
  });

  it('matches a platform day by its number from the start, even an hour off', () => {
    const range = customRange(midnight7(2, 1), midnight7(2, 30), GMT7);
    const days = chartDays(range, [{ day: range.from + 20 * DAY - 60 * 60 * 1000, profitLoss: 5 }]);
    expect(days).toHaveLength(30);
    expect(days[20]!.profitLoss).toBe(5);
  });
});
