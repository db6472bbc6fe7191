/** @jest-environment node */
import { BODY_CEILING_BYTES, bodyRefusal } from '@/server/body-limits';
import { proxyTrust, visitorOf } from '@/server/visitor';
import { MAX_BODY_BYTES } from '@/lib/api/json-body';
import { UPLOAD_MAX_BYTES } from '@site/platform-contract/wallet';

/**
 * Who the visitor is (server/visitor.ts): what the server in front hands on as X-Forwarded-For and X-Forwarded-Proto.
 * A probe of the running site found the first X-Forwarded-For entry believed: behind a proxy that appends, a visitor
 * who sends "198.51.100.7, 203.0.113.5" chose their own country and dodged the login limiter by changing it each time.
 */
type Trust = ReturnType<typeof proxyTrust>;
const visitor = (trust: Trust, socket: string, forwardedFor?: string, forwardedProto?: string) =>
  visitorOf(
    {
      socket: { remoteAddress: socket },
      headers: { ...(forwardedFor !== undefined ? { 'x-forwarded-for': forwardedFor } : {}), ...(forwardedProto !== undefined ? { 'x-forwarded-proto': forwardedProto } : {}) },
    },
    trust,
  );

describe('the visitor behind the proxies TRUST_PROXY names', () => {
  it('without TRUST_PROXY is the socket, whatever the client sends', () => {
    for (const setting of [undefined, '', '0']) {
      expect(visitor(proxyTrust(setting), '::ffff:192.0.2.10', '203.0.113.5', 'https')).toEqual({ ip: '192.0.2.10', scheme: 'http' });
    }
  });

  it('behind one proxy that appends is its right-most entry: what the client wrote to the left is never read', () => {
    const one = proxyTrust('1');
    expect(visitor(one, '10.0.0.2', '203.0.113.5')).toEqual({ ip: '203.0.113.5', scheme: 'http' });
    expect(visitor(one, '10.0.0.2', '198.51.100.7, 203.0.113.5')?.ip).toBe('203.0.113.5');
    expect(visitor(one, '10.0.0.2', 'not an address, 203.0.113.5')?.ip).toBe('203.0.113.5');
    // No header: the proxy is the visitor (a health check from it).
    expect(visitor(one, '10.0.0.2')?.ip).toBe('10.0.0.2');
  });

  it('behind n proxies is the n-th from the right', () => {
    const two = proxyTrust('2');
    expect(visitor(two, '10.0.0.3', '198.51.100.7, 203.0.113.5, 10.0.0.2')?.ip).toBe('203.0.113.5');
    expect(visitor(two, '10.0.0.3', '203.0.113.5')?.ip).toBe('203.0.113.5');
  });

  it('behind listed proxies is the right-most address that is not one of them', () => {
    const listed = proxyTrust('10.0.0.0/8, loopback');
    expect(visitor(listed, '127.0.0.1', '198.51.100.7, 203.0.113.5, 10.1.2.3')?.ip).toBe('203.0.113.5');
    // A request straight from an address that is not a proxy: its own address, its header unread.
    expect(visitor(listed, '192.0.2.44', '203.0.113.5', 'https')).toEqual({ ip: '192.0.2.44', scheme: 'http' });
    expect(() => proxyTrust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });

  it('refuses an address from our proxies that is no address, and reads one written with its port', () => {
    const one = proxyTrust('1');
    for (const garbage of ['203.0.113.5, nonsense', '203.0.113.5, 300.1.1.1', '<script>', '203.0.113.5, 2001:db8::zz']) {
      expect(visitor(one, '10.0.0.2', garbage)).toBeNull();
    }
    expect(visitor(one, '10.0.0.2', '203.0.113.5:51234')?.ip).toBe('203.0.113.5');
    expect(visitor(one, '10.0.0.2', '[2001:db8::7]:443')?.ip).toBe('2001:db8::7');
    expect(visitor(one, '10.0.0.2', '2001:DB8::7')?.ip).toBe('2001:DB8::7');
  });

  it('takes the scheme from the outermost trusted proxy, in any case', () => {
    const one = proxyTrust('1');
    const two = proxyTrust('2');
    expect(visitor(one, '10.0.0.2', '203.0.113.5', 'https')?.scheme).toBe('https');
    expect(visitor(one, '10.0.0.2', '203.0.113.5', 'HTTPS')?.scheme).toBe('https');
    // Behind one proxy "https, http" is http: the left entry was the client's.
    expect(visitor(one, '10.0.0.2', '203.0.113.5', 'https, http')?.scheme).toBe('http');
    expect(visitor(two, '10.0.0.3', '203.0.113.5, 10.0.0.2', 'https, http')?.scheme).toBe('https');
    expect(visitor(one, '10.0.0.2', '203.0.113.5', 'ftp')?.scheme).toBe('http');
    // A proxy that says the scheme and no address (its own health check, or a test playing the proxy).
    expect(visitor(one, '10.0.0.2', undefined, 'https')).toEqual({ ip: '10.0.0.2', scheme: 'https' });
    // Listed proxies: the scheme only from a socket that is one of them.
    const listed = proxyTrust('10.0.0.0/8');
    expect(visitor(listed, '10.1.1.1', '203.0.113.5', 'https')?.scheme).toBe('https');
    expect(visitor(listed, '192.0.2.44', undefined, 'https')?.scheme).toBe('http');
  });
});

describe('bodies refused by their headers', () => {
  it('gives a page no body, chunked or not', () => {
    expect(bodyRefusal('/', {})).toBe(false);
    expect(bodyRefusal('/', { 'content-length': '0' })).toBe(false);
    expect(bodyRefusal('/login', { 'content-length': '1' })).toBe(true);
    expect(bodyRefusal('/promotions', { 'transfer-encoding': 'chunked' })).toBe(true);
  });

  it('lets an API body through up to the ceiling (each route bounds its own), and refuses more at once', () => {
    expect(bodyRefusal('/api/session/login', { 'content-length': '500' })).toBe(false);
    expect(bodyRefusal('/api/session/login', { 'transfer-encoding': 'chunked' })).toBe(false);
    expect(bodyRefusal('/api/uploads', { 'content-length': String(BODY_CEILING_BYTES) })).toBe(false);
    expect(bodyRefusal('/api/uploads', { 'content-length': String(100 * 1024 * 1024) })).toBe(true);
  });

  it('has a ceiling above the limit of every route', () => {
    expect(BODY_CEILING_BYTES).toBeGreaterThan(MAX_BODY_BYTES);
    // An upload: the image and its multipart framing (app/api/uploads/route.ts).
    expect(BODY_CEILING_BYTES).toBeGreaterThan(UPLOAD_MAX_BYTES + 64 * 1024);
  });
});
