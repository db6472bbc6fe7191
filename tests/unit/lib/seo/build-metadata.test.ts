import { applyTitleTemplate, buildPageMetadata, type PageSeoInput } from '@/lib/seo/build-metadata';
import { canonicalLanguage, languageAlternates, openGraphLocale, originOf, pageUrl } from '@/lib/seo/urls';
import { siteLanguages } from '@/lib/i18n/site-languages';

/** A merchant's languages as the site reads the platform's list (the default first). */
function offering(codes: string[]) {
  const { languages, defaultLanguage, choices } = siteLanguages(codes, codes[0]);
  return { languages, defaultLanguage, languageChoices: choices };
}

const DEMO = { brandName: 'Demo Casino', ...offering(['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar']) };
const VN88 = { brandName: 'VN88', ...offering(['vi', 'en']) };
/** Swahili and a code nobody writes have no catalog: their pages are shown in the default, Vietnamese. */
const WIDER = { brandName: 'Wider', ...offering(['vi', 'sw', 'xx', 'en']) };

function input(overrides: Partial<PageSeoInput> = {}): PageSeoInput {
  return {
    site: VN88,
    locale: 'en',
    shownIn: 'en',
    origin: 'https://vn.example',
    path: '/promotions',
    title: 'Promotions | VN88',
    description: 'Bonuses and rebates.',
    imageUrl: 'https://vn.example/og-image.png?l=en&t=Promotions&s=abc',
    imageAlt: 'Promotions',
    index: true,
    ...overrides,
  };
}

describe('originOf', () => {
  // The server in front hands on one scheme (server/visitor.ts; tests/unit/server/visitor.test.ts reads the proxies' lists).
  const request = (host: string | null, scheme?: string) => new Headers({ ...(host !== null ? { host } : {}), ...(scheme ? { 'x-forwarded-proto': scheme } : {}) });

  it('is the Host header as sent, with the scheme the server in front decided', () => {
    expect(originOf(request('vn.localhost:3740'))).toBe('http://vn.localhost:3740');
    expect(originOf(request('VN88.Example', 'https'))).toBe('https://vn88.example');
    expect(originOf(request('vn88.example', 'ftp'))).toBe('http://vn88.example');
    expect(originOf(request('[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it('is null for a Host that is not a host name', () => {
    for (const bad of [null, '', 'a b', 'evil.com/path', 'x"><script>', 'host:port']) expect(originOf(request(bad))).toBeNull();
  });
});

describe('page URLs per language', () => {
  it('leaves the default language unprefixed and prefixes the others', () => {
    expect(pageUrl('https://vn.example', '/', 'vi', VN88)).toBe('https://vn.example/');
    expect(pageUrl('https://vn.example', '/', 'en', VN88)).toBe('https://vn.example/en');
    expect(pageUrl('https://vn.example', '/rng', 'en', VN88)).toBe('https://vn.example/en/rng');
    expect(pageUrl('https://vn.example', '/promoDetail', 'vi', VN88, '?id=3')).toBe('https://vn.example/promoDetail?id=3');
    expect(pageUrl('https://vn.example', '/promoDetail', 'vi', VN88, 'id=3')).toBe('https://vn.example/promoDetail?id=3');
  });

  it('names every language the merchant offers, and x-default as the default language', () => {
    const alternates = languageAlternates('http://localhost:3000', '/help', DEMO);
    expect(Object.keys(alternates)).toEqual([...DEMO.languages, 'x-default']);
    expect(alternates.en).toBe('http://localhost:3000/help');
    expect(alternates.ar).toBe('http://localhost:3000/ar/help');
    expect(alternates['x-default']).toBe('http://localhost:3000/help');
  });

  it('names each catalog shown once, by its tag: a language shown in another catalog is not listed as its own', () => {
    const alternates = languageAlternates('https://w.example', '/help', WIDER);
    expect(alternates).toEqual({ vi: 'https://w.example/help', en: 'https://w.example/en/help', 'x-default': 'https://w.example/help' });
    // Its pages name the address of the language they are written in as canonical.
    expect(canonicalLanguage(WIDER, 'sw', 'vi')).toBe('vi');
    expect(canonicalLanguage(WIDER, 'xx', 'vi')).toBe('vi');
    expect(canonicalLanguage(WIDER, 'en', 'en')).toBe('en');
  });

  it('writes Open Graph locales of tags with a region as language_TERRITORY', () => {
    expect(openGraphLocale('vi')).toBe('vi_VN');
    expect(openGraphLocale('zh-TW')).toBe('zh_TW');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
  });
});

describe('buildPageMetadata', () => {
  it('gives the title, description and canonical URL of the page in its language; its alternates are the page’s own', () => {
    const m = buildPageMetadata(input());
    expect(m.title).toEqual({ absolute: 'Promotions | VN88' });
    expect(m.description).toBe('Bonuses and rebates.');
    expect(m.robots).toEqual({ index: true, follow: true });
    // Not in Next's metadata, whose links come again in the flight data (components/seo/page-alternates.tsx).
    expect(m.alternates).toEqual({ canonical: 'https://vn.example/en/promotions' });
  });

  it('gives Open Graph and Twitter cards with the share image', () => {
    const m = buildPageMetadata(input({ locale: 'vi', shownIn: 'vi', title: 'Khuyến mãi | VN88', imageAlt: 'Khuyến mãi' }));
    expect(m.openGraph).toMatchObject({
      type: 'website',
      siteName: 'VN88',
      title: 'Khuyến mãi | VN88',
      url: 'https://vn.example/promotions',
      locale: 'vi_VN',
      images: [{ url: 'https://vn.example/og-image.png?l=en&t=Promotions&s=abc', width: 1200, height: 630, alt: 'Khuyến mãi' }],
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: 'Khuyến mãi | VN88', images: [{ alt: 'Khuyến mãi' }] });
  });

  it('keeps a query that is part of the page in the canonical URL and its alternates', () => {
    const m = buildPageMetadata(input({ path: '/promoDetail', query: '?id=12' }));
    expect(m.alternates?.canonical).toBe('https://vn.example/en/promoDetail?id=12');
    expect(languageAlternates('https://vn.example', '/promoDetail', input().site, '?id=12').vi).toBe('https://vn.example/promoDetail?id=12');
  });

  it('gives a page shown in another language’s catalog that language’s address as canonical, and its locale', () => {
    const m = buildPageMetadata(input({ site: WIDER, locale: 'sw', shownIn: 'vi', path: '/promotions' }));
    expect(m.alternates?.canonical).toBe('https://vn.example/promotions');
    expect(Object.keys(languageAlternates('https://vn.example', '/promotions', WIDER))).toEqual(['vi', 'en', 'x-default']);
    expect(m.openGraph).toMatchObject({ locale: 'vi_VN', url: 'https://vn.example/promotions' });
  });

  it('says noindex, and names no URL, for a page search engines must not list', () => {
    const m = buildPageMetadata(input({ index: false }));
    expect(m.robots).toEqual({ index: false, follow: false });
    expect(m.alternates).toBeUndefined();
    expect(m.openGraph).toBeUndefined();
  });

  it('applies the brand template to a page title', () => {
    expect(applyTitleTemplate('%s | VN88', 'Help centre')).toBe('Help centre | VN88');
    expect(applyTitleTemplate('VN88', 'Help centre')).toBe('Help centre | VN88');
  });
});
