import { MAX_BEACON_BYTES, parseVitalsBeacon } from '@/lib/telemetry/vitals-beacon';

const parse = (value: unknown) => parseVitalsBeacon(typeof value === 'string' ? value : JSON.stringify(value));

describe('parseVitalsBeacon', () => {
  it('takes a page type and the five vitals', () => {
    const beacon = { page: 'home', metrics: { LCP: 2300, INP: 120, CLS: 0.05, FCP: 900, TTFB: 180 } };
    expect(parse(beacon)).toEqual(beacon);
    expect(JSON.stringify(beacon).length).toBeLessThan(MAX_BEACON_BYTES / 10);
  });

  it('takes any one of them alone, and zero', () => {
    expect(parse({ page: 'auth', metrics: { CLS: 0 } })).toEqual({ page: 'auth', metrics: { CLS: 0 } });
  });

  it.each([
    ['not JSON', 'LCP=2300'],
    ['an array', '[]'],
    ['null', 'null'],
    ['no metrics', { page: 'home' }],
    ['empty metrics', { page: 'home', metrics: {} }],
    ['metrics as a list', { page: 'home', metrics: [['LCP', 1]] }],
    ['a page type not in the list', { page: 'casino', metrics: { LCP: 1 } }],
    ['a URL for a page type', { page: '/member?id=5', metrics: { LCP: 1 } }],
    ['an unknown metric', { page: 'home', metrics: { FID: 10 } }],
    ['a metric in lower case', { page: 'home', metrics: { lcp: 10 } }],
    ['a number as text', { page: 'home', metrics: { LCP: '2300' } }],
    ['a negative figure', { page: 'home', metrics: { LCP: -1 } }],
    ['a time over a minute', { page: 'home', metrics: { TTFB: 60_001 } }],
    ['a shift score over 10', { page: 'home', metrics: { CLS: 11 } }],
    ['a key more than the beacon has', { page: 'home', metrics: { LCP: 1 }, user: 'player1' }],
    ['a prototype key', '{"page":"home","metrics":{"LCP":1},"__proto__":{"x":1}}'],
    ['a prototype key among the metrics', '{"page":"home","metrics":{"__proto__":{"LCP":1}}}'],
    ['an overflowing number', '{"page":"home","metrics":{"LCP":1e400}}'],
  ])('refuses %s', (_what, value) => {
    expect(parse(value)).toBeNull();
  });
});
