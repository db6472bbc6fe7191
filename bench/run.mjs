/**
 * `npm run bench`: performance figures of the production build (it builds nothing: run `npm run build` first).
 * Starts the built site and the sandbox platform on their own ports, then measures with autocannon, after a warm-up:
 *  - home page requests/s and p50/p99 latency, 10 connections for 15 s;
 *  - the same for /bench-floor, the smallest dynamic Next.js page of this build (the framework's floor), and the ratio;
 *  - the bytes of JavaScript (gzip) the home page loads, and the floor page's for comparison.
 * Prints the figures and writes them to bench/results.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT || 3300);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT || 4300);
const DURATION = Number(process.env.BENCH_DURATION || 15);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const CONNECTIONS = 10;
const base = `http://localhost:${PORT}`;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first (the benchmark builds nothing by itself).');
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DB: '.data/bench-platform.db',
    PLATFORM_URL: '',
    SESSION_SECRET: process.env.SESSION_SECRET || 'bench-session-secret-0123456789-abcdefghij',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

try {
  await waitFor(`${base}/bench-floor`);
  const homeHtml = await (await fetch(`${base}/`)).text();
  if (!homeHtml.includes('Demo Casino')) throw new Error('the home page did not render the demo merchant');

  await load(`${base}/`, WARMUP);
  await load(`${base}/bench-floor`, WARMUP);
  const home = summarise(await load(`${base}/`, DURATION));
  const floor = summarise(await load(`${base}/bench-floor`, DURATION));
  const js = await javascriptBytes(homeHtml);
  const floorJs = await javascriptBytes(await (await fetch(`${base}/bench-floor`)).text());

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP },
    home,
    floor,
    homeToFloorRatio: Number((home.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
    homeJavaScript: js,
    floorJavaScript: floorJs,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nbenchmark (production build, sandbox platform)');
  console.table({
    'home /': row(home),
    'floor /bench-floor': row(floor),
  });
  console.log(`home/floor throughput ratio: ${results.homeToFloorRatio}`);
  console.log(`home page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip (${(js.rawBytes / 1024).toFixed(1)} KiB raw)`);
  console.log(`floor page JavaScript: ${floorJs.files} files, ${(floorJs.gzipBytes / 1024).toFixed(1)} KiB gzip (the framework's own share)`);
  console.log('written to bench/results.json');
} finally {
  stop();
}
process.exit(0);

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

/** Every script the home page loads (script src and modulepreload links), fetched and gzipped at level 9. */
async function javascriptBytes(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*>/g)) {
    const tag = match[0];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href && (/as="script"/.test(tag) || tag.includes('modulepreload'))) sources.add(href);
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src.replaceAll('&amp;', '&'), base))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, rawBytes, gzipBytes };
}

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`site did not come up at ${url}`);
}
