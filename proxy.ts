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
import { shownLanguage } from '@/lib/i18n/site-languages';
import { isSeoFile } from '@/lib/seo/files';
import { analyticsTagId } from '@/lib/seo/analytics';
import { handOff } from '@/lib/session/hand-off';
import { HAND_OFF_PARAM, INVALID_ADDRESS_HEADER, INVALID_ADDRESS_ROUTE, MERCHANT_HEADER, ROUTE_HEADER, STATUS_HEADER } from '@/server/constants';
import { pageRequest, type PageRequest } from '@/server/page-cache/page-request';

/** The benchmark's floor page (app/(bench)): served as it is, with a page's CSP, and a 404 unless BENCH_FLOOR=1. */
const BENCH_FLOOR_PATH = '/bench-floor';
/** The service worker (app/serwist): one script for every host, built with the site. */
const SERVICE_WORKER_PREFIX = '/serwist/';

/**
 * Every page request: host → merchant (through the platform), a session handed over in the address, status gates,
 * login-to-home, locale, CSP nonce, then a rewrite into app/[host]/[locale]/…. The session is judged optimistically here (a cookie is present): the page
 * unseals it once and applies decideGate again with the real answer (lib/request/page-access.ts).
 *
 * Every path but the API and the build's assets comes here (see `config` below), so nothing reaches the merchant pages
 * without this; the server in front (server/front.ts) adds the headers every response carries. Of the page cache it
 * asks one thing, pageRequest (server/page-cache/page-request.ts): whether this is one of the cache's own fills, who
 * the visitor is, and, once every gate is decided, the page from the cache.
 */
export async function proxy(request: NextRequest) {
  const seen: Seen = { merchant: null };
  const response = await answer(request, seen);
  // For the front's metrics and log line (server/front.ts), which keeps the header to itself.
  if (seen.merchant) response.headers.set(MERCHANT_HEADER, seen.merchant);
  return response;
}

/** What the answer was for, as the server in front wants to know it. */
interface Seen {
  merchant: string | null;
}

async function answer(request: NextRequest, seen: Seen) {
  if (request.nextUrl.pathname.startsWith(SERVICE_WORKER_PREFIX)) {
    // Served as it is, with the worker's own policy (a route handler's header would not replace the front's).
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', SERVICE_WORKER_CSP);
    return response;
  }
  const page = pageRequest(request);
  // A fill of the page cache renders with its placeholder for a nonce; anything else gets a fresh one.
  const nonce = page.placeholder ?? createNonce();
  // Who the visitor is (lib/security/visitor.ts); a fill renders for the visitor it fills for.
  const seenHeaders = page.visitorHeaders;
  const dev = process.env.NODE_ENV === 'development';
  if (request.nextUrl.pathname === BENCH_FLOOR_PATH) return withPageHeaders(request, page, null, nonce, contentSecurityPolicy(nonce, { dev }), true);
  const host = parseHost(request.headers.get('host'));
  if (!host) return standalone(request, page, '/site-not-found', nonce, dev);

  let resolved;
  try {
    resolved = await resolveSite(host, clientIp(seenHeaders));
  } catch (error) {
    if (!isPlatformUnavailable(error)) console.error('proxy: site resolution failed', error);
    return standalone(request, page, '/site-unavailable', nonce, dev);
  }
  if (!resolved) return standalone(request, page, '/site-not-found', nonce, dev);

  const { site, status } = resolved;
  seen.merchant = site.merchantCode;
  if (isSeoFile(request.nextUrl.pathname)) {
    // robots.txt, sitemap.xml, the share image: the same for every language and visitor (lib/seo/files.ts).
    const url = request.nextUrl.clone();
    url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname}`;
    return NextResponse.rewrite(url);
  }
  const endpoint = requestEndpoint(seenHeaders);
  if (request.nextUrl.searchParams.has(HAND_OFF_PARAM)) {
    // A session handed over in the address (lib/session/hand-off.ts): before any gate or the page cache, so the token
    // goes into no redirect's address, no cache key and no page.
    return handOff({ request, merchant: site.merchantCode, ip: clientIp(seenHeaders), scheme: endpoint.scheme, platformDown: resolved.stale === true });
  }
  const analytics = analyticsTagId(site.gtagId) !== null;
  const connectOrigins = await routeOrigins(site.merchantCode, endpoint, { platformDown: resolved.stale === true });
  const csp = contentSecurityPolicy(nonce, { imageOrigins: site.imageOrigins, frameOrigins: site.gameOrigins, connectOrigins, dev, analytics });
  if (request.headers.get(INVALID_ADDRESS_HEADER) === '1') {
    // An address that is not valid percent-encoding (the front sent it here, with a 400): the merchant's page says so.
    const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
    const locale = cookieLocale && site.languages.includes(cookieLocale) ? cookieLocale : site.defaultLanguage;
    const url = request.nextUrl.clone();
    url.pathname = `/${encodeURIComponent(host)}/${locale}${INVALID_ADDRESS_ROUTE}`;
    url.search = '';
    return withPageHeaders(request, page, url, nonce, csp, true);
  }
  const sessionCookie = request.cookies.get(SESSION_COOKIE)?.value;
  // A member's frame is drawn as a member of its type (member-frame.ts), with no cookie.
  const hasSession = sessionCookie !== undefined || page.drawsFrame;
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

  // Every gate is decided: the page cache may answer (a visitor's page, or a member's frame).
  const cached = await page.fromCache({
    merchant: site.merchantCode,
    platformDown: resolved.stale === true,
    decision,
    shownIn: shownLanguage(site, decision.locale),
    host,
    scheme: endpoint.scheme,
    sessionCookie,
    hasSession,
    nonce,
    csp,
  });
  const appPath = `/${encodeURIComponent(host)}/${decision.locale}${decision.route === '/' ? '' : decision.route}`;
  if (cached) {
    // The route the page stands for, as the rewrite below would have named it (for the front's metrics).
    cached.headers.set(ROUTE_HEADER, appPath);
    return cached;
  }
  // The platform cannot answer, and this is no page the cache holds for a visitor: nothing to draw it from.
  if (resolved.stale) return standalone(request, page, '/site-unavailable', nonce, dev);

  const url = request.nextUrl.clone();
  url.pathname = appPath;
  const response = withPageHeaders(request, page, url, nonce, csp, decision.gate !== 'open');
  // The gate screens answer honestly (never cached: no-store above): maintenance 503 with Retry-After, region 403.
  const gated = gateStatus(decision.gate, status.maintenanceEnd);
  if (gated) {
    response.headers.set(STATUS_HEADER, String(gated.status));
    if (gated.retryAfter !== undefined) response.headers.set('Retry-After', String(gated.retryAfter));
  }
  return response;
}

/** A screen of no merchant: "site not found" (404) or "platform unreachable" (503, and the page retries by itself). */
function standalone(request: NextRequest, page: PageRequest, path: '/site-not-found' | '/site-unavailable', nonce: string, dev: boolean) {
  const url = request.nextUrl.clone();
  url.pathname = path;
  url.search = '';
  const response = withPageHeaders(request, page, url, nonce, contentSecurityPolicy(nonce, { dev }), true);
  // Next keeps a rewrite's status at 200; the server in front applies this one (server/front.ts).
  response.headers.set(STATUS_HEADER, path === '/site-unavailable' ? '503' : '404');
  return response;
}

/** Rewrites to `url` (or lets the request through when null) with this request's nonce and CSP. */
function withPageHeaders(request: NextRequest, page: PageRequest, url: URL | null, nonce: string, csp: string, noStore: boolean) {
  const headers = page.renderHeaders();
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
