/** @jest-environment node */
import { injectionFindings, offSiteLinkFindings } from '../../e2e/support/html-injection';
import { headerProblems } from '../../e2e/support/security-headers';

/**
 * The security matrix (tests/e2e/security) passes when its checks find nothing: these prove the checks do find what
 * they are for, so a green matrix means a clean site rather than blind checks.
 */

const NONCE = 'abcdefghijklmnopqrstuv==';

describe('injected markup in a server-rendered page', () => {
  it.each([
    ['<img src=x onerror=window.__xss=3>', 'event handler'],
    ['<p><svg onload=window.__xss=5></p>', 'event handler'],
    ['<script>window.__xss=1</script>', 'without this response'],
    [`<script nonce="wrong${NONCE}">x()</script>`, 'without this response'],
    ['<a href="javascript:window.__xss=9">x</a>', 'script URL'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'script URL'],
    ['<a href=" \tJaVaScRiPt:alert(1)">x</a>', 'script URL'],
    ['<iframe srcdoc="<script>parent.__xss=13</script>"></iframe>', '<iframe>'],
    ['<base href="//evil.example/">', '<base>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', 'meta http-equiv'],
    ['<div style="background:url(javascript:alert(1))">x</div>', 'style attribute'],
    ['<form><button formaction="javascript:alert(1)">go</button></form>', 'script URL'],
    // A payload that closes the RSC payload's script early: what follows is a script without the nonce.
    [`<script nonce="${NONCE}">self.__next_f.push([1,"</script><script>window.__xss=17</script>"])</script>`, 'without this response'],
  ])('finds %s', (html, kind) => {
    expect(injectionFindings(`<html><body>${html}</body></html>`, NONCE).join('\n')).toContain(kind);
  });

  it.each([
    '&lt;script&gt;window.__xss=1&lt;/script&gt;',
    '<p title="&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt;">text</p>',
    `<script nonce="${NONCE}">self.__next_f.push([1,"\\u003cscript\\u003ewindow.__xss=1"])</script>`,
    '<img src="data:image/png;base64,AAAA" alt="">',
    '<a href="/help">help</a><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>',
  ])('leaves %s alone (escaped text, its own scripts, safe links)', (html) => {
    expect(injectionFindings(`<html><body>${html}</body></html>`, NONCE)).toEqual([]);
  });
});

describe('links that leave the site without saying so', () => {
  it.each(['//evil.example/x', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https:evil.example'])('finds href=%p', (href) => {
    expect(offSiteLinkFindings(`<a href="${href}">x</a>`, 'http://localhost:3100')).toHaveLength(1);
  });

  it('finds an external link opening a new tab without noopener', () => {
    expect(offSiteLinkFindings('<a href="https://evil.example" target="_blank">x</a>', 'http://localhost:3100')).toHaveLength(1);
  });

  it.each(['/help', '/vi/help?x=1#a', 'https://example.com/" rel="noopener', 'mailto:a@b.c'])('leaves href=%p alone', (href) => {
    expect(offSiteLinkFindings(`<a href="${href}">x</a>`, 'http://localhost:3100')).toEqual([]);
  });
});

describe('security headers', () => {
  const base = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
  const page = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`;
  const answer = (headers: Record<string, string>, status = 200, body = 'x') => ({ status, headers, body, label: 'GET /' });

  it('accepts a page and a non-page answer with every header', () => {
    expect(headerProblems(answer({ ...base, 'content-security-policy': page, 'content-type': 'text/html', 'cache-control': 'private, no-store' }), 'page')).toEqual([]);
    expect(headerProblems(answer({ ...base, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'content-type': 'application/json' }), 'other')).toEqual([]);
  });

  it.each([
    ['a missing CSP', { 'content-security-policy': undefined }, 'no Content-Security-Policy'],
    ['a missing nosniff', { 'x-content-type-options': undefined }, 'X-Content-Type-Options'],
    ['framing allowed', { 'x-frame-options': undefined }, 'X-Frame-Options'],
    ['a leaked rewrite', { 'x-middleware-rewrite': '/localhost/en/help' }, 'leaks x-middleware-rewrite'],
    ['a leaked internal path', { 'x-nextjs-rewritten-path': '/localhost/en/help' }, 'leaks x-nextjs-rewritten-path'],
    ['a page CSP without a nonce', { 'content-security-policy': "script-src 'self' 'unsafe-inline'" }, 'no nonce'],
    ['a publicly cached page', { 'cache-control': 'public, max-age=60' }, 'shared cache'],
  ])('finds %s', (_name, change, problem) => {
    const headers = Object.fromEntries(
      Object.entries({ ...base, 'content-security-policy': page, 'content-type': 'text/html', ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    expect(headerProblems(answer(headers), 'page').join('\n')).toContain(problem);
  });

  it('wants HSTS over HTTPS and no-store on a member answer', () => {
    const headers = { ...base, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'content-type': 'application/json' };
    expect(headerProblems(answer(headers), 'other', { https: true }).join('\n')).toContain('Strict-Transport-Security');
    expect(headerProblems(answer(headers), 'other', { member: true }).join('\n')).toContain('no-store');
    // The client router's own fetches carry the rendered route: accepted there only.
    expect(headerProblems(answer({ ...headers, 'x-nextjs-rewritten-path': '/localhost/en' }), 'other', { rsc: true })).toEqual([]);
  });
});
