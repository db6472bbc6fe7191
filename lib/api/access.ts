import 'server-only';
import { headers } from 'next/headers';
import type { Envelope } from '@/lib/platform/contract/envelope';
import { ErrorCode } from '@/lib/platform/contract/envelope';
import { isPlatformError, isPlatformUnavailable } from '@/lib/platform/errors';
import { getRequestSite } from '@/lib/tenant/request-site';
import { readMemberSession, endMemberSession, type MemberSession } from '@/lib/session/session';
import { clientIp } from '@/lib/security/client-ip';
import { isSameOrigin } from '@/lib/security/origin';
import type { Site } from '@/lib/tenant/types';

/**
 * The one access check every BFF route runs: which merchant (from the Host), whether it is open, whether the caller
 * is a signed-in member of it, and (for writes) whether the request comes from our own pages. Errors come back in
 * the platform envelope with a 4xx/5xx status; nothing leaks a stack.
 */

export interface RouteContext {
  site: Site;
  ip: string;
  language: string;
}

export interface MemberRouteContext extends RouteContext {
  member: MemberSession;
}

export const SiteErrorCode = {
  SITE_MAINTENANCE: 'site_maintenance',
  REGION_RESTRICTED: 'region_restricted',
  ORIGIN_MISMATCH: 'origin_mismatch',
  PLATFORM_UNAVAILABLE: 'platform_unavailable',
  VALIDATION_FAILED: 'validation_failed',
} as const;

export function envelope<T>(status: number, body: Envelope<T>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function ok<T>(value?: T): Response {
  return envelope(200, { success: true, value });
}

export function fail(status: number, errorCode: string, message = '', value?: unknown): Response {
  return envelope(status, { success: false, errorCode, message, value });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

interface Options {
  /** A write: the Origin must be this site. */
  mutating?: boolean;
}

export function siteRoute(handler: Handler<RouteContext>, options: Options = {}) {
  return async (request: Request): Promise<Response> => guarded(request, options, (context) => handler(request, context));
}

export function memberRoute(handler: Handler<MemberRouteContext>, options: Options = {}) {
  return siteRoute(async (request, context) => {
    const member = await readMemberSession(context.site.merchantCode);
    if (!member) return fail(401, ErrorCode.CUSTOMER_NOT_LOGIN);
    return handler(request, { ...context, member });
  }, options);
}

async function guarded(request: Request, options: Options, run: (context: RouteContext) => Promise<Response>) {
  try {
    if (options.mutating && !isSameOrigin(request)) return fail(403, SiteErrorCode.ORIGIN_MISMATCH);
    const resolved = await getRequestSite();
    if (resolved.kind === 'not-found') return fail(404, ErrorCode.DOMAIN_NOT_AVAILABLE);
    if (resolved.kind === 'unavailable') return fail(503, SiteErrorCode.PLATFORM_UNAVAILABLE);
    if (resolved.status.gate === 'maintenance') return fail(503, SiteErrorCode.SITE_MAINTENANCE);
    if (resolved.status.gate === 'restricted') return fail(403, SiteErrorCode.REGION_RESTRICTED);
    const h = await headers();
    const language = h.get('x-site-language') ?? resolved.site.defaultLanguage;
    return await run({
      site: resolved.site,
      ip: clientIp(h),
      language: resolved.site.languages.includes(language) ? language : resolved.site.defaultLanguage,
    });
  } catch (error) {
    return platformFailure(error);
  }
}

/** A platform failure as the BFF's answer. A force-logout code also clears the session. */
export async function platformFailure(error: unknown): Promise<Response> {
  if (isPlatformError(error)) {
    if (error.forcesLogout) {
      await endMemberSession().catch(() => undefined);
      return fail(401, error.code, error.message);
    }
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return fail(status, error.code, error.message, error.value);
  }
  if (isPlatformUnavailable(error)) return fail(503, SiteErrorCode.PLATFORM_UNAVAILABLE);
  console.error('api: unexpected failure', error);
  return fail(500, ErrorCode.INTERNAL_ERROR);
}

/** Parse a JSON body; null when it is not JSON (the route answers 400). */
export async function readJson(request: Request): Promise<unknown | null> {
  try {
    const text = await request.text();
    if (text.length > 64 * 1024) return null;
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

/** For the methods a route does not answer: a 405 in the envelope. */
export async function methodNotAllowed(): Promise<Response> {
  return fail(405, 'method_not_allowed');
}
