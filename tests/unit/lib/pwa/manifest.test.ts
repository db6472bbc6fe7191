/** @jest-environment node */
import { MERCHANTS } from '@/sandbox/db/seed-data';
import { APP_BACKGROUND, brandInitials, buildWebManifest, shortName, themeColour } from '@/lib/pwa/manifest';
import { installMetadata } from '@/lib/pwa/metadata';

/** Each seeded merchant as the site sees it: brand, colours, default language first. */
const sites = MERCHANTS.map((m) => ({ code: m.code, brandName: m.brandName, colors: m.colors, defaultLanguage: m.languages[0]!, languages: m.languages }));

describe('the web app manifest', () => {
  it.each(sites)('is $code’s own: its name, colour and icons, opening on its home page', (site) => {
    const manifest = buildWebManifest(site, site.defaultLanguage, `${site.brandName}: on your home screen`);
    expect(manifest).toMatchObject({
      id: '/',
      name: site.brandName,
      short_name: shortName(site.brandName),
      description: `${site.brandName}: on your home screen`,
      lang: site.defaultLanguage,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: site.colors.primary,
      background_color: APP_BACKGROUND,
    });
    // Chromium installs with a 192 and a 512 px PNG; maskable ones keep the icon whole in Android's shapes.
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        expect(manifest.icons).toContainEqual({ src: `/app-icon/${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose });
      }
    }
    expect(manifest.icons).toHaveLength(4);
  });

  it('gives every merchant a different name and colour', () => {
    const manifests = sites.map((site) => buildWebManifest(site, site.defaultLanguage, ''));
    expect(new Set(manifests.map((m) => m.name)).size).toBe(sites.length);
    expect(new Set(manifests.map((m) => m.theme_color)).size).toBe(sites.length);
  });

  it('opens on the home page of its language, one app for every language', () => {
    const demo = sites.find((s) => s.code === 'demo')!;
    const vi = buildWebManifest(demo, 'vi', '');
    expect(vi.start_url).toBe('/vi');
    expect(vi.lang).toBe('vi');
    expect(vi.id).toBe('/');
    expect(vi.scope).toBe('/');
    const ar = buildWebManifest(demo, 'ar', '');
    expect(ar).toMatchObject({ start_url: '/ar', dir: 'rtl' });
    // Vietnamese is VN88's default: no prefix.
    const vn88 = sites.find((s) => s.code === 'vn88')!;
    expect(buildWebManifest(vn88, 'vi', '').start_url).toBe('/');
    expect(buildWebManifest(vn88, 'en', '').start_url).toBe('/en');
  });

  it('falls back to a neutral colour when the brand colour is not one', () => {
    expect(themeColour('#B91C1C')).toBe('#b91c1c');
    expect(themeColour('#abc')).toBe('#abc');
    for (const bad of ['red', '#12345', 'url(x)', '#b91c1c;}</style>', '', null, undefined]) expect(themeColour(bad)).toBe('#181c24');
    const manifest = buildWebManifest({ brandName: 'X', colors: { primary: 'javascript:alert(1)' }, defaultLanguage: 'en' }, 'en', '');
    expect(manifest.theme_color).toBe('#181c24');
  });

  it('shortens the name under the icon to 12 characters', () => {
    expect(shortName('VN88')).toBe('VN88');
    expect(shortName('Demo Casino')).toBe('Demo Casino');
    expect(shortName('Lucky Dragon Palace Casino')).toBe('Lucky');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
    expect([...shortName('Supercalifragilistic')]).toHaveLength(12);
  });

  it('draws the brand’s initials on the icon', () => {
    expect(brandInitials('Demo Casino')).toBe('DC');
    expect(brandInitials('VN88')).toBe('VN88');
    expect(brandInitials('PH Play')).toBe('PP');
    expect(brandInitials('casinoroyale')).toBe('CA');
    expect(brandInitials('  ')).toBe('');
  });

  it('is linked from every page in the page’s language, with Apple’s home-screen title', () => {
    const demo = { brandName: 'Demo Casino', defaultLanguage: 'en' };
    expect(installMetadata(demo, 'en')).toEqual({
      manifest: '/manifest.webmanifest',
      appleWebApp: { capable: true, title: 'Demo Casino', statusBarStyle: 'default' },
    });
    expect(installMetadata(demo, 'vi').manifest).toBe('/vi/manifest.webmanifest');
  });
});
