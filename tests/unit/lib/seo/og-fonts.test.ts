/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Font } from 'fonteditor-core';
import { textDirection } from '@/lib/i18n/locales';
import { fontsFor, parseUnicodeRanges, showsTitle } from '@/lib/seo/og-fonts';
import manifest from '@/assets/og-fonts/fonts.json';
import texts from '@/lib/seo/og-texts.json';

const ROOT = process.cwd();
const FONT_DIR = path.join(ROOT, 'assets', 'og-fonts');
const REGENERATE = 'run node scripts/subset-share-fonts.mjs';

/** The code points a font file maps to a glyph, read from the file itself. */
function fontCodePoints(file: string): number[] {
  const font = Font.create(readFileSync(file), { type: 'woff', inflate: (data) => Array.from(inflateSync(Buffer.from(data))) });
  const cmap = font.get().cmap;
  return Object.keys(cmap)
    .map(Number)
    .filter((code) => (cmap[code] ?? 0) > 0)
    .sort((a, b) => a - b);
}

function catalog(locale: string): Record<string, unknown> {
  const dir = path.join(ROOT, 'messages', locale);
  return Object.assign({}, ...readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>));
}

function messagesAt(node: unknown, parts: string[]): string[] {
  if (parts.length === 0) return typeof node === 'string' ? [node] : [];
  if (node === null || typeof node !== 'object') return [];
  const [head, ...rest] = parts;
  const record = node as Record<string, unknown>;
  return (head === '*' ? Object.values(record) : [record[head!]]).flatMap((child) => messagesAt(child, rest));
}

const LOCALES = readdirSync(path.join(ROOT, 'messages')).sort();
/**
 * Catalogs in scripts that need complex shaping, which next/og's renderer (satori) does not do: it draws each
 * character's own glyph in the order stored, without OpenType reordering, conjuncts or mark positioning. Drawn with
 * their Noto fonts, every one of these catalogs' titles came out broken: Bengali and Hindi with the i-sign after its
 * consonant (ফিশিং, फ़िशिंग), visible viramas for conjuncts (স্পোর্টস, स्पोर्ट्स) and Bengali's two-part vowels split around
 * dotted circles (প্রোমোশন); Khmer with visible coengs and dotted circles (បង្កើតគណនី); Burmese with the e-vowel and
 * medial ra out of place (အကောင့်, ကြိုဆို); Lao with its vowel and tone marks over the following letter (ສ້າງບັນຊີ).
 * So no share image font holds these scripts, and their share images draw the brand instead of the page's title, as the
 * right-to-left ones do (scripts/subset-share-fonts.mjs names the same languages).
 */
const NOT_SHAPED: Record<string, string> = { bn: 'Bengali', hi: 'Devanagari', km: 'Khmer', lo: 'Lao', my: 'Myanmar' };
const TITLE_LOCALES = LOCALES.filter((l) => textDirection(l) === 'ltr' && !(l in NOT_SHAPED));
const KEYS = [...new Set(Object.values(texts.pages).flat())];
const SEED_BRANDS = [...readFileSync(path.join(ROOT, 'sandbox/db/seed-data.ts'), 'utf8').matchAll(/brandName: '([^']+)'/g)].map((m) => m[1]!);
/** The fonts of whole scripts (Latin, Cyrillic, Thai): those no language looks up before the others. */
const WHOLE_SCRIPT_FONTS = manifest.fonts.filter((f) => f.locales.length === 0).map((f) => f.name);

/** A message as the share image draws it: its words with the ICU braces gone (an argument's name stands for its value). */
const drawn = (message: string) => message.replace(/[{}]/g, '').normalize('NFC').replace(/\s+/g, ' ').trim();

/** Every message a share image can draw in `locale`, as drawn, with its key. */
function shareImageMessages(locale: string): { key: string; text: string }[] {
  const messages = catalog(locale);
  return KEYS.flatMap((key) => {
    const found = messagesAt(messages, key.split('.'));
    expect([locale, key, found.length > 0]).toEqual([locale, key, true]);
    return found.map((message) => ({ key, text: drawn(message) }));
  });
}

const fontNames = (text: string, locale: string) => fontsFor([text], locale).fonts.map((f) => f.name);

describe('the share image fonts (assets/og-fonts)', () => {
  it('draw every catalog message a share image can show, whole, in every language whose script the renderer shapes', () => {
    expect(TITLE_LOCALES).toEqual(expect.arrayContaining(['en', 'vi', 'th', 'zh', 'zh-TW', 'ja', 'ko', 'ru', 'id']));
    const missing: string[] = [];
    let checked = 0;
    for (const locale of TITLE_LOCALES) {
      for (const { key, text } of shareImageMessages(locale)) {
        checked++;
        const [out = ''] = fontsFor([text], locale).texts;
        if (out === text) continue;
        const lacking = [...text].filter((c) => c !== ' ' && fontsFor([c], locale).texts[0] !== c);
        missing.push(`${locale} ${key} "${text}": ${lacking.join(' ')}`);
      }
    }
    expect(checked).toBeGreaterThan(400);
    if (missing.length > 0) throw new Error(`Characters no share image font has (${REGENERATE}):\n${missing.join('\n')}`);
  });

  it('draw a Chinese, Japanese or Korean page’s messages in its own forms: its font and the whole-script ones only', () => {
    for (const font of manifest.fonts.filter((f) => f.locales.length > 0)) {
      for (const locale of font.locales) {
        for (const { key, text } of shareImageMessages(locale)) {
          const others = fontNames(text, locale).filter((name) => name !== font.name && !WHOLE_SCRIPT_FONTS.includes(name));
          expect([locale, key, others]).toEqual([locale, key, []]);
        }
      }
    }
  });

  it('draw no message in a script the renderer cannot shape: those pages’ share images show the brand', () => {
    expect(Object.keys(NOT_SHAPED).every((locale) => LOCALES.includes(locale))).toBe(true);
    for (const locale of Object.keys(NOT_SHAPED)) {
      const messages = shareImageMessages(locale);
      expect(messages.length).toBeGreaterThan(20);
      expect([locale, fontsFor(messages.map((m) => m.text), locale).texts.filter((t) => t !== '')]).toEqual([locale, []]);
    }
  });

  it('hold no letter of a script the renderer cannot shape, so no brand name or promotion title in one is drawn broken', () => {
    const unshaped = new RegExp(Object.values(NOT_SHAPED).map((script) => `\\p{Script=${script}}`).join('|'), 'u');
    for (const font of manifest.fonts) {
      const held = parseUnicodeRanges(font.ranges).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)));
      expect([font.name, held.filter((c) => unshaped.test(c))]).toEqual([font.name, []]);
    }
  });

  it('draw the sandbox seed’s brand names', () => {
    expect(SEED_BRANDS.length).toBeGreaterThanOrEqual(3);
    for (const brand of SEED_BRANDS) expect(fontsFor([brand], 'en').texts).toEqual([brand]);
  });

  it('are described by fonts.json as they are: each file maps exactly the code points listed for it', () => {
    const files = readdirSync(FONT_DIR).filter((f) => f.endsWith('.woff'));
    expect(files.sort()).toEqual(manifest.fonts.map((f) => f.file).sort());
    for (const font of manifest.fonts) {
      const listed = parseUnicodeRanges(font.ranges).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
      expect([font.file, fontCodePoints(path.join(FONT_DIR, font.file))]).toEqual([font.file, listed]);
    }
  });

  it('stay small: subsets (the ideographs and syllables in common use), not the whole fonts', () => {
    const sizes = manifest.fonts.map((f) => [f.file, statSync(path.join(FONT_DIR, f.file)).size] as const);
    // The largest, traditional Chinese (Big5's 5,401 common ideographs), is 1.07 MiB; its whole source is 1.32 MiB.
    for (const [file, bytes] of sizes) expect([file, bytes < 1.2 * 1024 * 1024]).toEqual([file, true]);
    expect(sizes.reduce((sum, [, bytes]) => sum + bytes, 0)).toBeLessThan(2.75 * 1024 * 1024);
  });

  it('list every page whose metadata asks for a share image (lib/seo/og-texts.json), with its catalog namespace', () => {
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && readFileSync(file, 'utf8').includes('pageMetadata(')) callers.push(path.relative(ROOT, file));
      }
    };
    walk(path.join(ROOT, 'app'));
    expect(callers.sort()).toEqual(Object.keys(texts.pages).sort());
    for (const [file, keys] of Object.entries(texts.pages)) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const key of keys) expect([file, source.includes(`namespace: '${key.split('.')[0]}'`)]).toEqual([file, true]);
    }
  });
});

describe('drawing a text the fonts do not wholly have', () => {
  it('reads Unicode ranges', () => {
    expect(parseUnicodeRanges('U+0000-00FF,U+0131, U+1F1E6-1F1FF,junk')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e6, 0x1f1ff],
    ]);
  });

  it('takes every script it holds whole: Latin with Vietnamese, Cyrillic, Thai, and the catalogs’ Chinese, Japanese and Korean', () => {
    const written = ['Chào mừng Ưu đãi Łódź', 'Добро пожаловать Ёлка Ґанок', 'ยินดีต้อนรับสู่ ฿100', '优惠活动', '優惠活動', 'プロモーション', '프로모션'];
    const { fonts, texts: out } = fontsFor(written, 'en');
    expect(out).toEqual(written);
    expect(fonts.map((f) => f.name).sort()).toEqual(manifest.fonts.map((f) => f.name).filter((name) => name !== 'noto-sans-cyrillic-ext').sort());
    expect(fonts.every((f) => f.data.length > 1000 && f.weight === 700)).toBe(true);
    // Cyrillic's other letters (Kazakh, Abkhaz…) are in its extended font.
    expect(fontsFor(['Ҧ Қ'], 'en').texts).toEqual(['Ҧ Қ']);
    expect(fontNames('Ҧ Қ', 'en')).toEqual(['noto-sans-latin', 'noto-sans-cyrillic-ext']);
  });

  it('draws a promotion title from the platform in the Chinese, Japanese or Korean in common use, not only the catalogs’ words', () => {
    expect(fontsFor(['100% 新人欢迎奖金', '周末充值礼'], 'zh').texts).toEqual(['100% 新人欢迎奖金', '周末充值礼']);
    expect(fontsFor(['100% 新人歡迎獎金', '週末儲值禮'], 'zh-TW').texts).toEqual(['100% 新人歡迎獎金', '週末儲值禮']);
    expect(fontsFor(['初回入金ボーナス 100%', '週末限定キャッシュバック'], 'ja').texts).toEqual(['初回入金ボーナス 100%', '週末限定キャッシュバック']);
    expect(fontsFor(['신규 회원 첫 충전 보너스'], 'ko').texts).toEqual(['신규 회원 첫 충전 보너스']);
  });

  it('draws an ideograph the languages share in the page’s own forms: Japanese on a Japanese page, traditional on a zh-TW one', () => {
    expect(fontNames('中国 人気', 'ja')).toEqual(['noto-sans-latin', 'noto-sans-jp']);
    expect(fontNames('中國', 'zh-TW')).toEqual(['noto-sans-latin', 'noto-sans-tc']);
    expect(fontNames('中国', 'zh')).toEqual(['noto-sans-latin', 'noto-sans-sc']);
    // A language with no CJK font of its own looks them up in the manifest's order: simplified Chinese first.
    expect(fontNames('中', 'en')).toEqual(['noto-sans-latin', 'noto-sans-sc']);
    // Punctuation too (the Korean font has none: a Korean page's is the next one's, simplified Chinese's).
    expect(fontNames('「プロモーション」', 'ja')).toEqual(['noto-sans-latin', 'noto-sans-jp']);
    expect(fontNames('「優惠」', 'zh-TW')).toEqual(['noto-sans-latin', 'noto-sans-tc']);
    expect(fontNames('「프로모션」', 'ko')).toEqual(['noto-sans-latin', 'noto-sans-sc', 'noto-sans-kr']);
  });

  it('reads only the fonts a text needs, Latin always', () => {
    expect(fontNames('Promotions', 'en')).toEqual(['noto-sans-latin']);
    expect(fontNames('优惠活动', 'zh')).toEqual(['noto-sans-latin', 'noto-sans-sc']);
    expect(fontNames('Акции', 'ru')).toEqual(['noto-sans-latin', 'noto-sans-cyrillic']);
  });

  it('leaves out symbols and emoji, and draws the rest', () => {
    expect(fontsFor(['Lucky 🍀 Star ❤️', '🎉'], 'en').texts).toEqual(['Lucky Star', '']);
  });

  it('draws nothing of a text with a letter it lacks, rather than a word with a hole: an ideograph outside the subset, Arabic, Indic', () => {
    // An ideograph no font has (the subsets hold those in common use of the tens of thousands).
    const held = manifest.fonts.filter((f) => f.locales.length > 0).flatMap((f) => parseUnicodeRanges(f.ranges));
    let code = 0x4e00;
    while (held.some(([a, b]) => code >= a && code <= b)) code++;
    const rare = String.fromCodePoint(code);
    expect(fontsFor([`100% ${rare}优惠`], 'zh').texts).toEqual(['']);
    expect(fontsFor(['مرحبا Demo', 'Demo'], 'ar').texts).toEqual(['', 'Demo']);
    // Nothing of a text left out asks for its font.
    expect(fontNames(`${rare}老虎机`, 'zh')).toEqual(['noto-sans-latin']);
  });

  it('draws nothing in a script the renderer cannot shape, whatever the page’s language: the brand is drawn instead', () => {
    const written = ['लाइव कैसीनो', 'লাইভ ক্যাসিনো', 'កាស៊ីណូផ្ទាល់', 'ຄາສິໂນສົດ', 'တိုက်ရိုက်ကာစီနို', 'Demo'];
    expect(fontsFor(written, 'en').texts).toEqual(['', '', '', '', '', 'Demo']);
    expect(fontsFor(['स्लॉट्स Demo'], 'hi')).toMatchObject({ texts: [''], fonts: [{ name: 'noto-sans-latin' }] });
  });

  it('composes decomposed Vietnamese before looking its letters up', () => {
    const decomposed = 'Khuyến mãi'.normalize('NFD');
    expect(fontsFor([decomposed], 'vi').texts).toEqual(['Khuyến mãi']);
  });
});

describe('whether a share image shows the page’s title (and its alternative text says so)', () => {
  it('shows a left-to-right title the fonts draw, in Latin, Cyrillic, Japanese or traditional Chinese', () => {
    expect(showsTitle('Promotions', 'Demo Casino', 'en')).toBe(true);
    expect(showsTitle('Акции', 'Demo Casino', 'ru')).toBe(true);
    expect(showsTitle('プロモーション', 'Demo Casino', 'ja')).toBe(true);
    expect(showsTitle('優惠活動', 'Demo Casino', 'zh-TW')).toBe(true);
  });

  it('shows the brand instead for a right-to-left page, a script the renderer cannot shape, the brand’s own name or no title', () => {
    expect(showsTitle('العروض', 'Demo Casino', 'ar')).toBe(false);
    expect(showsTitle('Promotions', 'Demo Casino', 'ur')).toBe(false);
    expect(showsTitle('प्रमोशन', 'Demo Casino', 'hi')).toBe(false);
    expect(showsTitle('ပရိုမိုးရှင်း', 'Demo Casino', 'my')).toBe(false);
    expect(showsTitle('Demo Casino', 'Demo Casino', 'en')).toBe(false);
    expect(showsTitle('', 'Demo Casino', 'en')).toBe(false);
  });
});
