/**
 * What the metrics, the request log and the traces cost (`npm run bench:observability`, after `npm run build`): the same
 * build started twice at once, one with them all off (no METRICS_PORT, SITE_LOG=off, no OTEL_EXPORTER_OTLP_ENDPOINT: no
 * registry, no log line, no tracing SDK) and one with them all on (METRICS_PORT, a log line per request, and the
 * tracing SDK as an operator starts it: the requests its sampler chooses, one in ten by default (lib/telemetry/
 * tracing-sdk.ts; BENCH_TRACES_SAMPLER=parentbased_always_on traces every one), their spans built, batched and exported
 * by OTLP/HTTP to a stand-in collector this script runs: a node:http server that answers 200 to POST /v1/traces and
 * counts the exports, their bytes and their spans), each with its own sandbox;
 * then the home page from the page cache and a signed-in member's home, 10 connections, in alternating rounds of
 * BENCH_ROUND seconds (8) on one then the other, BENCH_ROUNDS (7) times, so a busy neighbour on the machine weighs on
 * both alike. Then both sites are stopped (the one on flushes its last spans as it stops: server/stop.ts), and the run
 * fails if the collector got no span. Prints requests/s of each (the median round), on ÷ off, the site's CPU time per
 * request (its processes' user and system time over a round, /proc: steadier than requests/s on a shared machine), and
 * what the collector got; observability on must keep ≥ 90 % of the throughput. Writes bench/observability.json. BENCH_WORKERS as in
 * bench/run.mjs (default `auto`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { signIn, startSite } from './site.mjs';

const ROUND = Number(process.env.BENCH_ROUND || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
const WORKERS = process.env.BENCH_WORKERS || 'auto';
const CONNECTIONS = 10;
const COLLECTOR_PORT = 4319;

const variants = {
  off: { port: 3310, platformPort: 4310, env: { SITE_LOG: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: '' } },
  on: {
    port: 3320,
    platformPort: 4320,
    // Plain JSON to this collector, whatever the shell running the bench has set for another.
    env: {
      METRICS_PORT: '9320',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}/v1/traces`,
      OTEL_EXPORTER_OTLP_COMPRESSION: 'none',
      OTEL_EXPORTER_OTLP_TRACES_COMPRESSION: 'none',
      ...(process.env.BENCH_TRACES_SAMPLER ? { OTEL_TRACES_SAMPLER: process.env.BENCH_TRACES_SAMPLER } : { OTEL_TRACES_SAMPLER: '' }),
    },
  },
};

const collector = await startCollector(COLLECTOR_PORT);
const sites = {};
try {
  for (const [name, variant] of Object.entries(variants)) {
    sites[name] = await startSite({ port: variant.port, platformPort: variant.platformPort, db: `.data/bench-observability-${name}.db`, workers: WORKERS, env: variant.env });
  }
  const cookies = {};
  /** Every request the site with observability on answered in the load runs, to set its spans against. */
  let onRequests = 0;
  /** The site's CPU milliseconds per request of each round. */
  const cpu = { off: { home: [], memberHome: [] }, on: { home: [], memberHome: [] } };
  const run = async (name, url, duration, headers, page) => {
    const before = siteCpuMs(sites[name].pid);
    const result = await load(url, duration, headers);
    if (page) cpu[name][page].push((siteCpuMs(sites[name].pid) - before) / result.requests.total);
    if (name === 'on') onRequests += result.requests.total;
    return result;
  };
  for (const [name, site] of Object.entries(sites)) {
    cookies[name] = await signIn(site.base);
    // Warm up: the page cache and the members' frames filled, the code paths compiled.
    await run(name, `${site.base}/`, 3);
    await run(name, `${site.base}/`, 3, { cookie: cookies[name] });
  }
  const rounds = { off: { home: [], memberHome: [] }, on: { home: [], memberHome: [] } };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always follows the other.
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const name of order) rounds[name].home.push((await run(name, `${sites[name].base}/`, ROUND, {}, 'home')).requests.average);
    for (const name of order) rounds[name].memberHome.push((await run(name, `${sites[name].base}/`, ROUND, { cookie: cookies[name] }, 'memberHome')).requests.average);
  }
  const scrape = await (await fetch('http://127.0.0.1:9320/metrics')).text();
  if (!scrape.includes('site_http_requests_total{merchant="demo"')) throw new Error('the site with metrics on recorded no request');
  // Stopped before the collector is read: the spans still in their batch are sent as the site stops.
  await Promise.all(Object.values(sites).map((site) => site.stop()));
  const traces = { ...collector.received, spansPerRequest: Number((collector.received.spans / onRequests).toFixed(2)) };
  if (traces.spans === 0) throw new Error(`the site with traces on exported no span (${traces.exports} exports, ${traces.bytes} bytes)`);

  const sampler = process.env.BENCH_TRACES_SAMPLER || 'the site\'s default (parentbased, one in ten)';
  const result = { measuredAt: new Date().toISOString(), settings: { roundSeconds: ROUND, rounds: ROUNDS, connections: CONNECTIONS, siteWorkers: WORKERS, tracesSampler: sampler } };
  for (const page of ['home', 'memberHome']) {
    const off = median(rounds.off[page]);
    const on = median(rounds.on[page]);
    const cpuOff = Number(median(cpu.off[page], 3));
    const cpuOn = Number(median(cpu.on[page], 3));
    result[page] = {
      offRequestsPerSecond: off,
      onRequestsPerSecond: on,
      onToOff: Number((on / off).toFixed(3)),
      roundsOff: rounds.off[page],
      roundsOn: rounds.on[page],
      cpuMsPerRequestOff: cpuOff,
      cpuMsPerRequestOn: cpuOn,
    };
  }
  result.traces = { ...traces, requestsAnswered: onRequests };
  writeFileSync('bench/observability.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nmetrics, request log and traces: off vs on (median of the rounds, requests/s)');
  console.table({
    'home / (page cache)': { off: result.home.offRequestsPerSecond, on: result.home.onRequestsPerSecond, 'on ÷ off': result.home.onToOff, 'CPU ms/request off': result.home.cpuMsPerRequestOff, 'CPU ms/request on': result.home.cpuMsPerRequestOn },
    "member's home /": { off: result.memberHome.offRequestsPerSecond, on: result.memberHome.onRequestsPerSecond, 'on ÷ off': result.memberHome.onToOff, 'CPU ms/request off': result.memberHome.cpuMsPerRequestOff, 'CPU ms/request on': result.memberHome.cpuMsPerRequestOn },
  });
  console.log(`traces sampled: ${sampler}`);
  console.log('spans the collector got from the site with traces on');
  console.table({
    traces: {
      exports: traces.exports,
      'KiB': Number((traces.bytes / 1024).toFixed(1)),
      spans: traces.spans,
      'requests answered': onRequests,
      'spans per request': traces.spansPerRequest,
    },
  });
  const worst = Math.min(result.home.onToOff, result.memberHome.onToOff);
  if (worst < 0.9) {
    console.error(`observability on keeps ${Math.round(worst * 100)} % of the throughput off: under 90 %`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(Object.values(sites).map((site) => site.stop()));
  await collector.close();
}

function load(url, duration, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

function median(values, digits = 1) {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(digits));
}

/** CPU time (user and system, ms) the site has used so far: its process and its workers' (the sandbox not counted). */
function siteCpuMs(pid) {
  let workers = [];
  try {
    workers = execFileSync('pgrep', ['-P', String(pid), '-f', 'scripts/start.mjs'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    // one process (pgrep exits 1 when nothing matches)
  }
  return [pid, ...workers].reduce((sum, each) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}

/**
 * The stand-in collector: POST /v1/traces answered 200, counting the exports, their bytes and their spans (each span
 * of the OTLP JSON carries one `"spanId":` key; a parent's is `"parentSpanId":`), read without parsing, so the
 * collector costs the machine little; anything else 404.
 */
async function startCollector(port) {
  const received = { exports: 0, bytes: 0, spans: 0 };
  const spanKey = Buffer.from('"spanId":');
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      received.exports += 1;
      received.bytes += body.length;
      for (let at = body.indexOf(spanKey); at !== -1; at = body.indexOf(spanKey, at + spanKey.length)) received.spans += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}
