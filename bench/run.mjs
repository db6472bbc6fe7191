/**
 * `npm run bench`: performance figures of the production build (it builds nothing: run `npm run build` first).
 * Starts the built site and the sandbox platform on their own ports, then, after a warm-up:
 *  - home page requests/s and p50/p99 latency for an anonymous visitor (from the page cache), 10 connections for 15 s
 *    (autocannon);
 *  - the same for a game catalogue (/rng), for a signed-in member's home (a member's frame:
 *    server/page-cache/member-frame.ts), and for /bench-floor, the smallest dynamic Next.js page of this build (the
 *    framework's floor), and the ratios;
 *  - a mixed run at a fixed 300 requests/s for 60 s (BENCH_MIXED_SECONDS): anonymous home and catalogue, the login
 *    page, and signed-in members' balance and member summary, with errors, p99 and the site process's peak memory;
 *  - the site under load while attacked with 100 MB bodies and while its platform stops for 20 s (bench/hardening.mjs),
 *    unless BENCH_HARDENING=off;
 *  - Lighthouse's mobile performance score of public pages (scripts/lighthouse.mjs), unless BENCH_LIGHTHOUSE=off;
 *  - the first taps right after a page has loaded, at 4x CPU on a phone (bench/first-taps.mjs: Event Timing), with the
 *    p75 of the Core Web Vitals those loads report to /api/vitals by page type, unless
 *    BENCH_TAPS=off;
 *  - every budgeted page's HTML bytes and JavaScript (gzip) beside the floor's, with the CI budgets (bench/budgets.mjs).
 * Prints the figures and writes them to bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { BUDGETS, checkBudgets } from './budgets.mjs';
import { firstTaps } from './first-taps.mjs';
import { hardeningRun } from './hardening.mjs';
import { measureBudgetedPages } from './page-sizes.mjs';
import { signIn, startSite } from './site.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 15);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const CONNECTIONS = 10;

// The site as this machine would run it: one worker per CPU (BENCH_WORKERS=1 measures a single process).
const WORKERS = process.env.BENCH_WORKERS || 'auto';
const site = await startSite({
  port: Number(process.env.BENCH_PORT || 3300),
  platformPort: Number(process.env.BENCH_PLATFORM_PORT || 4300),
  db: '.data/bench-platform.db',
  workers: WORKERS,
});
const { base } = site;

try {
  const homeHtml = await (await fetch(`${base}/`)).text();
  if (!homeHtml.includes('Demo Casino')) throw new Error('the home page did not render the demo merchant');

  const cookie = await signIn(base);
  const member = { cookie };

  await load(`${base}/`, WARMUP);
  await load(`${base}/rng`, WARMUP);
  await load(`${base}/`, WARMUP, member);
  await load(`${base}/bench-floor`, WARMUP);
  const home = summarise(await load(`${base}/`, DURATION));
  const catalogue = summarise(await load(`${base}/rng`, DURATION));
  const memberHome = summarise(await load(`${base}/`, DURATION, member));
  const floor = summarise(await load(`${base}/bench-floor`, DURATION));
  const mixed = await mixedRun(base, cookie);
  const hardening = process.env.BENCH_HARDENING === 'off' ? null : await hardeningRun({ base, cookie, pid: site.pid, db: '.data/bench-platform.db' });

  const lighthouse = lighthousePerformance(new URL(base).port);
  const taps = process.env.BENCH_TAPS === 'off' ? null : await firstTaps(base);

  const sizes = await measureBudgetedPages(base, BUDGETS);
  const budgets = checkBudgets(sizes);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, siteWorkers: WORKERS },
    home,
    catalogue,
    floor,
    memberHome,
    mixed,
    hardening,
    homeToFloorRatio: Number((home.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    catalogueToFloorRatio: Number((catalogue.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    memberHomeToFloorRatio: Number((memberHome.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    lighthouse,
    firstTaps: taps,
    vitalsP75: taps?.vitals ?? null,
    pages: Object.fromEntries(
      Object.entries(sizes).map(([page, s]) => [page, { htmlBytes: s.htmlBytes, jsFiles: s.jsFiles, jsGzipBytes: s.jsGzipBytes, jsRawBytes: s.jsRawBytes }]),
    ),
    budgets: budgets.rows,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nbenchmark (production build, sandbox platform)');
  console.table({ 'home /': row(home), 'catalogue /rng': row(catalogue), "member's home /": row(memberHome), 'floor /bench-floor': row(floor) });
  console.log(
    `throughput over the floor: home ${results.homeToFloorRatio}, catalogue ${results.catalogueToFloorRatio}, member's home ${results.memberHomeToFloorRatio}`,
  );
  console.log(
    `mixed run at ${mixed.targetRate} requests/s for ${mixed.durationSeconds} s: ${mixed.requestsPerSecond} requests/s served, ${mixed.errors} errors, ` +
      `${mixed.non2xx} non-2xx, p50 ${mixed.latencyP50Ms} ms, p99 ${mixed.latencyP99Ms} ms; site peak memory ${mixed.sitePeakRssMiB} MiB`,
  );
  if (hardening) {
    const { normalTraffic: n, oversizedBodies: b, memory: m, outage: o } = hardening;
    console.log(
      `\nunder attack and outage (${hardening.targetRate} requests/s for ${hardening.durationSeconds} s): normal traffic ${n.requests} requests, ` +
        `${n.errors} errors, ${n.non2xx} non-2xx, p99 ${n.p99Ms} ms; ${b.count} oversized bodies refused (${JSON.stringify(b.statuses)}) in at most ` +
        `${b.maxMs} ms (median ${b.medianMs}), memory ${m.baselineMiB} -> ${m.peakMiB} MiB (+${m.riseMiB}); platform stopped ${o.seconds} s: ` +
        `visitors' pages ${JSON.stringify(o.visitorPages)}, member's balance ${JSON.stringify(o.memberBalance)}, ${o.errors} errors; ` +
        `recovered in ${hardening.recoverySeconds} s; ledger ${hardening.ledger.unchanged ? 'unchanged' : 'CHANGED'} (${hardening.ledger.after.rows} rows)`,
    );
  }
  if (lighthouse) {
    console.log(`\nLighthouse performance (mobile, median of ${lighthouse.runsPerPage}, interleaved with the floor):`);
    for (const r of lighthouse.results) {
      const figures = `${r.median} (TBT ${r.tbtMs} ms, LCP ${r.lcpMs} ms; runs: ${r.runs.map((x) => x.score).join(', ')})`;
      const verdict = r.reference ? "  the framework's floor, for reference" : r.misses?.length ? `  ${r.misses.join(', ')}` : '';
      console.log(`  ${r.url}  ${figures}${verdict}`);
      for (const task of r.reference ? [] : r.longTasks) console.log(`      ${task.ms} ms in ${task.script}${task.components.length ? `: ${task.components.join(', ')}` : ''}`);
      if (r.withoutScripts) console.log(`      without its scripts: ${r.withoutScripts.median}`);
    }
    if (lighthouse.void) console.log(`  THE FLOOR SCORED UNDER ${lighthouse.minimum.floor}: this run is void (the machine was too busy to measure)`);
    if (lighthouse.hostCpu) {
      const { benchmarkIndex, lowest, highest } = lighthouse.hostCpu;
      console.log(`  host benchmarkIndex ${benchmarkIndex} (median; from ${lowest} to ${highest} over the runs)`);
    }
  }
  if (taps) {
    console.log('\nfirst taps after load (phone, 4x CPU, Event Timing; median of 5 loads, the target is at most 200 ms):');
    for (const t of taps) console.log(`  ${t.name} (${t.url}): ${t.medianMs} ms (runs ${t.runsMs.join(', ')})`);
    console.log("\nplayers' vitals p75 from the beacons of those loads (ms; CLS a score), by page type:");
    console.table(taps.vitals);
  }
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

function load(url, duration, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

/**
 * Lighthouse's mobile performance of the pages the phone-speed targets cover (demo and vn88 home, a catalogue, login,
 * register, promotions), the median of five runs each, interleaved with the floor page measured the same way
 * (`reference: true`), with each page's longest tasks named (scripts/lighthouse.mjs --performance); with
 * BENCH_WITHOUT_SCRIPTS=1 each page also with its scripts taken out (`withoutScripts`). Unless BENCH_LIGHTHOUSE=off.
 * Null when skipped or when it failed.
 */
function lighthousePerformance(port) {
  if (process.env.BENCH_LIGHTHOUSE === 'off') return null;
  const file = '.data/lighthouse-performance.json';
  rmSync(file, { force: true });
  const bare = process.env.BENCH_WITHOUT_SCRIPTS === '1' ? ['--without-scripts'] : [];
  spawnSync(process.execPath, ['scripts/lighthouse.mjs', '--performance', ...bare, '--port', String(port)], { stdio: 'inherit' });
  if (!existsSync(file)) return null;
  const { runsPerPage, minimum, void: isVoid, hostCpu, results } = JSON.parse(readFileSync(file, 'utf8'));
  return { runsPerPage, minimum, void: isVoid, hostCpu, results };
}

/**
 * A fixed-rate mix, as a busy hour looks: visitors on home and a catalogue, some opening the login page, members' pages
 * polling the balance and the member summary. Reads the site process's peak resident memory (VmHWM) at the end.
 */
async function mixedRun(base, cookie) {
  const rate = Number(process.env.BENCH_MIXED_RATE || 300);
  const duration = Number(process.env.BENCH_MIXED_SECONDS || 60);
  const member = { cookie };
  const result = await autocannon({
    url: base,
    connections: 60,
    overallRate: rate,
    duration,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/rng' },
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/login' },
      { method: 'GET', path: '/api/wallet/balance', headers: member },
      { method: 'GET', path: '/api/member/summary', headers: member },
      { method: 'GET', path: '/live' },
      { method: 'GET', path: '/api/wallet/balance', headers: member },
    ],
  });
  return {
    targetRate: rate,
    durationSeconds: duration,
    ...summarise(result),
    sitePeakRssMiB: site.peakRssMiB(),
  };
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
