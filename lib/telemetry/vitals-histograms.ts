import 'server-only';
import { Histogram, register } from 'prom-client';
import type { DeviceClass } from './device-class';
import type { VitalName, VitalsBeacon } from './vitals-beacon';

/**
 * Players' Core Web Vitals as Prometheus histograms, in prom-client's default registry (where the site's other metrics
 * are, and what /metrics serves): times in seconds (LCP, INP, FCP, TTFB), the layout shift score on its own, by
 * merchant, page type, device class and metric. Every label is from a short fixed list or the merchant's code: no
 * address, no member, no URL.
 */

const LABELS = ['merchant', 'page_type', 'device', 'metric'] as const;

// Around Google's thresholds (LCP 2.5/4 s, INP 200/500 ms, FCP 1.8/3 s, TTFB 0.8/1.8 s; CLS 0.1/0.25), so a p75 read
// from the buckets lands near the right side of each.
const SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.3, 1.8, 2.5, 3, 4, 5, 6, 8, 10, 15, 20, 30, 60];
const SCORE_BUCKETS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2, 5, 10];

interface VitalsHistograms {
  seconds: Histogram<(typeof LABELS)[number]>;
  score: Histogram<(typeof LABELS)[number]>;
}

/** Once per process: a module bundled into more than one of Next's chunks must not register a metric twice. */
function histograms(): VitalsHistograms {
  const seconds =
    (register.getSingleMetric('site_web_vitals_seconds') as VitalsHistograms['seconds'] | undefined) ??
    new Histogram({
      name: 'site_web_vitals_seconds',
      help: "Players' Core Web Vitals measured in their browsers (LCP, INP, FCP, TTFB), in seconds",
      labelNames: LABELS,
      buckets: SECONDS_BUCKETS,
    });
  const score =
    (register.getSingleMetric('site_web_vitals_cls') as VitalsHistograms['score'] | undefined) ??
    new Histogram({
      name: 'site_web_vitals_cls',
      help: "Players' cumulative layout shift (CLS) measured in their browsers, a score without unit",
      labelNames: LABELS,
      buckets: SCORE_BUCKETS,
    });
  return { seconds, score };
}

/** Records one beacon's figures (milliseconds from the browser; CLS as it is). */
export function recordVitals(merchant: string, device: DeviceClass, beacon: VitalsBeacon): void {
  const { seconds, score } = histograms();
  for (const [name, figure] of Object.entries(beacon.metrics) as [VitalName, number][]) {
    const labels = { merchant, page_type: beacon.page, device, metric: name };
    if (name === 'CLS') score.observe(labels, figure);
    else seconds.observe(labels, figure / 1000);
  }
}

