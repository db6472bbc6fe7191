import { NextResponse, type NextRequest } from 'next/server';
import { parseHost } from '@/lib/tenant/host';
import { decideGate, gateStatus } from '@/lib/tenant/gates';
import { resolveSite } from '@/lib/platform/site';
import { requestEndpoint, routeOrigins } from '@/lib/platform/service';
import { isPlatformUnavailable } from '@/lib/platform/errors';
import { clientIp } from '@/lib/security/visitor';
import { contentSecurityPolicy, createNonce, SERVICE_WORKER_CSP } from '@/lib/security/csp';
import { SESSION_COOKIE } from '@/lib/session/options';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { INVALID_ADDRESS_HEADER, INVALID_ADDRESS_ROUTE, STATUS_HEADER } from '@/lib/security/front-server';
import { isSeoFile } from '@/lib/seo/files';
import { analyticsTagId, CONSENT_COOKIE, consentChoice } from '@/lib/seo/analytics';
import { mayUseCache, mayUseFrame, pageKey } from '@/lib/page-cache/key';
import { pageCacheBuild, servePageFromCache, servePageStale, type CacheLookup } from '@/lib/page-cache/serve';
import { FILL_HEADER, readFill, visitorHeaders } from '@/lib/page-cache/fill';
import { isFrameRoute } from '@/lib/page-cache/member-frame';
import { unsealMember } from '@/lib/session/seal';
import { sessionAlive } from '@/lib/platform/session-liveness';

/** The benchmark's floor page (app/(bench)): served as it is, with a page's CSP, and a 404 unless BENCH_FLOOR=1. */
const BENCH_FLOOR_PATH = '/bench-floor';
/** The service worker (app/serwist): one script for every host, built with the site. */
const SERVICE_WORKER_PREFIX = '/serwist/';

/**
 * Every page request: host → merchant (through the platform), status gates, login-to-home, locale, CSP nonce, then a
 * rewrite into app/[host]/[locale]/…. The session is judged optimistically here (a cookie is present): the page
 * unseals it once and applies decideGate again with the real answer (lib/request/page-access.ts).
 *
 * Every path but the API and the build's assets comes here (see `config` below), so nothing reaches the merchant pages
 * without this; the server in front (scripts/site-server.mjs) adds the headers every response carries.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith(SERVICE_WORKER_PREFIX)) {
    // Served as it is, with the worker's own policy (a route handler's header would not replace the front's).
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', SERVICE_WORKER_CSP);
    return response;
  }
  // A fill of the page cache renders with its placeholder for a nonce (lib/page-cache/serve.ts); anything else gets a
  // fresh one.
  const fill = readFill(request.headers);
  // Who the visitor is (lib/security/visitor.ts); a fill renders for the visitor it fills for.
  const seenHeaders = visitorHeaders(request.headers);
  const placeholder = fill?.placeholder ?? null;
  const nonce = placeholder ?? createNonce();
  const dev = process.env.NODE_ENV === 'development';
  if (request.nextUrl.pathname === BENCH_FLOOR_PATH) return withPageHeaders(request, null, nonce, contentSecurityPolicy(nonce, { dev }), true);
  const host = parseHost(request.headers.get('host'));
  if (!host) return standalone(request, '/site-not-found', nonce, dev);

  let resolved;
  try {
    resolved = await resolveSite(host, clientIp(seenHeaders));
  } catch (error) {
    if (!isPlatformUnavailable(error)) console.error('proxy: site resolution failed', error);
    return standalone(request, '/site-unavailable', nonce, dev);
  }
  if (!resolved) return standalone(request, '/site-not-found', nonce, dev);

  const { site, status } = resolved;
  if (isSeoFile(request.nextUrl.pathname)) {
    // robots.txt, sitemap.xml, the share image: the same for every language and visitor (lib/seo/files.ts).
    const url = request.nextUrl.clone();
    url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  const analytics = analyticsTagId(site.gtagId) !== null;
  const endpoint = requestEndpoint(seenHeaders);
  const connectOrigins = await routeOrigins(site.merchantCode, endpoint, { platformDown: resolved.stale === true });
  const csp = contentSecurityPolicy(nonce, { imageOrigins: site.imageOrigins, frameOrigins: site.gameOrigins, connectOrigins, dev, analytics });
  if (request.headers.get(INVALID_ADDRESS_HEADER) === '1') {
    // An address that is not valid percent-encoding (the front sent it here, with a 400): the merchant's page says so.
    const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
    const locale = cookieLocale && site.languages.includes(cookieLocale) ? cookieLocale : site.defaultLanguage;
    const url = request.nextUrl.clone();
    url.pathname = `/${encodeURIComponent(host)}/${locale}${INVALID_ADDRESS_ROUTE}`;
    url.search = '';
    return withPageHeaders(request, url, nonce, csp, true);
  }
  const sessionCookie = request.cookies.get(SESSION_COOKIE)?.value;
  // A member's frame is drawn as a member of its type (member-frame.ts), with no cookie.
  const hasSession = sessionCookie !== undefined || fill?.frame != null;
  const decision = decideGate({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    gate: status.gate,
    loginToHome: site.features.loginToHome,
    loggedIn: hasSession,
    preferredLocale: request.cookies.get(LOCALE_COOKIE)?.value,
  });
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }

  const build = pageCacheBuild();
  if (decision.gate === 'open' && !placeholder && build) {
    const cacheable = { method: request.method, headers: request.headers, hasSession };
    const visitor = mayUseCache(cacheable);
    // While the platform cannot answer (resolved.stale) only a visitor's page can come from the cache.
    if (visitor || (!resolved.stale && mayUseFrame(cacheable) && isFrameRoute(decision.route))) {
      const consent = consentChoice(request.cookies.get(CONSENT_COOKIE)?.value);
      const { scheme } = endpoint;
      const visitorIp = clientIp(seenHeaders);
      // A member's page comes from the frames only for a session sealed for this merchant that the platform still
      // accepts; anything else renders as before (and the page judges the session itself).
      const member = visitor ? null : await unsealMember(sessionCookie, site.merchantCode);
      const frame =
        member && (await sessionAlive({ merchant: member.merchant, token: member.token, ip: visitorIp }))
          ? { memberType: member.memberType, signedInAt: member.signedInAt }
          : null;
      if (visitor || frame) {
        // Every gate is decided (status, region, login-to-home): the page is the same for every visitor, or for every
        // member of this type.
        const lookup: CacheLookup = {
          key: pageKey({
            build,
            merchant: site.merchantCode,
            host: (request.headers.get('host') ?? host).toLowerCase(),
            scheme,
            locale: decision.locale,
            path: request.nextUrl.pathname,
            search: request.nextUrl.search,
            consent: consent ?? '',
            ...(frame ? { memberType: frame.memberType } : {}),
          }),
          merchant: site.merchantCode,
          request,
          scheme,
          visitorIp,
          consentCookie: consent ? `${CONSENT_COOKIE}=${consent}` : null,
          nonce,
          csp,
          ...(frame ? { frame } : {}),
        };
        const cached = resolved.stale ? await servePageStale(lookup) : await servePageFromCache(lookup);
        if (cached) return cached;
      }
    }
  }
  // The platform cannot answer, and this is no page the cache holds for a visitor: nothing to draw it from.
  if (resolved.stale) return standalone(request, '/site-unavailable', nonce, dev);

  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host)}/${decision.locale}${decision.route === '/' ? '' : decision.route}`;
  const response = withPageHeaders(request, url, nonce, csp, decision.gate !== 'open');
  // The gate screens answer honestly (never cached: no-store above): maintenance 503 with Retry-After, region 403.
  const gated = gateStatus(decision.gate, status.maintenanceEnd);
  if (gated) {
    response.headers.set(STATUS_HEADER, String(gated.status));
    if (gated.retryAfter !== undefined) response.headers.set('Retry-After', String(gated.retryAfter));
  }
  return response;
}

/** A screen of no merchant: "site not found" (404) or "platform unreachable" (503, and the page retries by itself). */
function standalone(request: NextRequest, path: '/site-not-found' | '/site-unavailable', nonce: string, dev: boolean) {
  const url = request.nextUrl.clone();
  url.pathname = path;
  url.search = '';
  const response = withPageHeaders(request, url, nonce, contentSecurityPolicy(nonce, { dev }), true);
  // Next keeps a rewrite's status at 200; the server in front applies this one (scripts/site-server.mjs).
  response.headers.set(STATUS_HEADER, path === '/site-unavailable' ? '503' : '404');
  return response;
}

/** Rewrites to `url` (or lets the request through when null) with this request's nonce and CSP. */
function withPageHeaders(request: NextRequest, url: URL | null, nonce: string, csp: string, noStore: boolean) {
  const headers = new Headers(visitorHeaders(request.headers));
  // Only the site's own fills carry the fill header on to the render (lib/request/context.ts reads it there).
  if (!readFill(headers)) headers.delete(FILL_HEADER);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = url ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  if (noStore) response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Everything but the site's API (app/api: the API kit answers it) and the build's hashed assets. Missing assets are a
 * plain 404 from the server in front; there are no other public files.
 */
export const config = {
  matcher: ['/((?!api/|_next/static/).*)'],
};
