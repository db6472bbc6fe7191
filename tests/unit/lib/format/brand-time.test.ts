/** @jest-environment node */
import {
  brandDayEnd,
  brandDayStart,
  brandDaysBetween,
  formatBrandLocal,
  formatBrandTime,
  fromCalendarDay,
  toCalendarDay,
  zoneLabel,
} from '@/lib/format/brand-time';

/**
 * One rule for times: the brand's zone, named. Nothing here may depend on the machine's zone:
 * the suite is run under TZ=America/New_York and TZ=Asia/Ho_Chi_Minh with the same results.
 */
const H = 3600_000;
const GMT7 = 420;

describe('the brand’s zone', () => {
  it('is named by its offset from GMT', () => {
    expect(zoneLabel(420)).toBe('GMT+7');
    expect(zoneLabel(480)).toBe('GMT+8');
    expect(zoneLabel(330)).toBe('GMT+5:30');
    expect(zoneLabel(-180)).toBe('GMT-3');
    expect(zoneLabel(0)).toBe('GMT+0');
  });

  it('writes an instant as the brand’s clock reads it, in the platform’s formats', () => {
    // 1 Mar 2026, 20:05:09 UTC = 2 Mar, 03:05:09 at GMT+7 = 1 Mar, 17:05:09 at GMT−3.
    const at = Date.UTC(2026, 2, 1, 20, 5, 9);
    expect(formatBrandTime(at, GMT7)).toBe('2026-03-02 03:05:09');
    expect(formatBrandTime(at, -180)).toBe('2026-03-01 17:05:09');
    expect(formatBrandTime(at, GMT7, 'dateTimeMinutes')).toBe('2026-03-02 03:05');
    expect(formatBrandTime(at, GMT7, 'date')).toBe('2026-03-02');
    expect(formatBrandTime(at, GMT7, 'monthDay')).toBe('03-02');
    expect(formatBrandTime(at, GMT7, 'time')).toBe('03:05');
    expect(formatBrandTime(new Date(at).toISOString(), 330)).toBe('2026-03-02 01:35:09');
    expect(formatBrandTime('not a time', GMT7)).toBe('');
  });

  it('cuts days at the brand’s midnight', () => {
    const midnight = Date.UTC(2026, 10, 26) - 7 * H; // 26 Nov 2026, 00:00 at GMT+7
    expect(brandDayStart(midnight, GMT7)).toBe(midnight);
    expect(brandDayStart(midnight - 1, GMT7)).toBe(midnight - 24 * H);
    expect(brandDayStart(midnight + 23 * H, GMT7)).toBe(midnight);
    expect(brandDayEnd(midnight + 5 * H, GMT7)).toBe(midnight + 24 * H - 1);
    expect(brandDaysBetween(midnight, midnight + 24 * H - 1, GMT7)).toBe(0);
    expect(brandDaysBetween(midnight - 1, midnight, GMT7)).toBe(1);
  });

  it('meets a date picker on the calendar day, in whichever zone the browser runs', () => {
    const at = Date.UTC(2026, 10, 26, 20, 0); // 27 Nov, 03:00 at GMT+7
    const shown = toCalendarDay(at, GMT7);
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours()]).toEqual([2026, 10, 27, 0]);
    expect(fromCalendarDay(shown, GMT7)).toBe(Date.UTC(2026, 10, 27) - 7 * H);
    expect(fromCalendarDay(new Date(2026, 0, 1, 23, 59), 480)).toBe(Date.UTC(2026, 0, 1) - 8 * H);
  });

  it('writes an instant in the page’s language at the brand’s clock, naming the zone', () => {
    const at = Date.UTC(2026, 10, 28, 7, 0); // 28 Nov 2026, 14:00 at GMT+7
    // ICU versions differ on the space before PM (U+202F or U+0020): compared with spaces made plain.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatBrandLocal(at, GMT7, 'en'))).toBe('Nov 28, 2026, 2:00 PM GMT+7');
    expect(plain(formatBrandLocal(at, 480, 'en', 'short'))).toBe('11/28/26, 3:00 PM GMT+8');
    expect(formatBrandLocal(at, GMT7, 'vi')).toMatch(/^14:00.*28.*2026 GMT\+7$/);
    expect(formatBrandLocal('nope', GMT7, 'en')).toBe('');
  });
});
