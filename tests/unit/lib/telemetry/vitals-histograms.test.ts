/** @jest-environment node */
import { register } from 'prom-client';
import { recordVitals } from '@/lib/telemetry/vitals-histograms';

async function series(name: string) {
  const metric = register.getSingleMetric(name);
  return metric ? (await metric.get()).values : [];
}

const find = (values: Awaited<ReturnType<typeof series>>, suffix: string, labels: Record<string, string | number>) =>
  values.find((v) => (v as { metricName?: string }).metricName?.endsWith(suffix) && Object.entries(labels).every(([k, want]) => v.labels[k] === want));

describe('recordVitals', () => {
  beforeEach(() => register.resetMetrics());

  it('records times in seconds and the shift score as it is, by merchant, page type, device and metric', async () => {
    recordVitals('demo', 'phone', { page: 'home', metrics: { LCP: 2300, CLS: 0.05 } });
    const seconds = await series('site_web_vitals_seconds');
    const lcp = { merchant: 'demo', page_type: 'home', device: 'phone', metric: 'LCP' };
    expect(find(seconds, '_count', lcp)?.value).toBe(1);
    expect(find(seconds, '_sum', lcp)?.value).toBeCloseTo(2.3);
    expect(find(seconds, '_bucket', { ...lcp, le: 2.5 })?.value).toBe(1);
    expect(find(seconds, '_bucket', { ...lcp, le: 1.8 })?.value).toBe(0);
    const score = await series('site_web_vitals_cls');
    expect(find(score, '_sum', { merchant: 'demo', metric: 'CLS' })?.value).toBeCloseTo(0.05);
    expect(find(seconds, '_count', { metric: 'CLS' })).toBeUndefined();
  });

  it('keeps merchants apart and counts each beacon once', async () => {
    recordVitals('demo', 'desktop', { page: 'game-list', metrics: { TTFB: 100 } });
    recordVitals('demo', 'desktop', { page: 'game-list', metrics: { TTFB: 300 } });
    recordVitals('vn88', 'desktop', { page: 'game-list', metrics: { TTFB: 100 } });
    const seconds = await series('site_web_vitals_seconds');
    expect(find(seconds, '_count', { merchant: 'demo', metric: 'TTFB' })?.value).toBe(2);
    expect(find(seconds, '_count', { merchant: 'vn88', metric: 'TTFB' })?.value).toBe(1);
  });

  it('uses only the four labels (and le)', async () => {
    recordVitals('ph', 'tablet', { page: 'auth', metrics: { INP: 80, FCP: 700 } });
    const names = new Set((await series('site_web_vitals_seconds')).flatMap((v) => Object.keys(v.labels)));
    expect([...names].sort()).toEqual(['device', 'le', 'merchant', 'metric', 'page_type']);
  });
});
