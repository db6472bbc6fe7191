/**
 * What the metrics and the request log cost (`node bench/observability.mjs`, after `npm run build`): the same build
 * started twice at once, one with them off (no METRICS_PORT, SITE_LOG=off: no registry, no log line) and one with them
 * on (METRICS_PORT, a log line per request), each with its own sandbox; then the home page from the page cache and a
 * signed-in member's home, 10 connections, in alternating rounds of BENCH_ROUND seconds (8) on one then the other,
 * BENCH_ROUNDS (3) times, so a busy neighbour on the machine weighs on both alike. Prints requests/s of each (the
 * median round) and on ÷ off; the metrics must keep ≥ 90 % of the throughput. Writes bench/observability.json.
 * BENCH_WORKERS as in bench/run.mjs (default `auto`).
 */
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signIn, startSite } from './site.mjs';

const ROUND = Number(process.env.BENCH_ROUND || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const WORKERS = process.env.BENCH_WORKERS || 'auto';
const CONNECTIONS = 10;

const variants = {
  off: { port: 3310, platformPort: 4310, env: { SITE_LOG: 'off' } },
  on: { port: 3320, platformPort: 4320, env: { METRICS_PORT: '9320' } },
};

const sites = {};
try {
  for (const [name, variant] of Object.entries(variants)) {
    sites[name] = await startSite({ port: variant.port, platformPort: variant.platformPort, db: `.data/bench-observability-${name}.db`, workers: WORKERS, env: variant.env });
  }
  const cookies = {};
  for (const [name, site] of Object.entries(sites)) {
    cookies[name] = await signIn(site.base);
    // Warm up: the page cache and the members' frames filled, the code paths compiled.
    await load(`${site.base}/`, 3);
    await load(`${site.base}/`, 3, { cookie: cookies[name] });
  }
  const rounds = { off: { home: [], memberHome: [] }, on: { home: [], memberHome: [] } };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always follows the other.
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const name of order) rounds[name].home.push((await load(`${sites[name].base}/`, ROUND)).requests.average);
    for (const name of order) rounds[name].memberHome.push((await load(`${sites[name].base}/`, ROUND, { cookie: cookies[name] })).requests.average);
  }
  const scrape = await (await fetch('http://127.0.0.1:9320/metrics')).text();
  if (!scrape.includes('site_http_requests_total{merchant="demo"')) throw new Error('the site with metrics on recorded no request');

  const result = { measuredAt: new Date().toISOString(), settings: { roundSeconds: ROUND, rounds: ROUNDS, connections: CONNECTIONS, siteWorkers: WORKERS } };
  for (const page of ['home', 'memberHome']) {
    const off = median(rounds.off[page]);
    const on = median(rounds.on[page]);
    result[page] = { offRequestsPerSecond: off, onRequestsPerSecond: on, onToOff: Number((on / off).toFixed(3)), roundsOff: rounds.off[page], roundsOn: rounds.on[page] };
  }
  writeFileSync('bench/observability.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nmetrics and request log: off vs on (median of the rounds, requests/s)');
  console.table({
    'home / (page cache)': { off: result.home.offRequestsPerSecond, on: result.home.onRequestsPerSecond, 'on ÷ off': result.home.onToOff },
    "member's home /": { off: result.memberHome.offRequestsPerSecond, on: result.memberHome.onRequestsPerSecond, 'on ÷ off': result.memberHome.onToOff },
  });
  const worst = Math.min(result.home.onToOff, result.memberHome.onToOff);
  if (worst < 0.9) {
    console.error(`metrics on keep ${Math.round(worst * 100)} % of the throughput off: under 90 %`);
    process.exitCode = 1;
  }
} finally {
  for (const site of Object.values(sites)) site.stop();
}

function load(url, duration, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(1));
}

