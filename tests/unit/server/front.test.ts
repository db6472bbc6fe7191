/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { carriesHandOff, isPlainPageRequest, NON_PAGE_CSP, originForm, secureResponse, SECURITY_HEADERS, validPercentEncoding } from '@/server/front';

/**
 * The server in front of Next (server/front.ts). Its behaviour is covered end to end (tests/e2e/security); the names it
 * shares with proxy.ts are one copy (server/constants.ts).
 */
jest.mock('next', () => jest.fn());

it('marks only a plain page GET as one the page cache may answer', () => {
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

it('keeps an address carrying a session token to hand off out of the page cache, however it is written', () => {
  const page = (url: string) => isPlainPageRequest({ method: 'GET', url, headers: {} });
  for (const url of ['/?token=abc', '/promotions?category=all&token=abc', '/?token=', '/?token', '/?a=1&token=x&token=y', '/?a=b?token=c&token=d']) {
    expect(carriesHandOff(url)).toBe(true);
    expect(page(url)).toBe(false);
  }
  // Another parameter that merely contains the name is no hand-off.
  for (const url of ['/', '/?tokens=abc', '/?mytoken=abc', '/?x=token', '/token', '/?Token=abc']) {
    expect(carriesHandOff(url)).toBe(false);
    expect(page(url)).toBe(true);
  }
});

it('tells valid percent-encoding from invalid', () => {
  for (const ok of ['/', '/promotions', '/vi/%E1%BA%A1', '/a%20b', '/x?q=%zz', '/?next=%2Fhelp']) expect(validPercentEncoding(ok)).toBe(true);
  for (const bad of ['/%', '/%c0%ae', '/foo%zz', '/api/%', '/%E1%BA', '/a%2']) expect(validPercentEncoding(bad)).toBe(false);
});

it('reads an absolute-form target as its path and host, so Host and URL never disagree (RFC 9112 §3.2.2)', () => {
  expect(originForm('/help?x=1', 'localhost:3000')).toEqual({ url: '/help?x=1', host: 'localhost:3000' });
  expect(originForm('*', 'localhost:3000')).toEqual({ url: '*', host: 'localhost:3000' });
  // Next answered "GET http://evil.example/help" (Host: localhost) with a 308 to http://evil.example/help.
  expect(originForm('http://evil.example/help', 'localhost:3000')).toEqual({ url: '/help', host: 'evil.example' });
  expect(originForm('https://user@vn.localhost:3000/a?b=1', 'localhost:3000')).toEqual({ url: '/a?b=1', host: 'vn.localhost:3000' });
  for (const bad of ['evil.example/help', 'javascript:alert(1)', 'file:///etc/passwd', '', 'http://']) expect(originForm(bad, 'localhost:3000')).toBeNull();
});

it('starts every response with the security headers and the non-page CSP, which a page may replace', () => {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  secureResponse(req, res);
  // A redirect of the framework's own (repeated slashes) or proxy.ts's gate sets nothing else: it keeps these.
  expect(res.getHeader('content-security-policy')).toBe(NON_PAGE_CSP);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.getHeader(name)).toBe(value);
  res.setHeader('Content-Security-Policy', "script-src 'nonce-x'");
  expect(res.getHeader('content-security-policy')).toBe("script-src 'nonce-x'");
});
