/** Start the production build (and its sandbox) on ports of its own for a measurement; resolves once it answers. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export async function startSite({ port, platformPort, db }) {
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
      SESSION_SECRET: process.env.SESSION_SECRET || 'bench-session-secret-0123456789-abcdefghij',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/bench-floor`)).ok) return { base, stop: () => server.kill('SIGTERM'), peakRssMiB: () => peakRssMiB(server.pid) };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`site did not come up at ${base}`);
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
