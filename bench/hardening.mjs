/**
 * The site under load while it is attacked and while its platform stops: a fixed-rate mix of anonymous home,
 * a game catalogue and a signed-in member's balance for BENCH_HARDENING_SECONDS (60), with
 *  - at 15 s, ten concurrent 100 MB bodies that declare their length and ten chunked ones, to the sign-in route: how
 *    long each took to be refused, and how much the site's memory rose (its processes' resident memory, sampled every
 *    100 ms: the highest in the 10 s from the bodies against the highest in the 10 s of traffic before them);
 *  - at 30 s, the platform stopped (SIGSTOP: calls hang, as a frozen server's do) for 20 s, then continued: what the
 *    visitors' pages and the member's calls answered meanwhile, how soon after it continued both were normal again, and
 *    the wallet ledger (rows and sums) before and after.
 * The normal traffic outside the outage must have no errors. Run alone: `node bench/hardening.mjs` (after a build); it
 * is part of `npm run bench` (BENCH_HARDENING=off skips it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const HUNDRED_MB = 100 * 1024 * 1024;

export async function hardeningRun({ base, cookie, pid, db }) {
  const seconds = Number(process.env.BENCH_HARDENING_SECONDS || 60);
  const rate = Number(process.env.BENCH_HARDENING_RATE || 200);
  const outageAt = 30_000;
  const outageMs = 20_000;
  const bodiesAt = 15_000;
  const kinds = [
    { name: 'home', path: '/', headers: {} },
    { name: 'catalogue', path: '/rng', headers: {} },
    { name: 'balance', path: '/api/wallet/balance', headers: { cookie } },
  ];
  const ledgerBefore = ledger(db);
  const sandbox = sandboxPid(pid);
  const records = [];
  const memory = [];
  const start = performance.now();
  const elapsed = () => performance.now() - start;

  const sitePids = siteProcesses(pid);
  const sampler = setInterval(() => memory.push({ t: elapsed(), mib: residentMiB(sitePids) }), 100);
  let bodies = null;
  let stoppedAt = null;
  let continuedAt = null;
  const timers = [
    setTimeout(() => (bodies = hostileBodiesApart(base)), bodiesAt),
    setTimeout(() => {
      process.kill(sandbox, 'SIGSTOP');
      stoppedAt = elapsed();
    }, outageAt),
    setTimeout(() => {
      process.kill(sandbox, 'SIGCONT');
      continuedAt = elapsed();
    }, outageAt + outageMs),
  ];
  // The normal traffic from autocannon (fixed rate, keep-alive connections), each answer recorded as it arrives.
  const record = (kind) => (status, body, _context, headers) => {
    const notice = kind !== 'balance' && body.includes(SHOWN_NOTICE) && !body.includes(HIDDEN_NOTICE);
    records.push({ kind, at: elapsed(), status, cache: headers['x-cache'] ?? null, code: kind === 'balance' ? errorCode(body) : null, notice });
  };
  const traffic = await autocannon({
    url: base,
    connections: 60,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests: kinds.map((kind) => ({ method: 'GET', path: kind.path, headers: kind.headers, onResponse: record(kind.name) })),
  });
  clearInterval(sampler);
  for (const timer of timers) clearTimeout(timer);
  if (continuedAt === null) process.kill(sandbox, 'SIGCONT');
  const refused = await bodies;
  const ledgerAfter = ledger(db);

  // Phases: the normal traffic (before the outage, with the bodies thrown in), the outage, and after it.
  const before = records.filter((r) => r.at < stoppedAt);
  const during = records.filter((r) => r.at >= stoppedAt && r.at < continuedAt);
  const after = records.filter((r) => r.at >= continuedAt);
  // Under steady traffic the site's memory climbs by itself (its heaps grow until they are collected): the bodies' share
  // is the highest it went in the 3 s from them, over the highest of the 3 s before, less what the same traffic added
  // in 3 s before them (measured over the 10 s before).
  const highest = (from, to) => Math.max(...memory.filter((m) => m.t >= from && m.t < to).map((m) => m.mib));
  const baseline = highest(bodiesAt - 3000, bodiesAt);
  const peak = highest(bodiesAt, bodiesAt + 3000);
  const trend = ((baseline - highest(bodiesAt - 13_000, bodiesAt - 10_000)) / 10) * 3;
  const normal = (r) => (r.kind === 'balance' ? r.status === 200 : r.status === 200 && !r.notice);
  const recoveredAt = (kind) => after.find((r, i, list) => r.kind === kind && normal(r) && list.slice(i).filter((x) => x.kind === kind).every(normal))?.at ?? null;
  const recovery = ['home', 'catalogue', 'balance'].map((kind) => {
    const at = recoveredAt(kind);
    return at === null ? null : Math.max(0, at - continuedAt);
  });
  return {
    targetRate: rate,
    durationSeconds: seconds,
    // Before the outage (the bodies thrown in); autocannon's errors and latency are of the whole run.
    normalTraffic: { requests: before.length, non2xx: before.filter((r) => r.status < 200 || r.status >= 300).length, errors: traffic.errors + traffic.timeouts, p50Ms: traffic.latency.p50, p99Ms: traffic.latency.p99 },
    oversizedBodies: refused,
    memory: {
      baselineMiB: round(baseline),
      peakMiB: round(peak),
      riseMiB: round(peak - baseline),
      trafficTrendMiBPer3s: round(trend),
      riseFromBodiesMiB: round(peak - baseline - trend),
      // The highest of each second, for the first 30 s: what normal traffic does to it, beside what the bodies do.
      perSecondMiB: Array.from({ length: 30 }, (_, s) => round(Math.max(0, ...memory.filter((m) => m.t >= s * 1000 && m.t < (s + 1) * 1000).map((m) => m.mib)))),
    },
    outage: {
      seconds: round((continuedAt - stoppedAt) / 1000),
      visitorPages: tally(during.filter((r) => r.kind !== 'balance'), (r) => `${r.status}${r.cache ? ` ${r.cache}` : ''}${r.notice ? ' +notice' : ''}`),
      memberBalance: tally(during.filter((r) => r.kind === 'balance'), (r) => `${r.status}${r.code ? ` ${r.code}` : ''}`),
    },
    recoverySeconds: recovery.some((r) => r === null) ? null : round(Math.max(...recovery) / 1000),
    ledger: { before: ledgerBefore, after: ledgerAfter, unchanged: JSON.stringify(ledgerBefore) === JSON.stringify(ledgerAfter) },
  };
}

/** The platform notice as a page carries it hidden, and shown (server/page-cache/platform-notice.ts). */
const HIDDEN_NOTICE = 'data-platform-notice="" hidden=""';
const SHOWN_NOTICE = 'data-platform-notice=""';

/**
 * The bodies are sent from a process of their own, so the time each took to be refused is the site's, not this
 * process's while it generates the normal traffic.
 */
function hostileBodiesApart(base) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bodies', base], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (data) => (text += data));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`bench: the bodies' sender exited ${code}`))));
  });
}

/** Ten 100 MB bodies that declare their length and ten chunked ones, all at once: how soon each was refused, and how. */
async function hostileBodies(base) {
  const { port } = new URL(base);
  const sends = [];
  for (let i = 0; i < 10; i += 1) sends.push(oversized(Number(port), false), oversized(Number(port), true));
  const answers = await Promise.all(sends);
  const figures = (list) => ({
    count: list.length,
    statuses: tally(list, (a) => String(a.status)),
    maxMs: round(Math.max(...list.map((a) => a.ms))),
    medianMs: round(median(list.map((a) => a.ms))),
    maxBytesSent: Math.max(...list.map((a) => a.written)),
  });
  // Those that declare their length are refused by the server in front; chunked ones by the route, past its limit.
  return { ...figures(answers), declared: figures(answers.filter((a) => !a.chunked)), chunked: figures(answers.filter((a) => a.chunked)) };
}

/** One 100 MB body to the sign-in route, sent for as long as the site reads it; the time to the first byte of the answer. */
function oversized(port, chunked) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    let started = 0;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - started, written, chunked });
      socket.destroy();
    };
    const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
    // A chunk every 20 ms (3 MB/s a connection, 60 MB/s for the twenty), or as soon as the site takes it after that: the
    // sender's own copying never delays its reading of the answer (sent as fast as it can, twenty bodies at once kept
    // the sender's event loop busy for tens of milliseconds, and that was what this measured).
    const pump = () => {
      if (done || written >= HUNDRED_MB) return;
      written += chunk.length;
      if (socket.write(frame)) setTimeout(pump, 20);
      else socket.once('drain', pump);
    };
    socket.on('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${HUNDRED_MB}`;
      socket.write(`POST /api/session/login HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      started = performance.now();
      pump();
    });
    socket.on('data', (data) => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0)));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(0));
  });
}

/** The sandbox platform: the child of the site's start script that runs sandbox/server.ts. */
function sandboxPid(pid) {
  const found = execFileSync('pgrep', ['-P', String(pid), '-f', 'sandbox/server.ts'], { encoding: 'utf8' }).trim().split('\n')[0];
  if (!found) throw new Error('bench: no sandbox process under the site');
  return Number(found);
}

/** The site's processes: its start script and each of its workers (not the sandbox), found once. */
function siteProcesses(pid) {
  try {
    return [pid, ...execFileSync('pgrep', ['-P', String(pid), '-f', 'scripts/start.mjs'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/** The resident memory of these processes now, in MiB (read from /proc: nothing is started to read it). */
function residentMiB(pids) {
  return pids.reduce((sum, p) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);
}

/** The wallet ledger as the sandbox's database holds it: rows, and the sum of each member's movements. */
function ledger(db) {
  const script = "const D=require('better-sqlite3');const d=new D(process.argv[1],{readonly:true});" +
    "console.log(JSON.stringify(d.prepare('SELECT COUNT(*) AS rows, COALESCE(SUM(amount_minor),0) AS total, COUNT(DISTINCT member_id) AS members FROM wallet_ledger').get()))";
  return JSON.parse(execFileSync(process.execPath, ['-e', script, db], { encoding: 'utf8' }));
}

function errorCode(text) {
  return /"errorCode":"([^"]+)"/.exec(text)?.[1] ?? null;
}

function tally(items, key) {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}


function round(value) {
  return Number(value.toFixed(1));
}

// The bodies' sender (hostileBodiesApart).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === '--bodies') {
  process.stdout.write(JSON.stringify(await hostileBodies(process.argv[3])));
  process.exit(0);
}

// Alone: the built site on ports of its own, player1 signed in, the run, the figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startSite } = await import('./site.mjs');
  const db = '.data/bench-hardening-platform.db';
  const site = await startSite({ port: 3310, platformPort: 4310, db, workers: process.env.BENCH_WORKERS || 'auto' });
  try {
    const response = await fetch(`${site.base}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.base },
      body: JSON.stringify({ username: 'player1', password: 'Player#2026' }),
    });
    const cookie = /site_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`bench: sign-in failed (${response.status})`);
    console.log(JSON.stringify(await hardeningRun({ base: site.base, cookie, pid: site.pid, db }), null, 2));
  } finally {
    site.stop();
  }
  process.exit(0);
}
