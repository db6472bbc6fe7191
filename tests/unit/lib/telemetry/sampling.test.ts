import { isSampled } from '@/lib/telemetry/sampling';

describe('isSampled', () => {
  it('a rate of 1 samples every view, 0 none', () => {
    for (const draw of [0, 0.5, 0.999999]) {
      expect(isSampled(1, draw)).toBe(true);
      expect(isSampled(0, draw)).toBe(false);
    }
  });

  it('a share samples the draws below it', () => {
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0.1, 0.7)).toBe(false);
  });

  it('about the share of many uniform draws', () => {
    const draws = Array.from({ length: 10_000 }, (_, i) => (i + 0.5) / 10_000);
    expect(draws.filter((draw) => isSampled(0.25, draw)).length).toBe(2500);
  });

  it('a rate that is no share samples nothing', () => {
    for (const rate of [NaN, -1, -Infinity]) expect(isSampled(rate, 0)).toBe(false);
  });
});
