/** @jest-environment node */
import { sanitizePlatformHtml } from '@/lib/security/sanitize';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';

describe('platform HTML', () => {
  it('removes scripts, event handlers and dangerous links, keeps formatting', () => {
    const html = sanitizePlatformHtml(
      '<p><b>Hi</b> <script>alert(1)</script><img src="https://cdn.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com">ok</a><a href="/promotions">in</a></p>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<b>Hi</b>');
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('<a href="/promotions">in</a>');
  });

  it('handles empty input', () => {
    expect(sanitizePlatformHtml(null)).toBe('');
  });
});

describe('content security policy', () => {
  it('allows scripts only with the nonce and images from the merchant CDN', () => {
    const nonce = createNonce();
    const csp = contentSecurityPolicy(nonce, { imageOrigins: ['http://localhost:4000'] });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:4000");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(createNonce()).not.toBe(nonce);
  });
});
