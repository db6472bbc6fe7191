/**
 * @jest-environment node
 */
import { ogImageUrl, signOgTitle, verifyOgTitle } from '@/lib/seo/og-image';
import { darken, safeColor } from '@/lib/seo/colors';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('the share image URL', () => {
  it('carries the title with a signature over host, language and title', async () => {
    const url = new URL(await ogImageUrl('https://vn.example', SECRET, 'vn.example', 'vi', 'Khuyến mãi'));
    expect(url.origin + url.pathname).toBe('https://vn.example/og-image.png');
    expect(url.searchParams.get('l')).toBe('vi');
    expect(url.searchParams.get('t')).toBe('Khuyến mãi');
    const signature = url.searchParams.get('s')!;
    expect(await verifyOgTitle(SECRET, 'vn.example', 'vi', 'Khuyến mãi', signature)).toBe(true);
  });

  it('refuses a title, host, language, secret or signature it was not signed for', async () => {
    const signature = await signOgTitle(SECRET, 'vn.example', 'vi', 'Promotions');
    expect(await verifyOgTitle(SECRET, 'vn.example', 'vi', 'Free money here', signature)).toBe(false);
    expect(await verifyOgTitle(SECRET, 'localhost', 'vi', 'Promotions', signature)).toBe(false);
    expect(await verifyOgTitle(SECRET, 'vn.example', 'en', 'Promotions', signature)).toBe(false);
    expect(await verifyOgTitle(`${SECRET}x`, 'vn.example', 'vi', 'Promotions', signature)).toBe(false);
    expect(await verifyOgTitle(SECRET, 'vn.example', 'vi', 'Promotions', '')).toBe(false);
    expect(await verifyOgTitle(SECRET, 'vn.example', 'vi', 'Promotions', `${signature.slice(0, -1)}A`)).toBe(signature.endsWith('A'));
  });
});

describe('brand colours for drawing', () => {
  it('accepts #rgb and #rrggbb only, and darkens', () => {
    expect(safeColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(safeColor('#6d28d9', '#000000')).toBe('#6d28d9');
    expect(safeColor('red', '#111111')).toBe('#111111');
    expect(safeColor('#12345g', '#111111')).toBe('#111111');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('#6d28d9', 0)).toBe('#6d28d9');
  });
});
