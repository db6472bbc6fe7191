/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSiteMetrics } from '@/server/observability/metrics';

/** The operators' dashboard (ops/grafana/site-dashboard.json) queries only metrics the site exports, per merchant. */
interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}
const dashboard = JSON.parse(readFileSync(path.join(process.cwd(), 'ops/grafana/site-dashboard.json'), 'utf8')) as { panels: Panel[] };
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ title: panel.title, expr: target.expr })));

it('queries only series the registry exports (histograms by their buckets, sums and counts)', async () => {
  const { registry } = createSiteMetrics({ redis: true });
  const families = (await registry.getMetricsAsJSON()).map((metric) => ({ name: metric.name, type: String(metric.type) }));
  const series = new Set(families.flatMap(({ name, type }) => (type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name])));
  expect(queries.length).toBeGreaterThan(15);
  for (const { title, expr } of queries) {
    for (const name of expr.match(/\b(site|nodejs|process)_[a-z0-9_]+/g) ?? []) expect({ title, name, known: series.has(name) }).toEqual({ title, name, known: true });
  }
});

it('has the panels an operator asks for, per merchant where a merchant applies', () => {
  const titles = dashboard.panels.map((panel) => panel.title.toLowerCase()).join('\n');
  for (const word of ['requests per second', 'errors', 'p95 latency', 'hit ratio', 'platform', 'circuit breaker', 'redis', 'lcp p75', 'inp p75']) expect(titles).toContain(word);
  const byMerchant = queries.filter(({ expr }) => /\bsite_(http|page_cache|sessions|logins|registrations|web_vitals)/.test(expr));
  expect(byMerchant.length).toBeGreaterThan(8);
  for (const { title, expr } of byMerchant) expect({ title, perMerchant: expr.includes('merchant=~"$merchant"') }).toEqual({ title, perMerchant: true });
});
