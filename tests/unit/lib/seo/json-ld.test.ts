import { searchCatalogue, serializeJsonLd, siteJsonLd } from '@/lib/seo/json-ld';

const SITE = {
  brandName: 'VN88',
  logoUrl: 'https://cdn.example/logos/vn88.svg',
  languages: ['vi', 'en'],
  defaultLanguage: 'vi',
  languageChoices: { vi: 'vi', en: 'en' },
  socials: [{ url: 'https://t.me/vn88' }],
};

describe('site JSON-LD', () => {
  it('points the SearchAction at the slots catalogue’s name search, else at another catalogue that searches', () => {
    expect(searchCatalogue([{ category: 'LIVE' }, { category: 'RNG' }])).toBe('/rng');
    expect(searchCatalogue([{ category: 'SPORTS' }, { category: 'LIVE' }])).toBe('/live');
    // Sports and e-sports pages are lobbies, without a search box.
    expect(searchCatalogue([{ category: 'SPORTS' }, { category: 'ESPORTS' }])).toBeNull();
  });

  it('describes the Organization and the WebSite with its search, in the page language', () => {
    const data = siteJsonLd({ site: SITE, origin: 'https://vn.example', locale: 'en', searchPath: '/rng' }) as {
      '@context': string;
      '@graph': Record<string, unknown>[];
    };
    expect(data['@context']).toBe('https://schema.org');
    const [org, site] = data['@graph'];
    expect(org).toMatchObject({ '@type': 'Organization', name: 'VN88', url: 'https://vn.example/', logo: SITE.logoUrl, sameAs: ['https://t.me/vn88'] });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'VN88',
      url: 'https://vn.example/en',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://vn.example/en/rng?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names the language the text is in for a page in a language without a catalog of its own', () => {
    const data = siteJsonLd({ site: SITE, origin: 'https://vn.example', locale: 'sw', shownIn: 'vi', searchPath: null }) as { '@graph': Record<string, unknown>[] };
    expect(data['@graph'][1]).toMatchObject({ url: 'https://vn.example/sw', inLanguage: 'vi' });
  });

  it('has no SearchAction without a catalogue that searches', () => {
    const data = siteJsonLd({ site: { ...SITE, socials: [] }, origin: 'https://vn.example', locale: 'vi', searchPath: null }) as { '@graph': Record<string, unknown>[] };
    expect(data['@graph'][1]).not.toHaveProperty('potentialAction');
    expect(data['@graph'][0]).not.toHaveProperty('sameAs');
  });

  it('serializes so that no text can close the script element, and parses back to the same data', () => {
    const data = { name: 'Brand</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
