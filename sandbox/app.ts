/** createSandboxApp: the sandbox platform as a Hono app over its SQLite database (no port; server.ts listens). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode, PlatformHeader, USERNAME_CHECKS_PER_MINUTE, WalletPath } from '@site/platform-contract';
import { openDatabase, type Db } from './db';
import type { AppEnv, Deps } from './lib/context';
import { createDecrypter, loadOrCreateKey } from './lib/crypto';
import { ApiError, failure } from './lib/envelope';
import { visitorIp } from './lib/geo';
import { RateLimiter } from './lib/rate-limit';
import { createClock } from './lib/clock';
import { createPublicChanges } from './lib/public-changes';
import { createAccounts } from './lib/accounts';
import { registerAccountRoutes } from './routes/accounts';
import { registerAgentRoutes } from './routes/agent';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerCdnRoutes } from './routes/cdn';
import { registerControlRoutes } from './routes/control';
import { createTraceLog, parseTraceparent } from './lib/trace-log';
import { registerAddedMerchantRoutes } from './routes/added-merchants';
import { registerGameRoutes } from './routes/games';
import { registerLaunchRoutes } from './routes/launch';
import { registerLotteryRoutes } from './routes/lotteries';
import { registerPlayRoutes } from './routes/play';
import { registerFunPlayRoutes } from './routes/fun-play';
import { registerPromotionRoutes } from './routes/promotions';
import { registerProtectionRoutes } from './routes/protection';
import { createLottery } from './lib/lottery';
import { createTickets } from './lib/tickets';
import { registerMemberRoutes } from './routes/member';
import { registerMemberAccountRoutes } from './routes/member-account';
import { registerPointsRoutes } from './routes/points';
import { registerRecordsRoutes } from './routes/records';
import { registerRewardsRoutes } from './routes/rewards';
import { registerWalletRoutes } from './routes/wallet';
import { registerSessionRoutes } from './routes/session';
import { registerServiceRoutes } from './routes/service';
import { registerSportsRoutes } from './routes/sports';
import { registerSystemRoutes } from './routes/system';
import { registerVerificationRoutes } from './routes/verification';

export interface SandboxOptions {
  /** SQLite file; created (with its folder) when missing. */
  dbPath: string;
  /** Absolute base URL the sandbox is reached at; image URLs in payloads are built from it. */
  publicUrl: string;
  /** Log one line per request (default: SANDBOX_LOG=1). */
  log?: boolean;
  /** Draw the lotteries on a timer (default true; tests that force draws may turn it off). */
  drawTimer?: boolean;
}

export type SandboxApp = Hono<AppEnv> & { db: Db; close(): void };

const MAX_BODY_BYTES = 1024 * 1024;
const LOGIN_ATTEMPTS_PER_MINUTE = 20;
/** Captchas, and slider puzzles, one visitor address may have issued a minute on a merchant. */
const CHALLENGES_PER_MINUTE = 20;

export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const clock = createClock();
  // A new database is seeded at the clock's time, which is real time until a test moves it.
  const db = openDatabase(options.dbPath, clock.now());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const deps: Deps = {
    db,
    publicUrl,
    loginLimiter: new RateLimiter(LOGIN_ATTEMPTS_PER_MINUTE, 60_000),
    challengeLimiter: new RateLimiter(CHALLENGES_PER_MINUTE, 60_000),
    usernameCheckLimiter: new RateLimiter(USERNAME_CHECKS_PER_MINUTE, 60_000),
    clock,
    publicChanges: createPublicChanges(db),
    abs: (path) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`),
  };
  const key = loadOrCreateKey(db);
  const app = new Hono<AppEnv>();
  const traces = createTraceLog();

  // Hono only routes `instanceof Error` throws to onError; anything else (or an Error from another realm) becomes one here.
  app.use('*', async (_c, next) => {
    try {
      await next();
    } catch (err) {
      throw err instanceof Error ? err : new Error(String(err), { cause: err });
    }
  });

  const log = options.log ?? process.env.SANDBOX_LOG === '1';
  if (log) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      const traced = parseTraceparent(c.req.header(PlatformHeader.TRACEPARENT));
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms${traced ? ` trace=${traced.traceId}` : ''}`);
    });
  }

  // The trace each request belongs to, as the site passed it on (GET /__sandbox/traces).
  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith('/__sandbox/')) traces.note(c.req.header(PlatformHeader.TRACEPARENT), c.req.method, c.req.path);
    await next();
  });

  app.use('*', async (c, next) => {
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
    c.set('visitorIp', visitorIp(c.req.header(PlatformHeader.FORWARDED_FOR), socket?.remoteAddress));
    await next();
  });

  // Control requests that wrote something the site caches per host (lib/public-changes.ts).
  app.use('/__sandbox/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) deps.publicChanges.noteControl(c.req.path);
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => failure(c, 413, ErrorCode.PAYLOAD_TOO_LARGE, 'The body is larger than 1 MB'),
  });
  // Image uploads (up to 5 MB) have a limit of their own on their route (sandbox/routes/wallet.ts).
  app.use('*', (c, next) => (c.req.method === 'POST' && c.req.path === WalletPath.UPLOAD ? next() : limitBody(c, next)));

  registerSystemRoutes(app, deps, key);
  registerAnnouncementRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerSportsRoutes(app, deps);
  const tickets = createTickets(db);
  const lottery = createLottery(db);
  registerLaunchRoutes(app, deps, tickets);
  registerLotteryRoutes(app, deps, lottery);
  registerPlayRoutes(app, deps, tickets, lottery);
  // Play for fun: visitors, play money, no wallet.
  registerFunPlayRoutes(app, deps);
  const decrypt = createDecrypter(key);
  const accounts = createAccounts(deps);
  registerSessionRoutes(app, deps, decrypt, accounts);
  registerMemberRoutes(app, deps);
  // The member centre.
  const walletJobs = registerWalletRoutes(app, deps);
  registerRecordsRoutes(app, deps);
  registerProtectionRoutes(app, deps);
  registerMemberAccountRoutes(app, deps);
  registerRewardsRoutes(app, deps);
  // The agent centre.
  registerAgentRoutes(app, deps);
  // Promotions.
  registerPromotionRoutes(app, deps);
  // The points mall.
  registerPointsRoutes(app, deps);
  // Notices and service.
  registerServiceRoutes(app, deps);
  registerAccountRoutes(app, deps, decrypt, accounts);
  registerVerificationRoutes(app, deps, accounts);
  registerControlRoutes(app, deps, lottery, traces);
  // A merchant added while the sandbox runs (a fourth brand with no code change).
  registerAddedMerchantRoutes(app, deps);
  registerCdnRoutes(app, deps);

  app.notFound((c) => failure(c, 404, ErrorCode.NOT_FOUND, `No route for ${c.req.method} ${c.req.path}`));

  app.onError((err, c) => {
    if (err instanceof ApiError) return failure(c, err.status, err.errorCode, err.message, err.value);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return failure(c, status, status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.BAD_REQUEST, err.message || 'Bad request');
    }
    console.error('[sandbox] unhandled error', err);
    return failure(c, 500, ErrorCode.INTERNAL_ERROR, 'Internal error');
  });

  if (options.drawTimer ?? true) {
    lottery.drawDue();
    lottery.start();
  }

  return Object.assign(app, {
    db,
    close: () => {
      lottery.stop();
      walletJobs.stop();
      db.close();
    },
  });
}
