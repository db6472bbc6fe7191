/** Start the production build (and its sandbox) on ports of its own for a measurement; resolves once it answers. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * `workers`: SITE_WORKERS for the site (scripts/start.mjs): 1 is one process; `auto` one per CPU, as a deployment on
 * this machine would run it. `env`: settings of this measurement (bench/observability.mjs: metrics, log and traces on
 * or off).
 */
export async function startSite({ port, platformPort, db, workers = '1', env = {} }) {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      PLATFORM_DB: db,
      PLATFORM_URL: '',
      // The minimal page exists only for measurements.
      BENCH_FLOOR: '1',
      SITE_WORKERS: String(workers),
      SESSION_SECRET: process.env.SESSION_SECRET || 'bench-session-secret-0123456789-abcdefghij',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // SIGTERM, as a deployment stops it (server/stop.ts); resolves once it has exited.
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/bench-floor`)).ok) return { base, pid: server.pid, stop, peakRssMiB: () => sitePeakRssMiB(server.pid) };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`site did not come up at ${base}`);
}

/**
 * The site's peak resident memory: the process's, plus each worker's when it runs several (the sandbox, also a child,
 * is not the site's). Peaks of processes added up: an upper bound of the whole site's peak.
 */
function sitePeakRssMiB(pid) {
  let workers = [];
  try {
    workers = execFileSync('pgrep', ['-P', String(pid), '-f', 'scripts/start.mjs'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    // no workers (pgrep exits 1 when nothing matches)
  }
  const peaks = [pid, ...workers].map(peakRssMiB);
  return peaks.some((peak) => peak === null) ? null : Number(peaks.reduce((sum, peak) => sum + peak, 0).toFixed(1));
}

/** A process's peak resident memory so far (Linux VmHWM), in MiB; null where /proc is not there. */
function peakRssMiB(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Number((kb / 1024).toFixed(1)) : null;
  } catch {
    return null;
  }
}

/** Signs player1 in through the site's API: the session cookie ("site_session=…"). */
export async function signIn(base) {
  const response = await fetch(`${base}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'player1', password: 'Player#2026' }),
  });
  const cookie = /site_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !cookie) throw new Error(`bench: sign-in failed (${response.status})`);
  return cookie;
}
