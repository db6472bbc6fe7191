/** Sandbox-only control endpoints for tests and demos (/__sandbox/*); answers are plain objects, not wrapped in value. */
import type { Hono } from 'hono';
import type { BetDto } from '@site/platform-contract';
import { LotteryControlPath, VENDOR_MAINTENANCE_CONTROL } from '../control-paths';
import { resetToSeed } from '../db/seed';
import type { createTraceLog } from '../lib/trace-log';
import { settleAllContracts } from '../lib/contracts';
import type { AppEnv, Deps } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import type { Lottery } from '../lib/lottery';
import { optionalString, readJsonObject, requireOneOf, type Json } from '../lib/validate';
import { toMajor } from '../lib/wallet';
import { payoutDto, type PayoutRow } from './agent';

type TraceLog = ReturnType<typeof createTraceLog>;

/** An optional ISO time field as epoch ms. */
function optionalTime(body: Json, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > 40 || Number.isNaN(Date.parse(v))) throw badRequest(`${key} must be an ISO time`);
  return Date.parse(v);
}

export function registerControlRoutes(app: Hono<AppEnv>, deps: Deps, lottery: Lottery, traces: TraceLog): void {
  const { db } = deps;
  const setStatus = db.prepare('UPDATE merchants SET status = ?, maintenance_end_iso = ? WHERE code = ?');
  const latestSms = db.prepare(
    'SELECT code FROM sms_outbox WHERE mobile = ? AND (? IS NULL OR merchant_code = ?) ORDER BY id DESC LIMIT 1',
  ).pluck();
  const latestMail = db.prepare(
    'SELECT to_email, subject, body FROM mail_outbox WHERE (? IS NULL OR to_email = ?) AND (? IS NULL OR merchant_code = ?) ORDER BY id DESC LIMIT 1',
  );
  const latestCaptcha = db.prepare('SELECT answer FROM captchas WHERE (? IS NULL OR merchant_code = ?) ORDER BY id DESC LIMIT 1').pluck();
  const latestSlider = db.prepare('SELECT x FROM slider_puzzles WHERE (? IS NULL OR merchant_code = ?) ORDER BY id DESC LIMIT 1').pluck();

  app.get('/__sandbox/health', (c) => c.json({ success: true }));

  // The platform calls that carried this trace id in their traceparent, oldest first: { requests: [{ traceId, parentId, method, path }] }.
  app.get('/__sandbox/traces', (c) => {
    const traceId = c.req.query('traceId') ?? '';
    if (!/^[0-9a-f]{32}$/.test(traceId)) throw badRequest('traceId must be 32 lower-case hex digits');
    return c.json({ requests: traces.of(traceId) });
  });

  // publicDataChanged: whether the reset may have undone something the site caches per host (status, settings, public
  // content); when false, nothing the site has cached differs from the seed and a test need not wait for its caches.
  app.post('/__sandbox/reset', (c) => {
    const publicDataChanged = deps.publicChanges.take(deps.clock.offset() !== 0);
    // The clock back to real time first: the seed is dated from it.
    deps.clock.reset();
    resetToSeed(db, deps.clock.now());
    deps.loginLimiter.clear();
    deps.challengeLimiter.clear();
    deps.usernameCheckLimiter.clear();
    return c.json({ success: true, publicDataChanged });
  });

  app.post('/__sandbox/merchants/:code/status', async (c) => {
    const body = await readJsonObject(c);
    const status = requireOneOf(body, 'status', [0, 1, 2] as const);
    const end = body.maintenanceEnd;
    if (end !== undefined && end !== null && (typeof end !== 'string' || end.length > 40 || Number.isNaN(Date.parse(end)))) {
      throw badRequest('maintenanceEnd must be an ISO time');
    }
    const iso = typeof end === 'string' ? new Date(end).toISOString() : null;
    if (setStatus.run(status, iso, c.req.param('code')).changes === 0) throw notFound('Unknown merchant');
    return c.json({ success: true, status, maintenanceEnd: iso });
  });

  // The SMS sends a merchant has left with its provider: { remaining: n } (0 answers quota_exceeded), null for no quota.
  const setSmsCredit = db.prepare('UPDATE merchants SET sms_credit = ? WHERE code = ?');
  app.post('/__sandbox/merchants/:code/sms-credit', async (c) => {
    const body = await readJsonObject(c);
    const remaining = body.remaining;
    if (remaining !== null && (typeof remaining !== 'number' || !Number.isSafeInteger(remaining) || remaining < 0)) {
      throw badRequest('remaining must be a whole number of at least 0, or null');
    }
    if (setSmsCredit.run(remaining, c.req.param('code')).changes === 0) throw notFound('Unknown merchant');
    return c.json({ success: true, remaining });
  });

  // The sandbox clock: GET reads it; POST { advanceMs } moves it forward (deposit delays, withdrawal windows, periods).
  app.get('/__sandbox/clock', (c) => c.json({ success: true, now: new Date(deps.clock.now()).toISOString(), offsetMs: deps.clock.offset() }));
  app.post('/__sandbox/clock', async (c) => {
    const body = await readJsonObject(c);
    const ms = body.advanceMs;
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms <= 0 || ms > 400 * 24 * 3600_000) {
      throw badRequest('advanceMs must be a positive integer of at most 400 days');
    }
    deps.clock.advance(ms);
    // Agent contracts whose periods closed meanwhile are paid now (sandbox/lib/contracts.ts).
    const payouts = settleAllContracts(db, deps.clock.now());
    return c.json({ success: true, now: new Date(deps.clock.now()).toISOString(), offsetMs: deps.clock.offset(), payouts });
  });

  app.get('/__sandbox/sms', (c) => {
    const mobile = c.req.query('mobile');
    if (!mobile || !/^\d{4,20}$/.test(mobile)) throw badRequest('mobile must be digits');
    const merchant = c.req.query('merchant') ?? null;
    const code = latestSms.get(mobile, merchant, merchant) as string | undefined;
    if (code === undefined) throw notFound('none issued');
    return c.json({ success: true, code });
  });

  // The latest mail of the outbox (forgot password by email), optionally for one address.
  app.get('/__sandbox/mail/latest', (c) => {
    const to = c.req.query('to') ?? null;
    const merchant = c.req.query('merchant') ?? null;
    const mail = latestMail.get(to, to, merchant, merchant) as { to_email: string; subject: string; body: string } | undefined;
    if (!mail) throw notFound('none sent');
    return c.json({ success: true, to: mail.to_email, subject: mail.subject, body: mail.body });
  });

  // An optional ?merchant= narrows "latest" to one merchant when suites run in parallel.
  app.get('/__sandbox/captcha/latest', (c) => {
    const merchant = c.req.query('merchant') ?? null;
    const answer = latestCaptcha.get(merchant, merchant) as string | undefined;
    if (answer === undefined) throw notFound('none issued');
    return c.json({ success: true, answer });
  });

  // Games (../control-paths.ts: LotteryControlPath.FORCE_DRAW, .BETS, VENDOR_MAINTENANCE_CONTROL): answers in the envelope.
  const setVendor = db.prepare(
    `UPDATE vendors SET maintenance = ?, maintenance_start = ?, maintenance_end = ?
     WHERE vassalage = ? AND (? IS NULL OR merchant_code = ?)`,
  );
  app.post(VENDOR_MAINTENANCE_CONTROL, async (c) => {
    const body = await readJsonObject(c);
    const maintenance = requireOneOf(body, 'maintenance', [0, 1] as const);
    const merchant = optionalString(body, 'merchant', { max: 40 }) ?? null;
    const now = Date.now();
    const start = maintenance === 1 ? (optionalTime(body, 'start') ?? now) : null;
    const end = maintenance === 1 ? (optionalTime(body, 'end') ?? now + 60 * 60 * 1000) : null;
    if (start !== null && end !== null && end <= start) throw badRequest('end must be after start');
    const vendors = setVendor.run(maintenance, start, end, c.req.param('vassalage'), merchant, merchant).changes;
    if (vendors === 0) throw notFound('Unknown vendor');
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
    return c.json({ success: true, vassalage: c.req.param('vassalage'), maintenance, start: iso(start), end: iso(end), vendors });
  });

  app.post(LotteryControlPath.FORCE_DRAW, (c) => ok(c, lottery.forceDraw()));

  const memberOf = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const betsOf = db.prepare(
    'SELECT id, vendor, game_code, stake_minor, payout_minor, created_at FROM bets WHERE member_id = ? ORDER BY id DESC LIMIT 500',
  );
  app.get(LotteryControlPath.BETS, (c) => {
    const username = c.req.query('username');
    const merchant = c.req.query('merchant');
    if (!username || username.length > 64 || !merchant || merchant.length > 40) throw badRequest('username and merchant are required');
    const id = memberOf.get(merchant, username) as number | undefined;
    if (id === undefined) throw notFound('No such member');
    const list: BetDto[] = (
      betsOf.all(id) as { id: number; vendor: string; game_code: string; stake_minor: number; payout_minor: number; created_at: number }[]
    ).map((b) => ({
      id: b.id,
      vendor: b.vendor,
      gameCode: b.game_code,
      stake: toMajor(b.stake_minor),
      payout: toMajor(b.payout_minor),
      createdAt: new Date(b.created_at).toISOString(),
    }));
    return ok(c, { list });
  });

  // Every wallet of a merchant at once: its ledger rows, bets and the sum of its balances (play for fun must move none).
  const ledgerSummary = db.prepare(
    `SELECT (SELECT COUNT(*) FROM wallet_ledger l JOIN members m ON m.id = l.member_id WHERE m.merchant_code = @merchant) AS rows,
            (SELECT COALESCE(SUM(l.amount_minor), 0) FROM wallet_ledger l JOIN members m ON m.id = l.member_id WHERE m.merchant_code = @merchant) AS total,
            (SELECT COUNT(*) FROM bets WHERE merchant_code = @merchant) AS bets`,
  );
  app.get('/__sandbox/wallet/ledger', (c) => {
    const merchant = c.req.query('merchant');
    if (!merchant || merchant.length > 40) throw badRequest('merchant is required');
    const r = ledgerSummary.get({ merchant }) as { rows: number; total: number; bets: number };
    return ok(c, { rows: r.rows, bets: r.bets, total: toMajor(r.total) });
  });

  // Agent contract payouts of one member, as upline or downline, newest first (settles due periods first).
  const payoutsOf = db.prepare(
    `SELECT p.*, c.kind, u.username AS upline, d.username AS downline
     FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id JOIN members u ON u.id = c.upline_id
     JOIN members d ON d.id = c.downline_id
     WHERE c.upline_id = @id OR c.downline_id = @id ORDER BY p.period_start DESC, p.id DESC LIMIT 500`,
  );
  app.get('/__sandbox/agent/payouts', (c) => {
    const username = c.req.query('username');
    const merchant = c.req.query('merchant');
    if (!username || username.length > 64 || !merchant || merchant.length > 40) throw badRequest('username and merchant are required');
    const id = memberOf.get(merchant, username) as number | undefined;
    if (id === undefined) throw notFound('No such member');
    settleAllContracts(db, deps.clock.now());
    return ok(c, { list: (payoutsOf.all({ id }) as PayoutRow[]).map(payoutDto) });
  });

  app.get('/__sandbox/slider/latest', (c) => {
    const merchant = c.req.query('merchant') ?? null;
    const x = latestSlider.get(merchant, merchant) as number | undefined;
    if (x === undefined) throw notFound('none issued');
    return c.json({ success: true, x });
  });
}
