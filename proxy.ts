import { NextResponse, type NextRequest } from 'next/server';
import { parseHost } from '@/lib/tenant/host';
import { decideGate } from '@/lib/tenant/gates';
import { resolveSite } from '@/lib/platform/site';
import { isPlatformUnavailable } from '@/lib/platform/errors';
import { clientIp } from '@/lib/security/client-ip';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { SESSION_COOKIE } from '@/lib/session/options';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';

/**
 * Every page request: host → merchant (through the platform), status gates, login-to-home, locale, CSP nonce, then a
 * rewrite into app/[host]/[locale]/…. The session is judged optimistically here (a cookie is present): the page
 * unseals it once and applies decideGate again with the real answer (lib/request/page-access.ts).
 */
export async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const dev = process.env.NODE_ENV === 'development';
  const host = parseHost(request.headers.get('host'));
  if (!host) return standalone(request, '/site-not-found', nonce, dev);

  let resolved;
  try {
    resolved = await resolveSite(host, clientIp(request.headers));
  } catch (error) {
    if (!isPlatformUnavailable(error)) console.error('proxy: site resolution failed', error);
    return standalone(request, '/site-unavailable', nonce, dev);
  }
  if (!resolved) return standalone(request, '/site-not-found', nonce, dev);

  const { site, status } = resolved;
  const decision = decideGate({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    gate: status.gate,
    loginToHome: site.features.loginToHome,
    loggedIn: request.cookies.has(SESSION_COOKIE),
    preferredLocale: request.cookies.get(LOCALE_COOKIE)?.value,
  });
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host)}/${decision.locale}${decision.route === '/' ? '' : decision.route}`;
  return rewrite(request, url, nonce, contentSecurityPolicy(nonce, { imageOrigins: site.imageOrigins, dev }), decision.gate !== 'open');
}

function standalone(request: NextRequest, path: string, nonce: string, dev: boolean) {
  const url = request.nextUrl.clone();
  url.pathname = path;
  url.search = '';
  return rewrite(request, url, nonce, contentSecurityPolicy(nonce, { dev }), true);
}

function rewrite(request: NextRequest, url: URL, nonce: string, csp: string, noStore: boolean) {
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (noStore) response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|icons/|robots.txt|bench-floor).*)'],
};
