/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Font } from 'fonteditor-core';
import { textDirection } from '@/lib/i18n/locales';
import { fontsFor, parseUnicodeRanges } from '@/lib/seo/og-fonts';
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
 * Catalogs whose script no share image font has yet (Cyrillic, Bengali, Devanagari, Japanese, Khmer, Lao, Burmese,
 * Traditional Chinese): their share images draw the brand, then the host, instead of the page's title (a text with a
 * letter no font has draws nothing of itself, tested below), until scripts/subset-share-fonts.mjs cuts fonts for them.
 */
const NO_SHARE_FONT_YET = ['bn', 'hi', 'ja', 'km', 'lo', 'my', 'ru', 'zh-TW'];
const KEYS = [...new Set(Object.values(texts.pages).flat())];
const SEED_BRANDS = [...readFileSync(path.join(ROOT, 'sandbox/db/seed-data.ts'), 'utf8').matchAll(/brandName: '([^']+)'/g)].map((m) => m[1]!);

/** A message as the share image draws it: its words with the ICU braces gone (an argument's name stands for its value). */
const drawn = (message: string) => message.replace(/[{}]/g, '').normalize('NFC').replace(/\s+/g, ' ').trim();

describe('the share image fonts (assets/og-fonts)', () => {
  it('draw every catalog message a share image can show, in every left-to-right language, whole', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const locale of LOCALES.filter((l) => textDirection(l) === 'ltr' && !NO_SHARE_FONT_YET.includes(l))) {
      const messages = catalog(locale);
      for (const key of KEYS) {
        const found = messagesAt(messages, key.split('.'));
        expect(found.length).toBeGreaterThan(0);
        for (const message of found) {
          checked++;
          const text = drawn(message);
          const [out = ''] = fontsFor([text], locale).texts;
          if (out === text) continue;
          const lacking = [...text].filter((c) => c !== ' ' && fontsFor([c], locale).texts[0] !== c);
          missing.push(`${locale} ${key} "${text}": ${lacking.join(' ')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    if (missing.length > 0) throw new Error(`Characters no share image font has (${REGENERATE}):\n${missing.join('\n')}`);
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

  it('stay small: subsets (Chinese and Korean in common use), not the whole fonts', () => {
    const bytes = manifest.fonts.reduce((sum, f) => sum + statSync(path.join(FONT_DIR, f.file)).size, 0);
    expect(bytes).toBeLessThan(1.25 * 1024 * 1024);
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

  it('takes every script it holds whole: Latin with Vietnamese, Thai, and the catalogs’ Chinese and Korean', () => {
    const { fonts, texts: out } = fontsFor(['Chào mừng Ưu đãi Łódź', 'ยินดีต้อนรับสู่ ฿100', '优惠活动', '프로모션'], 'en');
    expect(out).toEqual(['Chào mừng Ưu đãi Łódź', 'ยินดีต้อนรับสู่ ฿100', '优惠活动', '프로모션']);
    expect(fonts.map((f) => f.name).sort()).toEqual(['noto-sans-kr', 'noto-sans-latin', 'noto-sans-latin-ext', 'noto-sans-sc', 'noto-sans-thai', 'noto-sans-vietnamese']);
    expect(fonts.every((f) => f.data.length > 1000 && f.weight === 700)).toBe(true);
  });

  it('draws a promotion title from the platform in Chinese or Korean in common use, not only the catalogs’ words', () => {
    expect(fontsFor(['100% 新人欢迎奖金', '周末充值礼'], 'zh').texts).toEqual(['100% 新人欢迎奖金', '周末充值礼']);
    expect(fontsFor(['신규 회원 첫 충전 보너스'], 'ko').texts).toEqual(['신규 회원 첫 충전 보너스']);
  });

  it('reads only the fonts a text needs, Latin always', () => {
    expect(fontsFor(['Promotions'], 'en').fonts.map((f) => f.name)).toEqual(['noto-sans-latin']);
    expect(fontsFor(['优惠活动'], 'zh').fonts.map((f) => f.name)).toEqual(['noto-sans-latin', 'noto-sans-sc']);
  });

  it('leaves out symbols and emoji, and draws the rest', () => {
    expect(fontsFor(['Lucky 🍀 Star ❤️', '🎉'], 'en').texts).toEqual(['Lucky Star', '']);
  });

  it('draws nothing of a text with a letter it lacks, rather than a word with a hole: an ideograph outside the subset, Arabic, Cyrillic', () => {
    // An ideograph no font has (the subset holds the 3,755 in common use of the tens of thousands).
    const sc = parseUnicodeRanges(manifest.fonts.find((f) => f.name === 'noto-sans-sc')!.ranges);
    let code = 0x4e00;
    while (sc.some(([a, b]) => code >= a && code <= b)) code++;
    const rare = String.fromCodePoint(code);
    expect(fontsFor([`100% ${rare}优惠`], 'zh').texts).toEqual(['']);
    expect(fontsFor(['مرحبا Demo', 'Казино', 'Demo'], 'ar').texts).toEqual(['', '', 'Demo']);
    // Nothing of a text left out asks for its font.
    expect(fontsFor([`${rare}老虎机`], 'zh').fonts.map((f) => f.name)).toEqual(['noto-sans-latin']);
  });

  it('composes decomposed Vietnamese before looking its letters up', () => {
    const decomposed = 'Khuyến mãi'.normalize('NFD');
    expect(fontsFor([decomposed], 'vi').texts).toEqual(['Khuyến mãi']);
  });
});
