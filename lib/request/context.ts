import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { parseHost } from '@/lib/tenant/host';
import { resolveSite, type Site, type SiteStatus } from '@/lib/platform/site';
import { isPlatformUnavailable } from '@/lib/platform/errors';
import { clientIp } from '@/lib/security/visitor';
import { SESSION_COOKIE } from '@/lib/session/options';
import { sessionAlive } from '@/lib/platform/session-liveness';
import { unsealMember, type MemberSession } from '@/lib/session/seal';
import { readFill } from '@/server/page-cache/fill';
import { frameMember } from '@/server/page-cache/member-frame';

/** Which merchant the request's host belongs to. */
export type SiteLookup = { kind: 'ok'; site: Site; status: SiteStatus } | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * "Which site, which status, which member": what every layout, page and API route asks about the request it serves.
 * The host is parsed once, the site resolved once, the session cookie unsealed once (and only when someone asks).
 */
export interface RequestContext {
  /** The request's host (from the Host header, never from the URL), or null when it is not a host name. */
  host: string | null;
  /** The visitor's address (X-Forwarded-For only behind a trusted proxy). */
  ip: string;
  site: SiteLookup;
  /**
   * The member signed in on this merchant, or null. The cookie is unsealed on the first call only; for pages the
   * platform must also still accept its token (lib/platform/session-liveness.ts).
   */
  member: () => Promise<MemberSession | null>;
}

async function lookupSite(host: string | null, ip: string): Promise<SiteLookup> {
  if (!host) return { kind: 'not-found' };
  try {
    const resolved = await resolveSite(host, ip);
    if (!resolved) return { kind: 'not-found' };
    // Known only from what the platform said last: pages and the API cannot be served without it (proxy.ts serves
    // the pages the cache holds, and nothing else needs this).
    if (resolved.stale) return { kind: 'unavailable' };
    return { kind: 'ok', site: resolved.site, status: resolved.status };
  } catch (error) {
    if (isPlatformUnavailable(error)) return { kind: 'unavailable' };
    throw error;
  }
}

/**
 * Builds the context of the current request. Route handlers get theirs once from the API kit (lib/api/route.ts), without
 * `verifySession`: their own platform call with the token is the check.
 */
export async function createRequestContext({ verifySession = false }: { verifySession?: boolean } = {}): Promise<RequestContext> {
  const h = await headers();
  const host = parseHost(h.get('host'));
  const ip = clientIp(h);
  const site = await lookupSite(host, ip);
  // A member's frame (server/page-cache/member-frame.ts) is drawn for a member type, with no session and no token.
  const frame = readFill(h)?.frame ?? null;
  let member: Promise<MemberSession | null> | null = null;
  return {
    host,
    ip,
    site,
    member: () =>
      (member ??= (async () => {
        if (site.kind !== 'ok') return null;
        if (frame) return frameMember(site.site.merchantCode, frame);
        const session = await unsealMember((await cookies()).get(SESSION_COOKIE)?.value, site.site.merchantCode);
        if (!session || !verifySession) return session;
        return (await sessionAlive({ merchant: session.merchant, token: session.token, ip })) ? session : null;
      })()),
  };
}

/** The context of the page being rendered: once per request for the layout and the page (React cache). */
export const getRequestContext = cache(() => createRequestContext({ verifySession: true }));
