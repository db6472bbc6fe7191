import { robotsTxt } from '@/lib/seo/robots';
import { sitemapRoutes, sitemapUrls, sitemapXml } from '@/lib/seo/sitemap';
import { routeExists } from '@/lib/site-routes';
import { isSeoFile } from '@/lib/seo/files';

import { siteLanguages } from '@/lib/i18n/site-languages';

/** A merchant's languages as the site reads the platform's list (the default first). */
function offering(codes: string[], loginToHome = false) {
  const { languages, defaultLanguage, choices } = siteLanguages(codes, codes[0]);
  return { languages, defaultLanguage, languageChoices: choices, loginToHome };
}

const DEMO = offering(['en', 'vi', 'ar']);
const VN88 = offering(['vi', 'en']);
const PH = offering(['en'], true);
const CATEGORIES = ['/elott', '/lottery', '/live', '/sports', '/rng', '/lottery'];

describe('sitemap routes', () => {
  it('lists home, the lobby, the game categories, help and registration, once each, and only built routes', () => {
    const routes = sitemapRoutes(DEMO, CATEGORIES);
    expect(routes.slice(0, 7)).toEqual(['/', '/games', '/elott', '/lottery', '/live', '/sports', '/rng']);
    expect(routes).toContain('/help');
    expect(routes).toContain('/register');
    expect(new Set(routes).size).toBe(routes.length);
    // Promotions and download appear once their pages are built (routeExists), not before.
    expect(routes.includes('/promotions')).toBe(routeExists('/promotions'));
    expect(routes.includes('/download')).toBe(routeExists('/download'));
    expect(sitemapRoutes(DEMO, ['/not-built-yet'])).not.toContain('/not-built-yet');
  });

  it('lists only what a visitor without a session may open on a login-to-home brand', () => {
    const routes = sitemapRoutes(PH, CATEGORIES);
    expect(routes).not.toContain('/');
    expect(routes).not.toContain('/rng');
    expect(routes).not.toContain('/games');
    expect(routes).not.toContain('/help');
    expect(routes).toContain('/helpmc');
    expect(routes).toContain('/register');
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(sitemapUrls('https://vn.example', VN88, ['/', '/rng']));
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML in the sitemap namespace', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('has one <url> per page and language, each with every hreflang alternate and x-default', () => {
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual(['https://vn.example/', 'https://vn.example/en', 'https://vn.example/rng', 'https://vn.example/en/rng']);
    const first = doc.getElementsByTagName('url')[1]!;
    const links = [...first.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(links).toEqual([
      ['vi', 'https://vn.example/'],
      ['en', 'https://vn.example/en'],
      ['x-default', 'https://vn.example/'],
    ]);
  });

  it('lists a language shown in another’s catalog only under that one (no page for it, no hreflang of its own)', () => {
    // Swahili and "xx" have no catalog: their pages are the Vietnamese ones, asking the platform in their own code.
    const wider = sitemapXml(sitemapUrls('https://w.example', offering(['vi', 'sw', 'xx', 'en']), ['/']));
    const page = new DOMParser().parseFromString(wider, 'application/xml');
    expect([...page.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual(['https://w.example/', 'https://w.example/en']);
    const hreflangs = [...page.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => l.getAttribute('hreflang'));
    expect(new Set(hreflangs)).toEqual(new Set(['vi', 'en', 'x-default']));
  });

  it('escapes what it writes', () => {
    const odd = sitemapXml([{ loc: 'https://x.example/?a=1&b=<2>', alternates: { en: 'https://x.example/"q"' } }]);
    expect(odd).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(odd).toContain('href="https://x.example/&quot;q&quot;"');
  });
});

describe('robots.txt', () => {
  const txt = robotsTxt('https://demo.example', DEMO);
  const lines = txt.split('\n');

  it('lets crawlers in, keeps them out of the centres, game frames, personal lists and API in every language', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/member', '/agent', '/game', '/seamless', '/favorite', '/vi/member', '/ar/agent', '/vi/game']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /en/member');
    expect(lines).not.toContain('Disallow: /');
  });

  it('points at the host’s own sitemap, and every line is a directive robots parsers know', () => {
    expect(lines).toContain('Sitemap: https://demo.example/sitemap.xml');
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });
});

describe('crawler files', () => {
  it('are robots.txt, sitemap.xml and the share image, at the root only', () => {
    expect(['/robots.txt', '/sitemap.xml', '/og-image.png'].every(isSeoFile)).toBe(true);
    expect(isSeoFile('/vi/sitemap.xml')).toBe(false);
    expect(isSeoFile('/robots.txt/x')).toBe(false);
  });
});
