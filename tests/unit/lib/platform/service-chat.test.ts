/** @jest-environment node */
import { encryptServiceChatPath } from '../../../../sandbox/lib/service-chat';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { ServiceChatPathType, type ServiceChatDto } from '@site/platform-contract';
import { decryptServiceChatPath, serviceChatUrl, ServiceChatUrlError, validChatUrl } from '@/lib/platform/service-chat';
import { reshapeDomainRoutes, requestEndpoint, routeOrigin } from '@/lib/platform/service';

/**
 * The site's side of the service chat (spec §6): the type-3 path made by the sandbox decrypts to the room's address on
 * the site's server, only for its own merchant, only unaltered, and only an http(s) address is ever handed on. Also the
 * domain routes' shapes and origins, and the CSP's connect-src they go into.
 */
const ROOM = 'https://chat.example.com/demo/vip?ticket=0123456789abcdef0123456789abcdef';
const answer = (...pathList: { type: number; path: string }[]): ServiceChatDto => ({ version: { pathList } });

function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceChatUrlError) return error.reason;
    throw error;
  }
  return 'none';
}

describe('service chat path', () => {
  it('decrypts what the sandbox encrypts, in a round trip, for the same merchant', () => {
    for (const url of [ROOM, 'http://127.0.0.1:4000/chat?room=1', `https://chat.example.com/${'a'.repeat(1900)}`, 'https://例え.jp/チャット']) {
      expect(decryptServiceChatPath(encryptServiceChatPath(url, 'demo'), 'demo')).toBe(url);
    }
  });

  it('fails on another merchant, an altered path, another key, or what is no path at all', () => {
    const path = encryptServiceChatPath(ROOM, 'demo');
    expect(reason(() => decryptServiceChatPath(path, 'vn88'))).toBe('undecryptable');
    const flip = (i: number) => `${path.slice(0, i)}${path[i] === 'A' ? 'B' : 'A'}${path.slice(i + 1)}`;
    // A character of the IV, of the ciphertext, of the tag, of the key.
    for (const i of [2, 30, path.length - 12, path.length - 3]) expect(reason(() => decryptServiceChatPath(flip(i), 'demo'))).toBe('undecryptable');
    for (const junk of ['', 'short', 'AAAAAAAA', `${path.slice(0, -8)}abc!defg`, `${path.slice(0, -8)}=${path.slice(-8)}`, `<script>${path}`, 'x'.repeat(20_000)]) {
      expect(reason(() => decryptServiceChatPath(junk, 'demo'))).toBe('undecryptable');
    }
  });

  it('hands on only http(s) addresses: no scripts, data, credentials, spaces or control characters', () => {
    expect(validChatUrl(ROOM)).toBe(ROOM);
    expect(validChatUrl('http://chat.example.com/x')).toBe('http://chat.example.com/x');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://chat.example.com/',
      '//chat.example.com/x',
      '/member/securityCenter',
      'https://user:pass@chat.example.com/',
      ' https://chat.example.com/',
      'https://chat.example.com/\nSet-Cookie:x',
      'https://chat.example.com/a b',
      `https://chat.example.com/${'a'.repeat(2100)}`,
      '',
    ]) {
      expect([bad, validChatUrl(bad)]).toEqual([bad, null]);
    }
  });

  it('reads the type-3 entry of the answer, and refuses a decrypted address that is not http(s)', () => {
    const live = { type: ServiceChatPathType.WEB, path: 'https://chat.example.com/demo/livechat' };
    expect(serviceChatUrl(answer(live, { type: 3, path: encryptServiceChatPath(ROOM, 'demo') }), 'demo')).toBe(ROOM);
    // The plain type-1 entry is never what a VIP member is sent to, even alone.
    expect(reason(() => serviceChatUrl(answer(live), 'demo'))).toBe('missing');
    expect(reason(() => serviceChatUrl({} as ServiceChatDto, 'demo'))).toBe('missing');
    expect(reason(() => serviceChatUrl(answer({ type: 3, path: encryptServiceChatPath('javascript:alert(document.cookie)', 'demo') }), 'demo'))).toBe('invalid_url');
    expect(reason(() => serviceChatUrl(answer({ type: 3, path: encryptServiceChatPath('data:text/html,hi', 'demo') }), 'demo'))).toBe('invalid_url');
    expect(reason(() => serviceChatUrl(answer({ type: 3, path: 'not encrypted at all' }), 'demo'))).toBe('undecryptable');
  });
});

describe('domain routes', () => {
  it('keeps valid host names only, lower case, each once', () => {
    expect(
      reshapeDomainRoutes({
        list: [
          { domain: 'LocalHost' },
          { domain: '127.0.0.1' },
          { domain: 'localhost' },
          { domain: 'evil.example/path' },
          { domain: "x' ; script-src *" },
          { domain: '*.example.com' },
          { domain: 'https://other.example' },
          { domain: '' },
          { domain: 42 as unknown as string },
          { domain: 'a-b.example.co' },
        ],
      }),
    ).toEqual(['localhost', '127.0.0.1', 'a-b.example.co']);
    expect(reshapeDomainRoutes({} as never)).toEqual([]);
  });

  it('reaches each route on the scheme and port of the request', () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(requestEndpoint(headers({ host: 'localhost:3750' }))).toEqual({ scheme: 'http', port: '3750' });
    // The server in front hands on one scheme (server/visitor.ts reads the proxies' lists: tests/unit/server/visitor.test.ts).
    expect(requestEndpoint(headers({ host: 'vn.localhost', 'x-forwarded-proto': 'https' }))).toEqual({ scheme: 'https', port: '' });
    expect(requestEndpoint(headers({ host: 'a.example', 'x-forwarded-proto': 'gopher' }))).toEqual({ scheme: 'http', port: '' });
    expect(routeOrigin('127.0.0.1', { scheme: 'http', port: '3750' })).toBe('http://127.0.0.1:3750');
    expect(routeOrigin('www.brand.example', { scheme: 'https', port: '443' })).toBe('https://www.brand.example');
    expect(routeOrigin('www.brand.example', { scheme: 'http', port: '' })).toBe('http://www.brand.example');
  });

  it("puts the routes' origins in connect-src and nowhere else", () => {
    const csp = contentSecurityPolicy('n0nce', { connectOrigins: ['http://localhost:3750', 'http://127.0.0.1:3750'] });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self' http://localhost:3750 http://127.0.0.1:3750");
    expect(directive('img-src')).not.toContain('127.0.0.1');
    expect(directive('script-src')).not.toContain('127.0.0.1');
    expect(contentSecurityPolicy('n', {})).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('n', { dev: true })).toContain("connect-src 'self' ws:;");
  });
});
