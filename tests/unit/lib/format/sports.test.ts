/** @jest-environment node */
import { formatKickOff, formatOdds } from '@/lib/format/sports';

/** A match's figures in the page's language; the kick-off at the brand's clock, whatever the machine's zone. */
describe('decimal odds', () => {
  it('always show two decimals, in the language’s decimal sign', () => {
    expect(formatOdds(2.3, 'en')).toBe('2.30');
    expect(formatOdds(1.45, 'en')).toBe('1.45');
    expect(formatOdds(10, 'en')).toBe('10.00');
    expect(formatOdds(2.3, 'vi')).toBe('2,30');
    expect(formatOdds(3.05, 'id')).toBe('3,05');
    expect(formatOdds(1001.5, 'en')).toBe('1,001.50');
  });
});

describe('a kick-off', () => {
  // 28 Nov 2026, 12:00 UTC: 19:00 at GMT+7, 20:00 at GMT+8; 18:30 UTC is past midnight at both.
  const noon = '2026-11-28T12:00:00.000Z';
  const evening = Date.parse('2026-11-28T18:30:00.000Z');

  it('is the brand’s day and time, with its zone named', () => {
    expect(formatKickOff(noon, 420, 'en')).toBe('Sat, Nov 28, 7:00 PM GMT+7');
    expect(formatKickOff(noon, 480, 'en')).toBe('Sat, Nov 28, 8:00 PM GMT+8');
    expect(formatKickOff(evening, 420, 'en')).toBe('Sun, Nov 29, 1:30 AM GMT+7');
    expect(formatKickOff(evening, 0, 'en')).toBe('Sat, Nov 28, 6:30 PM GMT+0');
  });

  it('is written in the page’s language', () => {
    expect(formatKickOff(noon, 420, 'vi')).toContain('19:00');
    expect(formatKickOff(noon, 420, 'vi')).toContain('28 thg 11');
    expect(formatKickOff(noon, 420, 'zh')).toContain('11月28日');
    expect(formatKickOff(noon, 420, 'th')).toContain('19:00');
    expect(formatKickOff(noon, 420, 'ko')).toContain('11월 28일');
  });

  it('is empty for an instant that is none', () => {
    expect(formatKickOff('not a time', 420, 'en')).toBe('');
  });
});
