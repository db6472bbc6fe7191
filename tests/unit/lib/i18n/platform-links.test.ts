/** @jest-environment node */
import { localizeSiteLinks } from '@/lib/i18n/platform-links';

const en = { locale: 'en', defaultLanguage: 'en', helpPath: '/help' };

describe('links in platform HTML', () => {
  it('keep the page language', () => {
    expect(localizeSiteLinks('<a href="/promotions?id=2">x</a>', { ...en, locale: 'vi' })).toBe('<a href="/vi/promotions?id=2">x</a>');
    expect(localizeSiteLinks('<a href="/">x</a>', { ...en, locale: 'vi' })).toBe('<a href="/vi">x</a>');
    expect(localizeSiteLinks('<a href="/promotions">x</a>', en)).toBe('<a href="/promotions">x</a>');
  });

  it('reach the help centre the visitor may open', () => {
    expect(localizeSiteLinks('<a href="/help#privacy">p</a>', { ...en, helpPath: '/helpmc' })).toBe('<a href="/helpmc#privacy">p</a>');
    expect(localizeSiteLinks('<a href="/help">h</a>', { ...en, locale: 'vi', helpPath: '/help' })).toBe('<a href="/vi/help">h</a>');
  });

  it('leave other links alone', () => {
    const html = '<a href="https://example.com/help" rel="noopener">e</a><a href="mailto:a@b.co">m</a><img src="/cdn/x.svg">';
    expect(localizeSiteLinks(html, { ...en, locale: 'vi' })).toBe(html);
    expect(localizeSiteLinks('<a href="//evil.example/help">x</a>', { ...en, locale: 'vi' })).toBe('<a href="//evil.example/help">x</a>');
  });
});
