/**
 * `npm run bench`: performance figures of the production build (it builds nothing: run `npm run build` first).
 * Starts the built site and the sandbox platform on their own ports, then, after a warm-up:
 *  - home page requests/s and p50/p99 latency, 10 connections for 15 s (autocannon);
 *  - the same for a game catalogue (/rng) and for /bench-floor, the smallest dynamic Next.js page of this build (the
 *    framework's floor), and the ratios;
 *  - every budgeted page's HTML bytes and JavaScript (gzip) beside the floor's, with the CI budgets (bench/budgets.mjs).
 * Prints the figures and writes them to bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { BUDGETS, checkBudgets } from './budgets.mjs';
import { measureBudgetedPages } from './page-sizes.mjs';
import { startSite } from './site.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 15);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const CONNECTIONS = 10;

const site = await startSite({
  port: Number(process.env.BENCH_PORT || 3300),
  platformPort: Number(process.env.BENCH_PLATFORM_PORT || 4300),
  db: '.data/bench-platform.db',
});
const { base } = site;

try {
  const homeHtml = await (await fetch(`${base}/`)).text();
  if (!homeHtml.includes('Demo Casino')) throw new Error('the home page did not render the demo merchant');

  await load(`${base}/`, WARMUP);
  await load(`${base}/rng`, WARMUP);
  await load(`${base}/bench-floor`, WARMUP);
  const home = summarise(await load(`${base}/`, DURATION));
  const catalogue = summarise(await load(`${base}/rng`, DURATION));
  const floor = summarise(await load(`${base}/bench-floor`, DURATION));

  const sizes = await measureBudgetedPages(base, BUDGETS);
  const budgets = checkBudgets(sizes);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP },
    home,
    catalogue,
    floor,
    homeToFloorRatio: Number((home.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    catalogueToFloorRatio: Number((catalogue.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    pages: Object.fromEntries(
      Object.entries(sizes).map(([page, s]) => [page, { htmlBytes: s.htmlBytes, jsFiles: s.jsFiles, jsGzipBytes: s.jsGzipBytes, jsRawBytes: s.jsRawBytes }]),
    ),
    budgets: budgets.rows,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nbenchmark (production build, sandbox platform)');
  console.table({ 'home /': row(home), 'catalogue /rng': row(catalogue), 'floor /bench-floor': row(floor) });
  console.log(`home/floor throughput ratio: ${results.homeToFloorRatio}; catalogue/floor: ${results.catalogueToFloorRatio}`);
  console.log('\npage sizes (HTML as served, JavaScript gzip -9)');
  console.table(
    Object.fromEntries(
      Object.entries(sizes).map(([page, s]) => [
        page,
        { 'HTML KiB': kib(s.htmlBytes), 'JS KiB': kib(s.jsGzipBytes), 'JS over floor KiB': kib(s.jsGzipBytes - sizes.floor.jsGzipBytes), files: s.jsFiles },
      ]),
    ),
  );
  console.log(`size budgets: ${budgets.ok ? 'all hold' : 'EXCEEDED'}`);
  console.log('written to bench/results.json');
} finally {
  site.stop();
}
process.exit(0);

function kib(bytes) {
  return Number((bytes / 1024).toFixed(1));
}

function row(s) {
  return { 'req/s': s.requestsPerSecond, 'p50 ms': s.latencyP50Ms, 'p99 ms': s.latencyP99Ms, errors: s.errors, non2xx: s.non2xx };
}

function load(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration });
}

function summarise(result) {
  return {
    requestsPerSecond: Number(result.requests.average.toFixed(1)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
