/**
 * The site under load while it is attacked and while its platform stops (issue 26): a fixed-rate mix of anonymous home,
 * a game catalogue and a signed-in member's balance for BENCH_HARDENING_SECONDS (60), with
 *  - at 10 s, ten concurrent 100 MB bodies that declare their length and ten chunked ones, to the sign-in route: how
 *    long each took to be refused, and how much the site's memory rose (its processes' resident memory, sampled every
 *    100 ms, against the median of the 5 s before);
 *  - at 30 s, the platform stopped (SIGSTOP: calls hang, as a frozen server's do) for 20 s, then continued: what the
 *    visitors' pages and the member's calls answered meanwhile, how soon after it continued both were normal again, and
 *    the wallet ledger (rows and sums) before and after.
 * The normal traffic outside the outage must have no errors. Run alone: `node bench/hardening.mjs` (after a build); it
 * is part of `npm run bench` (BENCH_HARDENING=off skips it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const HUNDRED_MB = 100 * 1024 * 1024;

export async function hardeningRun({ base, cookie, pid, db }) {
  const seconds = Number(process.env.BENCH_HARDENING_SECONDS || 60);
  const rate = Number(process.env.BENCH_HARDENING_RATE || 200);
  const outageAt = 30_000;
  const outageMs = 20_000;
  const bodiesAt = 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
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

  const sampler = setInterval(() => memory.push({ t: elapsed(), mib: residentMiB(pid) }), 100);
  const pending = new Set();
  let bodies = null;
  let stoppedAt = null;
  let continuedAt = null;
  const timers = [
    setTimeout(() => (bodies = hostileBodies(base)), bodiesAt),
    setTimeout(() => {
      process.kill(sandbox, 'SIGSTOP');
      stoppedAt = elapsed();
    }, outageAt),
    setTimeout(() => {
      process.kill(sandbox, 'SIGCONT');
      continuedAt = elapsed();
    }, outageAt + outageMs),
  ];
  let sent = 0;
  await new Promise((resolve) => {
    const interval = 1000 / rate;
    const tick = setInterval(() => {
      const due = Math.floor(elapsed() / interval);
      for (; sent < due; sent += 1) {
        const kind = kinds[sent % kinds.length];
        const at = elapsed();
        const job = get(`${base}${kind.path}`, kind.headers, agent)
          .then(({ status, headers, text }) => {
            const notice = text.includes('data-platform-notice=""') && !text.includes('data-platform-notice="" hidden=""');
            records.push({ kind: kind.name, at, ms: elapsed() - at, status, cache: headers['x-cache'] ?? null, code: errorCode(text), notice });
          })
          .catch((error) => records.push({ kind: kind.name, at, ms: elapsed() - at, status: 0, error: error.code ?? error.message }))
          .finally(() => pending.delete(job));
        pending.add(job);
      }
      if (elapsed() >= seconds * 1000) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  await Promise.all(pending);
  clearInterval(sampler);
  for (const timer of timers) clearTimeout(timer);
  if (continuedAt === null) process.kill(sandbox, 'SIGCONT');
  const refused = await bodies;
  agent.destroy();
  const ledgerAfter = ledger(db);

  // Phases: the normal traffic (before the outage, with the bodies thrown in), the outage, and after it.
  const before = records.filter((r) => r.at < stoppedAt);
  const during = records.filter((r) => r.at >= stoppedAt && r.at < continuedAt);
  const after = records.filter((r) => r.at >= continuedAt);
  const baseline = median(memory.filter((m) => m.t >= bodiesAt - 5000 && m.t < bodiesAt).map((m) => m.mib));
  const peak = Math.max(...memory.filter((m) => m.t >= bodiesAt && m.t < bodiesAt + 10_000).map((m) => m.mib));
  const normal = (r) => (r.kind === 'balance' ? r.status === 200 : r.status === 200 && !r.notice);
  const recoveredAt = (kind) => after.find((r, i, list) => r.kind === kind && normal(r) && list.slice(i).filter((x) => x.kind === kind).every(normal))?.at ?? null;
  const recovery = ['home', 'catalogue', 'balance'].map((kind) => {
    const at = recoveredAt(kind);
    return at === null ? null : Math.max(0, at - continuedAt);
  });
  return {
    targetRate: rate,
    durationSeconds: seconds,
    normalTraffic: { requests: before.length, errors: before.filter((r) => r.status === 0).length, non2xx: before.filter((r) => r.status < 200 || r.status >= 300).length, p99Ms: percentile(before.map((r) => r.ms), 0.99) },
    oversizedBodies: refused,
    memory: { baselineMiB: round(baseline), peakMiB: round(peak), riseMiB: round(peak - baseline) },
    outage: {
      seconds: round((continuedAt - stoppedAt) / 1000),
      visitorPages: tally(during.filter((r) => r.kind !== 'balance'), (r) => `${r.status}${r.cache ? ` ${r.cache}` : ''}${r.notice ? ' +notice' : ''}`),
      memberBalance: tally(during.filter((r) => r.kind === 'balance'), (r) => `${r.status}${r.code ? ` ${r.code}` : ''}`),
      errors: during.filter((r) => r.status === 0).length,
      p99Ms: percentile(during.map((r) => r.ms), 0.99),
    },
    recoverySeconds: recovery.some((r) => r === null) ? null : round(Math.max(...recovery) / 1000),
    ledger: { before: ledgerBefore, after: ledgerAfter, unchanged: JSON.stringify(ledgerBefore) === JSON.stringify(ledgerAfter) },
  };
}

/** A GET through the keep-alive agent: status, headers and body text (10 s at most). */
function get(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
  });
}

/** Ten 100 MB bodies that declare their length and ten chunked ones, all at once: how soon each was refused, and how. */
async function hostileBodies(base) {
  const { port } = new URL(base);
  const sends = [];
  for (let i = 0; i < 10; i += 1) sends.push(oversized(Number(port), false), oversized(Number(port), true));
  const answers = await Promise.all(sends);
  return {
    count: answers.length,
    statuses: tally(answers, (a) => String(a.status)),
    maxMs: round(Math.max(...answers.map((a) => a.ms))),
    medianMs: round(median(answers.map((a) => a.ms))),
    maxBytesSent: Math.max(...answers.map((a) => a.written)),
  };
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
      resolve({ status, ms: performance.now() - started, written });
      socket.destroy();
    };
    const pump = () => {
      while (!done && written < HUNDRED_MB) {
        const frame = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        written += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
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

/** The site's resident memory now: its process and each of its workers (not the sandbox), in MiB. */
function residentMiB(pid) {
  let pids = [pid];
  try {
    pids = pids.concat(execFileSync('pgrep', ['-P', String(pid), '-f', 'scripts/start.mjs'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number));
  } catch {
    // no workers
  }
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

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]) : null;
}

function round(value) {
  return Number(value.toFixed(1));
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
