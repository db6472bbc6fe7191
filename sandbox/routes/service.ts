/**
 * Customer service (contract/service.ts): the VIP member's service chat (its room's URL encrypted into the
 * answer's type-3 path), feedback (stored, limited per member), and the merchant's domain routes (its hosts). Control
 * endpoints for tests: the latest service chat and the latest feedback.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import {
  ErrorCode, FEEDBACK_LENGTH, FEEDBACK_RATE, ServiceChatPathType, ServiceErrorCode, ServicePath, WhitelabelFlag,
  feedbackLength, isVipRank, type DomainRoutesDto, type ServiceChatDto, type ServiceChatPathDto,
} from '@site/platform-contract';
import { refuseTrialAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ApiError, badRequest, notFound, ok } from '../lib/envelope';
import { encryptServiceChatPath } from '../lib/service-chat';
import { readJsonObject } from '../lib/validate';

/** The VIP room's address: the merchant's VIP entry with a ticket that names this chat (and so the member) to the desk. */
export function vipRoomUrl(vipPath: string, ticket: string): string | null {
  try {
    const url = new URL(vipPath);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('ticket', ticket);
    return url.toString();
  } catch {
    return null;
  }
}

export function registerServiceRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, clock } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const servicePath = db.prepare('SELECT path FROM customer_services WHERE merchant_code = ? AND cs_type = ?').pluck();
  const insertChat = db.prepare(
    'INSERT INTO service_chat_sessions (merchant_code, member_id, ticket, url, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const hasFlag = db.prepare('SELECT 1 FROM merchant_flags WHERE merchant_code = ? AND flag = ?').pluck();
  const recentFeedback = db.prepare('SELECT COUNT(*) FROM feedback WHERE member_id = ? AND created_at > ?').pluck();
  const insertFeedback = db.prepare('INSERT INTO feedback (merchant_code, member_id, content, created_at) VALUES (?, ?, ?, ?)');
  const hosts = db.prepare('SELECT host FROM merchant_hosts WHERE merchant_code = ? ORDER BY rowid').pluck();

  app.post(ServicePath.SERVICE_CHAT, merchant, member, async (c) => {
    await readJsonObject(c, true);
    const { code } = c.get('merchant');
    const me = c.get('member');
    const vipPath = servicePath.get(code, 'VIP') as string | undefined;
    if (vipPath === undefined) throw new ApiError(404, ServiceErrorCode.NOT_OFFERED, 'This site offers no VIP service');
    if (!isVipRank(me.club_rank)) throw new ApiError(403, ServiceErrorCode.NOT_VIP, 'VIP service is for VIP members');
    const ticket = randomBytes(16).toString('hex');
    const url = vipRoomUrl(vipPath, ticket);
    if (!url) throw new ApiError(500, ErrorCode.INTERNAL_ERROR, 'The VIP service is misconfigured');
    insertChat.run(code, me.id, ticket, url, clock.now());
    const pathList: ServiceChatPathDto[] = [];
    const liveChat = servicePath.get(code, 'LIVECHAT') as string | undefined;
    if (liveChat !== undefined) pathList.push({ type: ServiceChatPathType.WEB, path: liveChat });
    pathList.push({ type: ServiceChatPathType.ENCRYPTED_WEB, path: encryptServiceChatPath(url, code) });
    const value: ServiceChatDto = { version: { pathList } };
    return ok(c, value);
  });

  app.put(ServicePath.FEEDBACK, merchant, member, async (c) => {
    const body = await readJsonObject(c);
    const { code } = c.get('merchant');
    const me = c.get('member');
    if (hasFlag.get(code, WhitelabelFlag.FEEDBACK3) !== 1) throw new ApiError(403, ServiceErrorCode.NOT_OFFERED, 'This site takes no feedback');
    refuseTrialAccount(me);
    if (typeof body.content !== 'string') throw badRequest('content must be a string');
    const content = body.content.trim();
    if (content === '') throw new ApiError(400, ServiceErrorCode.CONTENT_EMPTY, 'Please enter content');
    const length = feedbackLength(content);
    if (length < FEEDBACK_LENGTH.min || length > FEEDBACK_LENGTH.max) {
      throw new ApiError(
        400,
        ServiceErrorCode.CONTENT_LENGTH,
        `The content is between ${FEEDBACK_LENGTH.min} and ${FEEDBACK_LENGTH.max} characters`,
        { min: FEEDBACK_LENGTH.min, max: FEEDBACK_LENGTH.max },
      );
    }
    const now = clock.now();
    const stored = db.transaction(() => {
      if ((recentFeedback.get(me.id, now - FEEDBACK_RATE.windowMs) as number) >= FEEDBACK_RATE.limit) return false;
      insertFeedback.run(code, me.id, content, now);
      return true;
    })();
    if (!stored) throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too much feedback at once; please try again later');
    return ok(c, {});
  });

  app.get(ServicePath.DOMAIN_ROUTES, merchant, (c) => {
    const value: DomainRoutesDto = { list: (hosts.all(c.get('merchant').code) as string[]).map((domain) => ({ domain })) };
    return ok(c, value);
  });

  // Control: what the latest service chat of a merchant opened, and for whom (the e2e checks the popup's address).
  const latestChat = db.prepare(
    `SELECT s.url, m.username, s.created_at FROM service_chat_sessions s JOIN members m ON m.id = s.member_id
     WHERE (@merchant IS NULL OR s.merchant_code = @merchant) ORDER BY s.id DESC LIMIT 1`,
  );
  app.get('/__sandbox/service-chat/latest', (c) => {
    const row = latestChat.get({ merchant: c.req.query('merchant') ?? null }) as { url: string; username: string; created_at: number } | undefined;
    if (!row) throw notFound('none opened');
    return c.json({ success: true, url: row.url, account: row.username, createdAt: new Date(row.created_at).toISOString() });
  });

  const latestFeedback = db.prepare(
    `SELECT f.content, m.username, f.created_at FROM feedback f JOIN members m ON m.id = f.member_id
     WHERE (@merchant IS NULL OR f.merchant_code = @merchant) ORDER BY f.id DESC LIMIT 1`,
  );
  app.get('/__sandbox/feedback/latest', (c) => {
    const row = latestFeedback.get({ merchant: c.req.query('merchant') ?? null }) as { content: string; username: string; created_at: number } | undefined;
    if (!row) throw notFound('none sent');
    return c.json({ success: true, content: row.content, account: row.username, createdAt: new Date(row.created_at).toISOString() });
  });
}
