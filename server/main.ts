/**
 * The serving module (server/): how the site answers a request, from the socket to the page cache, in TypeScript.
 *
 *   main.ts         `npm start` / `npm run dev`: reads the environment once into SiteOptions, starts the sandbox
 *                   platform unless PLATFORM_URL is set, then the site as one process or as SITE_WORKERS workers
 *   front.ts        the node:http server in front of Next: visitor (visitor.ts), body limits (body-limits.ts), security
 *                   headers, bad addresses; hands the page cache its ServingConfig before Next starts
 *   workers.ts      node:cluster: the primary forks the workers, gives them SiteOptions, relays purges between them
 *   page-cache/     the page cache and its fills, run inside Next's bundles: proxy.ts makes one call to it
 *                   (page-cache/page-request.ts), the purge route uses its store
 *   config.ts       SiteOptions and ServingConfig: objects, not environment variables, carry what one part tells another
 *   constants.ts    every name the parts share (headers, worker messages, the config's key): one copy
 *
 * Node runs no TypeScript in production: `npm run build` bundles this file and what it imports (not page-cache/, which
 * Next bundles) into .next/serving.mjs with esbuild (scripts/bundle-server.mjs), which scripts/start.mjs runs;
 * `npm run dev` bundles it first from the sources as they are.
 *
 * METRICS_PORT turns on the Prometheus metrics (observability/), served on that port alone (METRICS_HOST, default
 * 127.0.0.1); SITE_LOG=off silences the request log.
 *
 * SIGTERM or SIGINT stops each process in turn (stop.ts): it stops taking requests, lets those under way finish, runs
 * its shutdown hooks (shutdown-hooks.ts: the tracing SDK's spans are exported before it goes), and exits.
 *
 * SITE_WORKERS=n (or `auto`: one per CPU) runs the built site as n processes sharing the port: one Node process renders
 * on one core. The workers share the page-fill secret, and a purge reaches every worker's memory (workers.ts);
 * sessions need nothing (the cookie is sealed). A worker that dies is replaced.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tracesExported, type SiteOptions } from './config';
import { startSiteServer } from './front';
import { startMetricsServer } from './observability/metrics-server';
import { HOOKS_GRACE_MS } from './shutdown-hooks';
import { closeWithin, PROCESS_STOP_MS, REQUESTS_GRACE_MS, stopOnSignals } from './stop';
import { optionsFromPrimary, siteWorkerCount, startWorkers, tellPrimaryReady, workerPurgeRelay } from './workers';

const dataDir = path.resolve('.data');

if (cluster.isWorker) await runWorker();
else await runPrimary(process.argv.includes('--dev'));

/** A worker of the primary below: the site's server, and nothing else. */
async function runWorker() {
  // A Ctrl-C reaches the whole process group; the primary stops the workers itself (a worker that left first would be
  // replaced).
  process.on('SIGINT', () => undefined);
  // Listening for relayed purges from the start (workers.ts).
  const relay = workerPurgeRelay();
  const server = await startSiteServer(await optionsFromPrimary(), relay);
  // The primary's SIGTERM (workers.ts close), or one sent to the worker itself: its requests, then its spans (stop.ts).
  stopOnSignals(['SIGTERM'], () => closeWithin(server));
  tellPrimaryReady();
}

async function runPrimary(dev: boolean) {
  let stopping = false;
  const options: SiteOptions = {
    dev,
    port: Number(process.env.PORT || 3000),
    hostname: '::',
    trustProxy: process.env.TRUST_PROXY ?? '',
    pageCache: process.env.SITE_PAGE_CACHE !== 'off',
    fillSecret: randomBytes(24).toString('base64url'),
    metrics: Boolean(process.env.METRICS_PORT),
    requestLog: process.env.SITE_LOG ?? '',
    traces: tracesExported(process.env),
  };
  const platformPort = Number(process.env.PLATFORM_PORT || 4000);
  const workers = dev ? 1 : siteWorkerCount(process.env.SITE_WORKERS);

  process.env.SESSION_SECRET ||= localSessionSecret();
  if (!dev) (process.env as { NODE_ENV?: string }).NODE_ENV = 'production';

  let sandbox: ChildProcess | null = null;
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

  const server = workers > 1 ? await startWorkers(workers, options, () => stopping) : await startSiteServer(options);
  // Prometheus' port: never the site's (README, Running several instances). The primary of workers adds theirs up.
  const metricsServer = options.metrics
    ? await startMetricsServer({ port: Number(process.env.METRICS_PORT), host: process.env.METRICS_HOST || '127.0.0.1', workers: workers > 1 })
    : null;
  console.log(
    `site ready on http://localhost:${options.port}${workers > 1 ? ` (${workers} workers)` : ''}${sandbox ? ` (sandbox platform on :${platformPort})` : ` (platform ${process.env.PLATFORM_URL})`}`,
  );

  // Requests under way finish (in a worker, and its spans are flushed there), then this process's spans (stop.ts); the
  // sandbox goes last, as those requests may still be asking it.
  const closeGraceMs = workers > 1 ? PROCESS_STOP_MS + 500 : REQUESTS_GRACE_MS;
  stopOnSignals(
    ['SIGINT', 'SIGTERM'],
    async () => {
      stopping = true;
      metricsServer?.close();
      await closeWithin(server, closeGraceMs);
      sandbox?.kill('SIGTERM');
    },
    { deadlineMs: closeGraceMs + HOOKS_GRACE_MS + 500 },
  );
}

/** Without SESSION_SECRET, a random one is made once and kept in .data/ (fine for one machine; set it for several). */
function localSessionSecret(): string {
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
function sandboxPackage(): { loader: string; server: string } {
  try {
    const require = createRequire(path.resolve('package.json'));
    const dir = path.dirname(require.resolve('@site/sandbox/package.json'));
    const loader = pathToFileURL(createRequire(path.join(dir, 'package.json')).resolve('tsx')).href;
    return { loader, server: path.relative(process.cwd(), path.join(dir, 'server.ts')) };
  } catch {
    console.error('The sandbox platform is not installed (an install without dev dependencies): set PLATFORM_URL to the platform');
    process.exit(1);
  }
}

async function waitForSandbox(url: string): Promise<void> {
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
