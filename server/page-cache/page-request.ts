import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { GateDecision } from '@/lib/tenant/gates';
import { CONSENT_COOKIE, consentChoice } from '@/lib/seo/analytics';
import { clientIp } from '@/lib/security/visitor';
import { unsealMember } from '@/lib/session/seal';
import { sessionAlive } from '@/lib/platform/session-liveness';
import { FILL_HEADER } from '../constants';
import { readFill, visitorHeaders } from './fill';
import { mayUseCache, mayUseFrame, pageKey } from './key';
import { isFrameRoute } from './member-frame';
import { pageCacheBuild, servePageFromCache, servePageStale, type CacheLookup } from './serve';

/**
 * The page cache as proxy.ts sees it: one call, pageRequest(request), at the start of every page request, and what it
 * answers is all proxy.ts asks of the cache and its fills.
 *
 *  - A fill of this site (serve.ts renders a page once through the site, marked with the fill secret: fill.ts) renders
 *    with its placeholder for a nonce, for the visitor it fills for, and (for a member's frame) as a member of its type.
 *  - Once every gate is decided, fromCache answers the page from the cache (filling it on a miss), or null to render
 *    it for this request as usual.
 */
export interface PageRequest {
  /** For a fill of this site, the placeholder it renders with in place of a nonce; null for every other request. */
  placeholder: string | null;
  /** A fill of a member's frame (member-frame.ts): drawn as a member of its type, with no cookie. */
  drawsFrame: boolean;
  /** The request's headers as the site reads the visitor from them (lib/security/visitor.ts): a fill's are its visitor's. */
  visitorHeaders: Headers;
  /** A copy of the headers for the render: the visitor's, and the fill header only on this site's own fills. */
  renderHeaders(): Headers;
  /** The page from the cache, or null to render it (not a page the cache may answer, or nothing to answer it with). */
  fromCache(page: PageInCache): Promise<NextResponse | null>;
}

/** What proxy.ts has decided about a page request, once every gate is decided (status, region, login-to-home). */
export interface PageInCache {
  /** The merchant's code. */
  merchant: string;
  /** The merchant is known only from what the platform said last: only a visitor's page, as it was last filled. */
  platformDown: boolean;
  decision: Extract<GateDecision, { kind: 'render' }>;
  /** The catalog the page's language is shown in (part of its key: key.ts). */
  shownIn: string;
  /** The host as parsed (the Host header, as sent, keys the page). */
  host: string;
  scheme: 'http' | 'https';
  /** The member session cookie, if any (unsealed here only for a member's frame). */
  sessionCookie: string | undefined;
  /** A session cookie, or a frame's fill. */
  hasSession: boolean;
  /** This response's nonce and the CSP naming it. */
  nonce: string;
  csp: string;
}

export function pageRequest(request: NextRequest): PageRequest {
  const fill = readFill(request.headers);
  const seen = visitorHeaders(request.headers);
  return {
    placeholder: fill?.placeholder ?? null,
    drawsFrame: fill?.frame != null,
    visitorHeaders: seen,
    renderHeaders() {
      const headers = new Headers(seen);
      // Only the site's own fills carry the fill header on to the render (lib/request/context.ts reads it there).
      if (!fill) headers.delete(FILL_HEADER);
      return headers;
    },
    fromCache: (page) => (fill ? Promise.resolve(null) : fromCache(request, seen, page)),
  };
}

async function fromCache(request: NextRequest, seen: Headers, page: PageInCache): Promise<NextResponse | null> {
  const build = pageCacheBuild();
  const { decision, hasSession } = page;
  if (decision.gate !== 'open' || !build) return null;
  const cacheable = { method: request.method, headers: request.headers, hasSession };
  const visitor = mayUseCache(cacheable);
  // While the platform cannot answer only a visitor's page can come from the cache.
  if (!visitor && (page.platformDown || !mayUseFrame(cacheable) || !isFrameRoute(decision.route))) return null;
  const consent = consentChoice(request.cookies.get(CONSENT_COOKIE)?.value);
  const visitorIp = clientIp(seen);
  // A member's page comes from the frames only for a session sealed for this merchant that the platform still
  // accepts; anything else renders as before (and the page judges the session itself).
  const member = visitor ? null : await unsealMember(page.sessionCookie, page.merchant);
  const frame =
    member && (await sessionAlive({ merchant: member.merchant, token: member.token, ip: visitorIp }))
      ? { memberType: member.memberType, signedInAt: member.signedInAt }
      : null;
  if (!visitor && !frame) return null;
  // Every gate is decided (status, region, login-to-home): the page is the same for every visitor, or for every member
  // of this type.
  const lookup: CacheLookup = {
    key: pageKey({
      build,
      merchant: page.merchant,
      host: (request.headers.get('host') ?? page.host).toLowerCase(),
      scheme: page.scheme,
      locale: decision.locale,
      shownIn: page.shownIn,
      path: request.nextUrl.pathname,
      search: request.nextUrl.search,
      consent: consent ?? '',
      ...(frame ? { memberType: frame.memberType } : {}),
    }),
    merchant: page.merchant,
    request,
    scheme: page.scheme,
    visitorIp,
    consentCookie: consent ? `${CONSENT_COOKIE}=${consent}` : null,
    nonce: page.nonce,
    csp: page.csp,
    ...(frame ? { frame } : {}),
  };
  return page.platformDown ? servePageStale(lookup) : servePageFromCache(lookup);
}
