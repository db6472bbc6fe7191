#!/usr/bin/env node
/**
 * Lighthouse 12 (Debian's Chromium) on public pages of several merchants, against a running site (the README's first
 * command, or `node scripts/start.mjs`).
 *
 *   node scripts/lighthouse.mjs [--port 3000] [host/path …]
 *     SEO, best-practices and accessibility of each page with the audits that lost points; fails below SEO 100, best
 *     practices 95, accessibility 100. Written to .data/lighthouse.json.
 *   node scripts/lighthouse.mjs --performance [--runs 3] [--port 3000] [host/path …]
 *     the performance score (mobile: Lighthouse's default phone and throttling), the median of `runs` runs a page, with
 *     each run's score and LCP, TBT and CLS; fails below 98. Without pages named, the framework's floor (/bench-floor,
 *     the smallest dynamic page this build serves, when the site runs with BENCH_FLOOR=1) is measured first the same
 *     way, as the reference for this machine: what a page with nothing but the framework's runtime scores here. It is
 *     recorded, not judged. Written to .data/lighthouse-performance.json (npm run bench runs this and records it).
 *     Each run also records what explains its score: FCP, the first paint as Chromium drew it in the unthrottled
 *     load that Lighthouse's simulation starts from, the server's response time, and the host's benchmarkIndex (how
 *     much CPU the run had; its spread over the runs is printed, as it moves the scores).
 *
 * Lighthouse is not a dependency of the project (two hundred packages CI would install for nothing): npx fetches the
 * pinned version from the registry on first use. A benchmark, not a test: the e2e suite checks what must always hold.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const MINIMUM = { seo: 100, 'best-practices': 95, accessibility: 100 };
const PERFORMANCE_MINIMUM = 98;
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const performance = args.includes('--performance');
if (performance) args.splice(args.indexOf('--performance'), 1);
const port = Number(option('--port') ?? (process.env.PORT || 3000));
const runs = Number(option('--runs') ?? 3);
const targets =
  args.length > 0
    ? args
    : performance
      ? ['localhost/', 'localhost/rng', 'localhost/login', 'localhost/register', 'vn.localhost/', 'vn.localhost/rng', 'vn.localhost/login', 'vn.localhost/register']
      : ['localhost/', 'localhost/promotions', 'localhost/help', 'vn.localhost/', 'vn.localhost/promotions', 'vn.localhost/help'];

/** One Lighthouse run of `url` for `categories`: its report, or null when Lighthouse failed. */
function lighthouse(url, categories) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, `--only-categories=${categories}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' } },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    console.error(`${url}: lighthouse failed (${run.status})`);
    return null;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  return report;
}

const urlOf = (target) => {
  const slash = target.indexOf('/');
  return `http://${target.slice(0, slash)}:${port}${target.slice(slash)}`;
};

const results = [];
let failed = false;
/** The host's benchmarkIndex over the performance runs: the median, the lowest and the highest. */
let hostCpu = null;
if (performance) {
  const floor = args.length === 0 ? urlOf('localhost/bench-floor') : null;
  const floorServed = floor !== null && (await fetch(floor).then((r) => r.ok, () => false));
  if (floor !== null && !floorServed) console.log(`${floor}: not served (the site runs without BENCH_FLOOR=1), so no reference`);
  for (const url of [...(floorServed ? [floor] : []), ...targets.map(urlOf)]) {
    const reference = url === floor;
    const each = [];
    for (let i = 0; i < runs; i++) {
      // Chromium now and then records no navigation start (NO_NAVSTART): such a run is tried once more.
      const report = lighthouse(url, 'performance') ?? lighthouse(url, 'performance');
      if (!report) continue;
      const metric = (id) => report.audits[id]?.numericValue ?? null;
      each.push({
        score: Math.round(report.categories.performance.score * 100),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
        observedFcpMs: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
        ttfbMs: Math.round(metric('server-response-time')),
        benchmarkIndex: report.environment?.benchmarkIndex ?? null,
      });
    }
    const scores = each.map((r) => r.score).sort((a, b) => a - b);
    const median = scores.length ? scores[Math.floor(scores.length / 2)] : null;
    const below = !reference && (median === null || median < PERFORMANCE_MINIMUM);
    if (below) failed = true;
    results.push({ url, median, runs: each, ...(reference ? { reference: true } : {}) });
    console.log(`${url}  performance ${median}${reference ? ' (the floor: the reference, not judged)' : ''} (runs ${each.map((r) => `${r.score} [FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; first paint seen at ${r.observedFcpMs} ms, server ${r.ttfbMs} ms]`).join(', ')})${below ? '  BELOW THE MINIMUM' : ''}`);
  }
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((i) => typeof i === 'number').sort((a, b) => a - b);
  if (indexes.length > 0) {
    const index = indexes[Math.floor(indexes.length / 2)];
    hostCpu = { benchmarkIndex: index, lowest: indexes[0], highest: indexes.at(-1) };
    console.log(`host: benchmarkIndex ${index} (median of ${indexes.length} runs, from ${indexes[0]} to ${indexes.at(-1)})`);
  }
} else {
  for (const target of targets) {
    const url = urlOf(target);
    const report = lighthouse(url, 'seo,best-practices,accessibility');
    if (!report) {
      failed = true;
      continue;
    }
    const scores = Object.fromEntries(Object.entries(report.categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
    const lost = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}: ${a.title}`);
    const below = Object.entries(MINIMUM).filter(([id, min]) => scores[id] < min);
    if (below.length > 0) failed = true;
    results.push({ url, scores, lost });
    console.log(`${url}  SEO ${scores.seo}  best practices ${scores['best-practices']}  accessibility ${scores.accessibility}${below.length ? '  BELOW THE MINIMUM' : ''}`);
    for (const audit of lost) console.log(`    - ${audit}`);
  }
}
fs.mkdirSync('.data', { recursive: true });
fs.writeFileSync(
  performance ? '.data/lighthouse-performance.json' : '.data/lighthouse.json',
  JSON.stringify(
    {
      when: new Date().toISOString(),
      lighthouse: LIGHTHOUSE,
      ...(performance ? { runsPerPage: runs, minimum: PERFORMANCE_MINIMUM, hostCpu } : {}),
      results,
    },
    null,
    2,
  ),
);
process.exit(failed ? 1 : 0);
