import { analyticsTagId, consentChoice, gtagScriptUrl } from '@/lib/seo/analytics';
import { contentSecurityPolicy } from '@/lib/security/csp';

describe('the analytics tag', () => {
  it('is used only when the merchant’s id is a Google tag id', () => {
    expect(analyticsTagId('G-PHPLAY2026')).toBe('G-PHPLAY2026');
    for (const bad of [null, undefined, '', 'UA-1', 'G-', "G-1'><script>", 'g-abcd1234', 'G-ABCD/../x']) expect(analyticsTagId(bad)).toBeNull();
    expect(gtagScriptUrl('G-ABCD1234')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABCD1234');
  });

  it('reads the stored consent choice', () => {
    expect(consentChoice('granted')).toBe('granted');
    expect(consentChoice('denied')).toBe('denied');
    expect(consentChoice('yes')).toBeNull();
    expect(consentChoice(undefined)).toBeNull();
  });
});

describe('the page CSP and analytics', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('names Google’s hosts only for a merchant with a tag', () => {
    const without = contentSecurityPolicy('n0nce');
    expect(without).not.toMatch(/google/);
    const withTag = contentSecurityPolicy('n0nce', { analytics: true });
    expect(directive(withTag, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(withTag, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(withTag, 'img-src')).toContain('https://*.google-analytics.com');
    // Still nonce-only for inline scripts: no 'unsafe-inline', and strict-dynamic kept.
    expect(directive(withTag, 'script-src')).toMatch(/^script-src 'self' 'nonce-n0nce' 'strict-dynamic'/);
    expect(withTag).not.toContain("'unsafe-inline' 'nonce");
  });
});
