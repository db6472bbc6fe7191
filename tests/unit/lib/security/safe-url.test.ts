/** @jest-environment node */
import { safeExternalUrl, safeLink, safeReturnPath, safeSitePath } from '@/lib/security/safe-url';

describe('link and redirect validation', () => {
  it('accepts site paths', () => {
    expect(safeSitePath('/promotions?id=3#x')).toBe('/promotions?id=3#x');
    expect(safeLink('/promotions')).toEqual({ href: '/promotions', external: false });
  });

  it.each([
    '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'data:text/html,x', ' javascript:alert(1)', '/\t/evil.com', 'evil.com', '',
    // Dot segments that resolve to a protocol-relative URL.
    '/..//evil.com', '/../\\evil.com', '/%2e%2e//evil.com', '/.%2E//evil.com', '/login/..//evil.com', '/a/b/../..//evil.com', '/./..//evil.com',
  ])(
    'refuses %p as a site path',
    (value) => {
      expect(safeSitePath(value)).toBeNull();
    },
  );

  it('accepts http(s) URLs only', () => {
    expect(safeExternalUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('https://user:pw@example.com')).toBeNull();
    expect(safeLink('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLink('https://example.com')).toEqual({ href: 'https://example.com/', external: true });
  });
});

describe('return paths after signing in', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/rng?vendor=PG')).toBe('/rng?vendor=PG');
    expect(safeReturnPath('/vi/promotions')).toBe('/vi/promotions');
  });

  it.each(['//evil.com/x', 'https://evil.com', '/..//evil.com', '/%2e%2e//evil.com/x', '/login', '/login?next=/x', '/vi/login', '/LOGIN#a', '', null, undefined])(
    'refuses %p (off the site, or back to a login page)',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});
