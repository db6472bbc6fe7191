/**
 * `npm start`: the built site on PORT (3000) and, unless PLATFORM_URL points at a real platform, the sandbox platform
 * on PLATFORM_PORT (4000) as its own process. `--dev` runs the development server instead of the build.
 *
 * SITE_WORKERS=n (or `auto`: one per CPU) runs the built site as n processes sharing the port (node:cluster): one
 * Node process renders on one core. The workers share the page-fill secret, and a purge reaches every worker's
 * memory (scripts/site-workers.mjs); sessions need nothing (the cookie is sealed). A worker that dies is replaced.
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSiteServer } from './site-server.mjs';
import { PURGE, PURGED, READY, RELAY_LISTENING, siteWorkerCount, startWorkers } from './site-workers.mjs';

const require = createRequire(import.meta.url);
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const platformPort = Number(process.env.PLATFORM_PORT || 4000);
const dataDir = path.resolve('.data');
const workers = dev ? 1 : siteWorkerCount(process.env.SITE_WORKERS);
let stopping = false;

if (cluster.isWorker) {
  // A worker of the primary below: the site's server, and nothing else. A Ctrl-C reaches the whole process group; the
  // primary stops the workers itself (a worker that left first would be replaced).
  process.on('SIGINT', () => undefined);
  // A purge relayed from another worker before this one loaded the page cache (lib/page-cache/store.ts listens once it
  // is loaded): nothing here to drop, so it is answered at once.
  process.on('message', (message) => {
    if (message?.type === PURGE && !globalThis[RELAY_LISTENING]) process.send?.({ type: PURGED, id: message.id });
  });
  await startSiteServer({ dev, port });
  process.send?.({ type: READY });
  await new Promise(() => undefined);
}

process.env.SESSION_SECRET ||= localSessionSecret();
if (!dev) process.env.NODE_ENV = 'production';

let sandbox = null;
if (!process.env.PLATFORM_URL) {
  // tsx as a loader, not its CLI: the sandbox is then this child itself, and stops when it is told to.
  const { loader, server } = sandboxPackage();
  sandbox = spawn(process.execPath, ['--import', loader, server], {
    stdio: 'inherit',
    env: { ...process.env, PLATFORM_PORT: String(platformPort), NODE_ENV: process.env.NODE_ENV },
  });
  sandbox.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`sandbox platform exited (${signal ?? code}); stopping the site`);
      process.exit(1);
    }
  });
  await waitForSandbox(`http://127.0.0.1:${platformPort}/__sandbox/health`);
}

const server = workers > 1 ? await startWorkers(workers, () => stopping) : await startSiteServer({ dev, port });
console.log(
  `site ready on http://localhost:${port}${workers > 1 ? ` (${workers} workers)` : ''}${sandbox ? ` (sandbox platform on :${platformPort})` : ` (platform ${process.env.PLATFORM_URL})`}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    sandbox?.kill('SIGTERM');
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

/** Without SESSION_SECRET, a random one is made once and kept in .data/ (fine for one machine; set it for several). */
function localSessionSecret() {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The sandbox package (sandbox/, a dev dependency of the site) and its TypeScript loader, tsx, as the package resolves
 * it. An install without dev dependencies (`npm ci --omit=dev`) has no sandbox, and needs PLATFORM_URL.
 */
function sandboxPackage() {
  try {
    const dir = path.dirname(require.resolve('@site/sandbox/package.json'));
    const loader = pathToFileURL(createRequire(path.join(dir, 'package.json')).resolve('tsx')).href;
    return { loader, server: path.relative(process.cwd(), path.join(dir, 'server.ts')) };
  } catch {
    console.error('The sandbox platform is not installed (an install without dev dependencies): set PLATFORM_URL to the platform');
    process.exit(1);
  }
}

async function waitForSandbox(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sandbox platform did not answer at ${url}`);
}
