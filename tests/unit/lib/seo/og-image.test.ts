/**
 * @jest-environment node
 */
import { ogImageUrl, signOgTitle, verifyOgTitle } from '@/lib/seo/og-image';
import { fontsFor, parseUnicodeRanges } from '@/lib/seo/og-fonts';
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

describe('fonts for the share image (no network)', () => {
  it('reads Unicode ranges', () => {
    expect(parseUnicodeRanges('U+0000-00FF,U+0131, U+1F1E6-1F1FF,junk')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e6, 0x1f1ff],
    ]);
  });

  it('loads the installed subsets a text needs: Latin with Vietnamese, Thai, Chinese, Korean', () => {
    const { fonts, texts } = fontsFor(['Chào mừng', 'ยินดีต้อนรับ', '优惠活动', '프로모션'], 'en');
    expect(texts).toEqual(['Chào mừng', 'ยินดีต้อนรับ', '优惠活动', '프로모션']);
    const names = fonts.map((f) => f.name);
    expect(names).toContain('noto-sans-latin');
    expect(names).toContain('noto-sans-vietnamese');
    expect(names).toContain('noto-sans-thai-thai');
    expect(names.some((n) => n.startsWith('noto-sans-sc-'))).toBe(true);
    expect(names.some((n) => n.startsWith('noto-sans-kr-'))).toBe(true);
    expect(fonts.every((f) => f.data.length > 1000 && f.weight === 700)).toBe(true);
  });

  it('leaves out what it cannot draw (emoji, Arabic), rather than fetch a font for it', () => {
    const { texts } = fontsFor(['Lucky 🍀 Star', 'مرحبا Demo'], 'ar');
    expect(texts).toEqual(['Lucky Star', 'Demo']);
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
