/** @jest-environment node */
import { offlinePageHtml } from '@/lib/pwa/offline-page';
import { decideGate } from '@/lib/tenant/gates';
import { canonicalRoute } from '@/lib/i18n/locale-path';

const texts = { title: "You're offline", text: 'Demo Casino cannot be reached.', retry: 'Try again' };

describe('the offline page', () => {
  it('is a whole page in the brand’s colours and the page’s language, with nothing to fetch or run', () => {
    const html = offlinePageHtml({ brandName: 'Demo Casino', colors: { primary: '#6d28d9', primaryText: '#ffffff', accent: '#f59e0b' }, lang: 'ar', texts });
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(html).toContain('<h1>You&#39;re offline</h1>');
    expect(html).toContain('<meta name="theme-color" content="#6d28d9">');
    expect(html).toContain('background:#6d28d9;color:#ffffff');
    expect(html).toContain('>DC</div>');
    // Try again reloads the address that failed.
    expect(html).toContain('<a href="">Try again</a>');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });

  it('gives its <style> the response’s nonce, and only a nonce that needs no escaping', () => {
    const page = (nonce?: string | null) =>
      offlinePageHtml({ brandName: 'Demo Casino', colors: { primary: '#6d28d9', primaryText: '#ffffff', accent: '#f59e0b' }, lang: 'en', texts, nonce });
    expect(page('FwrT8ozba83dCccezZ1+Vg==')).toContain('<style nonce="FwrT8ozba83dCccezZ1+Vg==">');
    expect(page('0123456789abcdef0123456789abcdef01234567')).toContain('<style nonce="0123456789abcdef0123456789abcdef01234567">');
    for (const nonce of [undefined, null, '', 'short', 'FwrT8ozba83dCcce"><script>alert(1)</script>']) {
      const html = page(nonce);
      expect(html).toContain('<style>\n');
      expect(html).not.toContain('<script');
    }
  });

  it('escapes what the platform names and drops colours that are not colours', () => {
    const html = offlinePageHtml({
      brandName: '<script>alert(1)</script> & "Co"',
      colors: { primary: '#000;}</style><script>alert(2)</script>', primaryText: 'expression(alert(3))', accent: '#fff' },
      lang: 'en"><script>',
      texts: { title: '<img src=x onerror=alert(4)>', text: 'a & b', retry: '"retry"' },
    });
    expect(html).not.toMatch(/<script|<img|onerror=alert\(4\)>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('expression(');
    expect(html).toContain('background:#181c24');
  });
});

describe('the app’s addresses', () => {
  const input = { search: '', languages: ['en', 'vi'], defaultLanguage: 'en', gate: 'open' as const, loginToHome: true, loggedIn: false };

  it('keeps the manifest, icons and offline page open on a login-to-home brand (browsers fetch them without a session)', () => {
    for (const pathname of ['/manifest.webmanifest', '/vi/manifest.webmanifest', '/app-icon/192.png', '/offline', '/vi/offline', '/download']) {
      expect({ pathname, decision: decideGate({ ...input, pathname }).kind }).toEqual({ pathname, decision: 'render' });
    }
    // The spec opens /download to visitors, not its other name /down (§2).
    for (const pathname of ['/down', '/hot', '/app-icon', '/offline/x', '/manifest.json', '/member/securityCenter']) {
      expect({ pathname, decision: decideGate({ ...input, pathname }).kind }).toEqual({ pathname, decision: 'redirect' });
    }
  });

  it('serves /down as a page of its own (the download page, behind the login where every page but /download is)', () => {
    expect(canonicalRoute('/down')).toBe('/down');
    expect(canonicalRoute('/down/')).toBe('/down');
    expect(decideGate({ ...input, loginToHome: false, pathname: '/vi/down' })).toMatchObject({ kind: 'render', locale: 'vi', route: '/down' });
  });
});
