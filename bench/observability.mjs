/**
 * What the metrics, the request log and the traces cost (`npm run bench:observability`, after `npm run build`): the same
 * build started twice at once, one with them all off (no METRICS_PORT, SITE_LOG=off, no OTEL_EXPORTER_OTLP_ENDPOINT: no
 * registry, no log line, no tracing SDK) and one with them all on (METRICS_PORT, a log line per request, and the
 * tracing SDK as an operator starts it: the requests its sampler chooses, one in ten by default (lib/telemetry/
 * tracing-sdk.ts; BENCH_TRACES_SAMPLER=parentbased_always_on traces every one), their spans built, batched and exported
 * by OTLP/HTTP to a stand-in collector this script runs: a node:http server that answers 200 to POST /v1/traces and
 * counts the exports, their bytes and their spans), each with its own sandbox.
 *
 * Then the home page from the page cache and a signed-in member's home, 10 connections, in alternating rounds of
 * BENCH_ROUND seconds (6) on one then the other, BENCH_ROUNDS (4) times, so a busy neighbour on the machine weighs on
 * both alike; then both sites are stopped (the one on flushes its last spans as it stops: server/stop.ts), and the whole
 * is done again with two fresh processes, BENCH_PAIRS (6) pairs in all (which starts first alternating too). Fresh
 * pairs because two processes of the same build, both off, differ by up to a tenth in CPU per request for as long as
 * they run, more than the figure measured; over several pairs that evens out. BENCH_AA=1 runs the second site with everything
 * off too: the method's own noise (bench/observability-aa.json).
 *
 * Prints each site's requests/s (all its rounds' requests over all its rounds' time), on ÷ off overall and by pair,
 * the site's CPU time per request (its processes' user and system time over its rounds, /proc), and what the collector
 * got; fails if the collector got no span, or if observability on keeps under 90 % of the throughput. Writes
 * bench/observability.json. BENCH_WORKERS as in bench/run.mjs (default `auto`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { signIn, startSite } from './site.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS || 6);
const ROUND = Number(process.env.BENCH_ROUND || 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const AA = process.env.BENCH_AA === '1';
const WORKERS = process.env.BENCH_WORKERS || 'auto';
const CONNECTIONS = 10;
const COLLECTOR_PORT = 4319;

const variants = {
  off: { port: 3310, platformPort: 4310, env: { SITE_LOG: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' } },
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
// The method's own noise: the second site as the first, everything off.
if (AA) variants.on.env = variants.off.env;

const collector = await startCollector(COLLECTOR_PORT);
/** Requests/s of each round, and the site's CPU ms and requests of each, by variant and page, over every pair. */
const rounds = { off: { home: [], memberHome: [] }, on: { home: [], memberHome: [] } };
const cpu = { off: { home: { ms: 0, requests: 0 }, memberHome: { ms: 0, requests: 0 } }, on: { home: { ms: 0, requests: 0 }, memberHome: { ms: 0, requests: 0 } } };
/** Each pair's on ÷ off (its rounds' requests added up), by page. */
const pairs = { home: [], memberHome: [] };
/** Every request the site with observability on answered in the load runs, to set its spans against. */
let onRequests = 0;
let sites = {};
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    sites = {};
    // Which starts first alternates too, as which is loaded first does.
    const starting = pair % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const name of starting) {
      const variant = variants[name];
      sites[name] = await startSite({ port: variant.port, platformPort: variant.platformPort, db: `.data/bench-observability-${name}.db`, workers: WORKERS, env: variant.env });
    }
    const cookies = {};
    const run = async (name, headers, duration, page) => {
      const before = siteCpuMs(sites[name].pid);
      const result = await load(`${sites[name].base}/`, duration, headers);
      if (page) {
        cpu[name][page].ms += siteCpuMs(sites[name].pid) - before;
        cpu[name][page].requests += result.requests.total;
      }
      if (name === 'on') onRequests += result.requests.total;
      return result;
    };
    for (const name of starting) {
      const site = sites[name];
      cookies[name] = await signIn(site.base);
      // Warm up: the page cache and the members' frames filled, the code paths compiled.
      await run(name, {}, 3);
      await run(name, { cookie: cookies[name] }, 3);
    }
    const answered = { off: { home: 0, memberHome: 0 }, on: { home: 0, memberHome: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always follows the other.
      const order = (pair * ROUNDS + round) % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const [page, headers] of [['home', () => ({})], ['memberHome', (name) => ({ cookie: cookies[name] })]]) {
        for (const name of order) {
          const result = await run(name, headers(name), ROUND, page);
          rounds[name][page].push(result.requests.average);
          answered[name][page] += result.requests.total;
        }
      }
    }
    for (const page of ['home', 'memberHome']) pairs[page].push(Number((answered.on[page] / answered.off[page]).toFixed(3)));
    if (pair === PAIRS - 1 && !AA) {
      const scrape = await (await fetch('http://127.0.0.1:9320/metrics')).text();
      if (!scrape.includes('site_http_requests_total{merchant="demo"')) throw new Error('the site with metrics on recorded no request');
    }
    // Stopped before the next pair starts and before the collector is read: the spans still in their batch are sent
    // as the site stops.
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  }
  const traces = { ...collector.received, spansPerRequest: Number((collector.received.spans / onRequests).toFixed(2)) };
  if (traces.spans === 0 && !AA) throw new Error(`the site with traces on exported no span (${traces.exports} exports, ${traces.bytes} bytes)`);

  const sampler = AA ? 'none (BENCH_AA: both sites with everything off)' : process.env.BENCH_TRACES_SAMPLER || "the site's default (parentbased, one in ten)";
  const result = { measuredAt: new Date().toISOString(), settings: { pairs: PAIRS, roundSeconds: ROUND, roundsPerPair: ROUNDS, connections: CONNECTIONS, siteWorkers: WORKERS, tracesSampler: sampler, aa: AA } };
  for (const page of ['home', 'memberHome']) {
    const total = (name) => rounds[name][page].reduce((sum, each) => sum + each, 0);
    result[page] = {
      // All the rounds' requests of each added up (every round is as long): the mean throughput of each.
      offRequestsPerSecond: Number((total('off') / rounds.off[page].length).toFixed(1)),
      onRequestsPerSecond: Number((total('on') / rounds.on[page].length).toFixed(1)),
      onToOff: Number((total('on') / total('off')).toFixed(3)),
      onToOffByPair: pairs[page],
      roundsOff: rounds.off[page],
      roundsOn: rounds.on[page],
      cpuMsPerRequestOff: Number((cpu.off[page].ms / cpu.off[page].requests).toFixed(3)),
      cpuMsPerRequestOn: Number((cpu.on[page].ms / cpu.on[page].requests).toFixed(3)),
    };
  }
  result.traces = { ...traces, requestsAnswered: onRequests };
  writeFileSync(AA ? 'bench/observability-aa.json' : 'bench/observability.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nmetrics, request log and traces: off vs ${AA ? 'off again (BENCH_AA)' : 'on'} (requests/s, the mean of ${PAIRS} pairs of sites × ${ROUNDS} rounds)`);
  const row = (page) => ({
    off: result[page].offRequestsPerSecond,
    on: result[page].onRequestsPerSecond,
    'on ÷ off': result[page].onToOff,
    'by pair': result[page].onToOffByPair.join(' '),
    'CPU ms/request off': result[page].cpuMsPerRequestOff,
    'CPU ms/request on': result[page].cpuMsPerRequestOn,
  });
  console.table({ 'home / (page cache)': row('home'), "member's home /": row('memberHome') });
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
