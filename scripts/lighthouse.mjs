#!/usr/bin/env node
/**
 * Lighthouse 12 (Debian's Chromium) on public pages of several merchants, against a running site (the README's first
 * command, or `node scripts/start.mjs`).
 *
 *   node scripts/lighthouse.mjs [--port 3000] [host/path …]
 *     SEO, best-practices and accessibility of each page with the audits that lost points; fails below SEO 100, best
 *     practices 95, accessibility 100. Written to .data/lighthouse.json.
 *   node scripts/lighthouse.mjs --performance [--runs 5] [--port 3000] [--floor] [host[:port]/path …]
 *     the performance score (mobile: Lighthouse's default phone and throttling), the median of `runs` runs a page, with
 *     each run's score and LCP, TBT and CLS, and the longest main-thread tasks of the page's median run, each named by
 *     the script it ran in and the site's components in that script (the build's client reference manifests). A page
 *     fails below a median score of 90, a median TBT over 200 ms or a median LCP over 2.5 s (the phone-speed targets).
 *     Without pages named, the framework's floor (/bench-floor, the smallest dynamic page this build serves, when the
 *     site runs with BENCH_FLOOR=1) is measured the same way as the reference for this machine, interleaved with the
 *     pages (floor, page, page, …, then again), so the shared machine's drift hits every page alike; when the floor's
 *     median is under 97 the run is void: this machine could not measure. Written to .data/lighthouse-performance.json
 *     (npm run bench runs this and records it).
 *     Each run also records what explains its score: FCP, the first paint as Chromium drew it in the unthrottled
 *     load that Lighthouse's simulation starts from, the server's response time, and the host's benchmarkIndex (how
 *     much CPU the run had; its spread over the runs is printed, as it moves the scores).
 *     With `--without-scripts`, each page is also measured the same way with every script taken out of its HTML
 *     (served through a small proxy in this process): what its markup, styles and images alone score. Beside the
 *     floor (the framework's runtime with almost no markup), it splits a page's score between what it shows and the
 *     JavaScript it runs. Recorded as the page's `withoutScripts`, not judged.
 *
 * Lighthouse is not a dependency of the project (two hundred packages CI would install for nothing): npx fetches the
 * pinned version from the registry on first use. A benchmark, not a test: the e2e suite checks what must always hold.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const MINIMUM = { seo: 100, 'best-practices': 95, accessibility: 100 };
/** What a page's medians must reach (the phone-speed targets), and what the floor's must for the run to count. */
const PERFORMANCE_MINIMUM = 90;
const TBT_MAXIMUM_MS = 200;
const LCP_MAXIMUM_MS = 2500;
const FLOOR_MINIMUM = 97;
/** How many of a run's longest tasks are named. */
const LONG_TASKS_SHOWN = 3;
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const performance = flag('--performance');
const withoutScripts = flag('--without-scripts');
const withFloor = flag('--floor');
const port = Number(option('--port') ?? (process.env.PORT || 3000));
const runs = Number(option('--runs') ?? (performance ? 5 : 1));
const targets =
  args.length > 0
    ? args
    : performance
      ? ['localhost/', 'vn.localhost/', 'localhost/rng', 'localhost/login', 'vn.localhost/register', 'localhost/promotions']
      : ['localhost/', 'localhost/promotions', 'localhost/help', 'vn.localhost/', 'vn.localhost/promotions', 'vn.localhost/help'];

/**
 * One Lighthouse run of `url` for `categories`: its report, or null when Lighthouse failed. Asynchronous, so that the
 * scriptless proxy in this process can answer while Lighthouse loads a page through it.
 */
async function lighthouse(url, categories) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const status = await new Promise((resolve) => {
    const run = spawn(
      'npx',
      ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, `--only-categories=${categories}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking'],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' } },
    );
    run.on('close', resolve);
    run.on('error', () => resolve(null));
  });
  if (status !== 0 || !fs.existsSync(out)) {
    console.error(`${url}: lighthouse failed (${status})`);
    return null;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  return report;
}

/** "vn.localhost/register" on the site's port; "vn.localhost:3340/register" on another (a build to compare with). */
const urlOf = (target) => {
  const slash = target.indexOf('/');
  const host = target.slice(0, slash);
  return `http://${host.includes(':') ? host : `${host}:${port}`}${target.slice(slash)}`;
};

/**
 * A proxy in front of the site that takes every script out of the HTML it serves (inline scripts, script files and
 * their preloads) and passes everything else through unchanged: the page as its markup, styles and images alone.
 * Resolves to the proxy's port; the Host header keeps the site's port, so the merchant and its gates are the same.
 */
function scriptlessProxy() {
  const codings = { gzip: [zlib.gunzipSync, zlib.gzipSync], br: [zlib.brotliDecompressSync, zlib.brotliCompressSync], deflate: [zlib.inflateSync, zlib.deflateSync] };
  const server = http.createServer((request, response) => {
    const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const upstream = http.request(
      { host: '127.0.0.1', port, path: request.url, method: request.method, headers: { ...request.headers, host: `${host}:${port}` } },
      (answer) => {
        if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () => {
          const [decode, encode] = codings[answer.headers['content-encoding']] ?? [(b) => b, (b) => b];
          const html = decode(Buffer.concat(parts))
            .toString('utf8')
            .replace(/<script\b[\s\S]*?<\/script>/g, '')
            .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '');
          const body = encode(Buffer.from(html));
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, close: () => server.close() })));
}

/** The middle of `values` once sorted (the upper one of the two middles for an even count), or null for none. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** One performance run of `url`: its figures and its longest tasks, or null when Lighthouse failed twice. */
async function measureOnce(url) {
  // Chromium now and then records no navigation start (NO_NAVSTART): such a run is tried once more.
  const report = (await lighthouse(url, 'performance')) ?? (await lighthouse(url, 'performance'));
  if (!report) return null;
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  const tasks = (report.audits['long-tasks']?.details?.items ?? [])
    .filter((task) => typeof task.duration === 'number')
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONG_TASKS_SHOWN)
    .map((task) => ({ ms: Math.round(task.duration), startMs: Math.round(task.startTime ?? 0), script: scriptName(task.url), components: componentsOf(task.url) }));
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
    observedFcpMs: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
    ttfbMs: Math.round(metric('server-response-time')),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    longTasks: tasks,
  };
}

/** A page's runs summed up: the median score, TBT and LCP, and the run with the median score (its long tasks). */
function summary(each) {
  const scoreMedian = median(each.map((r) => r.score));
  return {
    median: scoreMedian,
    tbtMs: median(each.map((r) => r.tbtMs)),
    lcpMs: median(each.map((r) => r.lcpMs)),
    longTasks: each.find((r) => r.score === scoreMedian)?.longTasks ?? [],
    runs: each,
  };
}

/** A script's URL as its file name ("main thread" for work no script is blamed for). */
function scriptName(url) {
  if (!url || !/^https?:/.test(url)) return url || 'main thread';
  return new URL(url).pathname.replace(/^\/_next\/static\/chunks\//, '');
}

/**
 * The site's own client components in a script of the build (from its client reference manifests: each component and
 * the chunks it is in), so a long task names what ran: "components/games/game-list.tsx, …". Empty for the framework's.
 */
let chunkComponents = null;
function componentsOf(url) {
  if (!url || !/^https?:/.test(url)) return [];
  if (chunkComponents === null) {
    chunkComponents = new Map();
    const files = [];
    const walk = (dir) => {
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const file = path.join(dir, name);
        if (fs.statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('_client-reference-manifest.js')) files.push(file);
      }
    };
    walk(path.join('.next', 'server', 'app'));
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, module, chunks] of text.matchAll(/"\[project\]\/((?:app|components|lib)\/[^"]+)":\{"id":[^,]+,"name":"[^"]*","chunks":\[([^\]]*)\]/g)) {
        const own = chunks.split(',').pop()?.replace(/"/g, '');
        if (!own) continue;
        const set = chunkComponents.get(own) ?? new Set();
        set.add(module);
        chunkComponents.set(own, set);
      }
    }
  }
  return [...(chunkComponents.get(new URL(url).pathname) ?? [])].sort();
}

const describe = (runsOf) =>
  runsOf
    .map((r) => `${r.score} [FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; first paint seen at ${r.observedFcpMs} ms, server ${r.ttfbMs} ms]`)
    .join(', ');

const results = [];
let failed = false;
/** The host's benchmarkIndex over the performance runs: the median, the lowest and the highest. */
let hostCpu = null;
let floorVoid = false;
if (performance) {
  // The floor is measured with the default pages, or with named ones when asked (--floor).
  const floor = args.length === 0 || withFloor ? urlOf('localhost/bench-floor') : null;
  const floorServed = floor !== null && (await fetch(floor).then((r) => r.ok, () => false));
  if (floor !== null && !floorServed) console.log(`${floor}: not served (the site runs without BENCH_FLOOR=1), so no reference`);
  const proxy = withoutScripts ? await scriptlessProxy() : null;
  const urls = [...(floorServed ? [floor] : []), ...targets.map(urlOf)];
  const runsOf = new Map(urls.map((url) => [url, { page: [], bare: [] }]));
  // Interleaved: floor, page, page, …, then again, so what the machine is doing meanwhile hits them all alike.
  for (let round = 1; round <= runs; round++) {
    for (const url of urls) {
      const run = await measureOnce(url);
      if (run) runsOf.get(url).page.push(run);
      console.log(`round ${round}/${runs} ${url}: ${run ? describe([run]) : 'failed'}`);
      if (proxy && url !== floor) {
        const bare = new URL(url);
        bare.port = String(proxy.port);
        const without = await measureOnce(bare.href);
        if (without) runsOf.get(url).bare.push(without);
      }
    }
  }
  proxy?.close();
  for (const url of urls) {
    const reference = url === floor;
    const { page, bare } = runsOf.get(url);
    const result = { url, ...summary(page), ...(reference ? { reference: true } : {}), ...(proxy && !reference ? { withoutScripts: summary(bare) } : {}) };
    results.push(result);
    if (reference) {
      floorVoid = result.median === null || result.median < FLOOR_MINIMUM;
      console.log(`${url}  the floor: performance ${result.median}, TBT ${result.tbtMs} ms${floorVoid ? `  UNDER ${FLOOR_MINIMUM}: THIS RUN IS VOID` : ''}`);
      continue;
    }
    const misses = [
      ...(result.median === null || result.median < PERFORMANCE_MINIMUM ? [`performance under ${PERFORMANCE_MINIMUM}`] : []),
      ...(result.tbtMs === null || result.tbtMs > TBT_MAXIMUM_MS ? [`TBT over ${TBT_MAXIMUM_MS} ms`] : []),
      ...(result.lcpMs === null || result.lcpMs > LCP_MAXIMUM_MS ? [`LCP over ${LCP_MAXIMUM_MS} ms`] : []),
    ];
    if (misses.length > 0) failed = true;
    result.misses = misses;
    console.log(`${url}  performance ${result.median}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms (median of ${page.length})${misses.length ? `  ${misses.join(', ').toUpperCase()}` : ''}`);
    for (const task of result.longTasks) console.log(`    ${task.ms} ms at ${task.startMs} ms in ${task.script}${task.components.length ? `: ${task.components.join(', ')}` : ''}`);
    if (result.withoutScripts) console.log(`    without its scripts: performance ${result.withoutScripts.median}, TBT ${result.withoutScripts.tbtMs} ms`);
  }
  const indexes = results
    .flatMap((r) => [...r.runs, ...(r.withoutScripts?.runs ?? [])].map((run) => run.benchmarkIndex))
    .filter((i) => typeof i === 'number');
  if (indexes.length > 0) {
    hostCpu = { benchmarkIndex: median(indexes), lowest: Math.min(...indexes), highest: Math.max(...indexes) };
    console.log(`host: benchmarkIndex ${hostCpu.benchmarkIndex} (median of ${indexes.length} runs, from ${hostCpu.lowest} to ${hostCpu.highest})`);
  }
} else {
  for (const target of targets) {
    const url = urlOf(target);
    const report = await lighthouse(url, 'seo,best-practices,accessibility');
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
      ...(performance
        ? { runsPerPage: runs, minimum: { performance: PERFORMANCE_MINIMUM, tbtMs: TBT_MAXIMUM_MS, lcpMs: LCP_MAXIMUM_MS, floor: FLOOR_MINIMUM }, void: floorVoid, hostCpu }
        : {}),
      results,
    },
    null,
    2,
  ),
);
process.exit(failed ? 1 : 0);
