/** @jest-environment node */
import { mayRecordVitals, VITALS_BEACONS_PER_MINUTE } from '@/lib/telemetry/vitals-rate-limit';

describe('mayRecordVitals', () => {
  afterEach(() => jest.useRealTimers());

  it('lets an address send its share in a minute, then refuses until the minute is over', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    for (let i = 0; i < VITALS_BEACONS_PER_MINUTE; i++) expect(mayRecordVitals('198.51.100.7', 'demo')).toBe(true);
    expect(mayRecordVitals('198.51.100.7', 'demo')).toBe(false);
    // Another address, or the same on another merchant, has its own share.
    expect(mayRecordVitals('198.51.100.8', 'demo')).toBe(true);
    expect(mayRecordVitals('198.51.100.7', 'vn88')).toBe(true);
    jest.advanceTimersByTime(60_001);
    expect(mayRecordVitals('198.51.100.7', 'demo')).toBe(true);
  });
});
