/** @jest-environment node */
import fs from 'node:fs';
import { INVALID_ADDRESS_HEADER, INVALID_ADDRESS_ROUTE, PLAIN_PAGE_HEADER, STATUS_HEADER } from '@/lib/security/front-server';

/**
 * The server in front of Next (scripts/site-server.mjs, plain JavaScript outside the bundle) and proxy.ts agree on how
 * an invalid address is handed over. Its behaviour is covered end to end (tests/e2e/security).
 */
const front = fs.readFileSync('scripts/site-server.mjs', 'utf8');

it('marks invalid addresses and screen statuses with the names proxy.ts uses', () => {
  expect(front).toContain(`export const INVALID_ADDRESS_HEADER = '${INVALID_ADDRESS_HEADER}';`);
  expect(front).toContain(`export const INVALID_ADDRESS_PATH = '${INVALID_ADDRESS_ROUTE}';`);
  expect(front).toContain(`export const STATUS_HEADER = '${STATUS_HEADER}';`);
  expect(front).toContain(`export const PLAIN_PAGE_HEADER = '${PLAIN_PAGE_HEADER}';`);
});

it('marks only a plain page GET as one the page cache may answer', async () => {
  const { isPlainPageRequest } = (await import('../../../scripts/site-server.mjs' as string)) as {
    isPlainPageRequest: (req: { method: string; url: string; headers: Record<string, string> }) => boolean;
  };
  const page = (headers: Record<string, string> = {}, url = '/promotions?category=all', method = 'GET') => isPlainPageRequest({ method, url, headers });
  expect(page()).toBe(true);
  expect(page({ accept: 'text/html', cookie: 'analytics_consent=granted' })).toBe(true);
  for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'next-action']) {
    expect(page({ [name]: '1' })).toBe(false);
  }
  expect(page({ 'x-middleware-subrequest': 'proxy' })).toBe(false);
  expect(page({ purpose: 'prefetch' })).toBe(false);
  expect(page({ 'sec-purpose': 'prefetch;prerender' })).toBe(false);
  expect(page({}, '/promotions?_rsc=1x2y')).toBe(false);
  expect(page({}, '/_next/data/x/index.json')).toBe(false);
  for (const file of ['/app-icon/192.png', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) expect(page({}, file)).toBe(false);
  expect(page({}, '/promoDetail?id=3.5')).toBe(true);
  expect(page({}, '/', 'HEAD')).toBe(false);
  expect(page({}, '/', 'POST')).toBe(false);
});

it('tells valid percent-encoding from invalid', async () => {
  const { validPercentEncoding } = (await import('../../../scripts/site-server.mjs' as string)) as { validPercentEncoding: (url: string) => boolean };
  for (const ok of ['/', '/promotions', '/vi/%E1%BA%A1', '/a%20b', '/x?q=%zz', '/?next=%2Fhelp']) expect(validPercentEncoding(ok)).toBe(true);
  for (const bad of ['/%', '/%c0%ae', '/foo%zz', '/api/%', '/%E1%BA', '/a%2']) expect(validPercentEncoding(bad)).toBe(false);
});

it('reads an absolute-form target as its path and host, so Host and URL never disagree (RFC 9112 §3.2.2)', async () => {
  const { originForm } = (await import('../../../scripts/site-server.mjs' as string)) as {
    originForm: (url: string, host: string | undefined) => { url: string; host: string | undefined } | null;
  };
  expect(originForm('/help?x=1', 'localhost:3000')).toEqual({ url: '/help?x=1', host: 'localhost:3000' });
  expect(originForm('*', 'localhost:3000')).toEqual({ url: '*', host: 'localhost:3000' });
  // Next answered "GET http://evil.example/help" (Host: localhost) with a 308 to http://evil.example/help.
  expect(originForm('http://evil.example/help', 'localhost:3000')).toEqual({ url: '/help', host: 'evil.example' });
  expect(originForm('https://user@vn.localhost:3000/a?b=1', 'localhost:3000')).toEqual({ url: '/a?b=1', host: 'vn.localhost:3000' });
  for (const bad of ['evil.example/help', 'javascript:alert(1)', 'file:///etc/passwd', '', 'http://']) expect(originForm(bad, 'localhost:3000')).toBeNull();
});

it('starts every response with the security headers and the non-page CSP, which a page may replace', async () => {
  const http = await import('node:http');
  const net = await import('node:net');
  const { secureResponse, NON_PAGE_CSP, SECURITY_HEADERS } = (await import('../../../scripts/site-server.mjs' as string)) as {
    secureResponse: (req: unknown, res: unknown) => void;
    NON_PAGE_CSP: string;
    SECURITY_HEADERS: Record<string, string>;
  };
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  secureResponse(req, res);
  // A redirect of the framework's own (repeated slashes) or proxy.ts's gate sets nothing else: it keeps these.
  expect(res.getHeader('content-security-policy')).toBe(NON_PAGE_CSP);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.getHeader(name)).toBe(value);
  res.setHeader('Content-Security-Policy', "script-src 'nonce-x'");
  expect(res.getHeader('content-security-policy')).toBe("script-src 'nonce-x'");
});
