/** @jest-environment node */
import { plainText, sanitizePlatformHtml } from '@/lib/security/sanitize';
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

describe('plain text of platform HTML (the help centre\'s search text)', () => {
  it('parts words at every tag, decodes entities and folds white space', () => {
    expect(plainText('<p><b>He</b>llo&nbsp;world</p>\n<p>Two &amp; three &lt;tag&gt; &quot;q&quot; &#39;s&#39;</p>')).toBe(
      'He llo world Two & three <tag> "q" \'s\'',
    );
    expect(plainText('<ul><li>One</li><li>Two</li></ul>a<br>b<br/>c')).toBe('One Two a b c');
    const sanitized = sanitizePlatformHtml('<h2>Title</h2>Body <a href="/x">link</a>.<img src="https://cdn.example/x.png" alt="pic">');
    expect(plainText(sanitized)).toBe('Title Body link .');
  });

  it('reads what a regular expression misread: entities decoded once, a bare < as text, comments and scripts dropped', () => {
    expect(plainText('a &amp;lt; b &amp;amp; Caf&eacute; &#8217;s &#x41;')).toBe('a &lt; b &amp; Café ’s A');
    expect(plainText('1 < 2 and 3 > 1')).toBe('1 < 2 and 3 > 1');
    expect(plainText('<!-- note > x -->after<script>alert(1)</script>')).toBe('after');
    expect(plainText('')).toBe('');
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
