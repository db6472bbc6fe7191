/**
 * `node scripts/subset-share-fonts.mjs`: writes the share image's fonts (assets/og-fonts/), cut from the @fontsource
 * Noto packages (development dependencies: the running site reads only what this writes) with subset-font (HarfBuzz's
 * hb-subset, which keeps kerning and Thai mark positioning for the glyphs it keeps). Run it after changing a message
 * that lib/seo/og-texts.json lists, or the list; tests/unit/lib/seo/og-fonts.test.ts fails until it has been.
 *
 * What the fonts hold:
 * - Latin (Basic, Latin-1, Extended-A and -B, Extended Additional: Vietnamese), general punctuation and the currency
 *   signs, Cyrillic and all of Thai: whole, since brand names, hosts and the platform's titles (a promotion's) are
 *   written in them in any words;
 * - of Chinese, Japanese and Korean, the characters in common use (simplified: GB 2312's first level, 3,755
 *   ideographs; traditional: Big5's first level, 5,401; Japanese: the kana and the 2,136 Jōyō kanji; Korean: KS X
 *   1001's 2,350 Hangul syllables: what nearly every promotion title from the platform is written in), the CJK
 *   punctuation and full-width forms, and the characters of the catalog messages a share image draws in that font's
 *   languages (lib/seo/og-texts.json). A title from the platform with another ideograph or syllable is not drawn
 *   (lib/seo/og-fonts.ts). Each of the four has its languages, whose pages prefer its forms of what they share (an
 *   ideograph is drawn the Japanese way on a Japanese page, the traditional way on a zh-TW one).
 *
 * No font is cut for a script the image renderer cannot shape (see NOT_SHAPED): its messages are not drawn.
 *
 * Next to the fonts it writes fonts.json (each font's file, the code points its cmap maps, which lib/seo/og-fonts.ts
 * reads to choose a font per character, and the languages that prefer it) and the fonts' licence (OFL.txt).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import joyo from 'joyo-kanji';
import subsetFont from 'subset-font';
import { Font } from 'fonteditor-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'assets', 'og-fonts');
/** Right-to-left languages, as lib/i18n/locales.ts has them: the share image draws no title in them. */
const RTL = new Set(['ar', 'fa', 'ur', 'he']);
/**
 * Languages whose script needs shaping that next/og's renderer (satori) does not do: it draws each character's own
 * glyph in the order stored, with no reordering, conjuncts or mark positioning (OpenType GSUB/GPOS), so their words come
 * out broken (Bengali, Devanagari, Khmer: vowel signs after their consonant, visible viramas and coengs, dotted circles;
 * Burmese: medials and the e-vowel out of place; Lao: the vowel and tone marks over the next letter). No font is cut
 * for them, so the share image never draws such a text (lib/seo/og-fonts.ts): it shows the brand instead, as in the
 * right-to-left languages. tests/unit/lib/seo/og-fonts.test.ts names the same.
 */
const NOT_SHAPED = new Set(['bn', 'hi', 'km', 'lo', 'my']);

/** [start, end] code point ranges → the characters. */
const chars = (...ranges) => ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)));

const LATIN = chars([0x20, 0x7e], [0xa0, 0x24f], [0x1e00, 0x1eff], [0x2000, 0x206f], [0x20a0, 0x20c0], [0x2122], [0x2212]);
/** Cyrillic and its Supplement, Extended-A to -C, and the numero sign. */
const CYRILLIC = chars([0x400, 0x52f], [0x1c80, 0x1c8f], [0x2de0, 0x2dff], [0xa640, 0xa69f], [0x2116]);
const THAI = chars([0xe01, 0xe5b]);
const CJK_PUNCTUATION = chars([0x3000, 0x303f], [0xff01, 0xff5e]);
/** Hiragana and katakana, with its phonetic extensions (the source has no half-width katakana). */
const KANA = chars([0x3040, 0x309f], [0x30a0, 0x30ff], [0x31f0, 0x31ff]);

/** The characters a legacy double-byte encoding gives for the rows `rows` and cells 0xA1–0xFE (up to `last`). */
function encodingRows(encoding, rows, last) {
  const decoder = new TextDecoder(encoding);
  const out = [];
  for (let row = rows[0]; row <= rows[1]; row++) {
    for (let cell = 0xa1; cell <= 0xfe && (row !== rows[1] || cell <= last); cell++) out.push(decoder.decode(Uint8Array.of(row, cell)));
  }
  return out;
}
/** Simplified Chinese in common use: GB 2312's level 1 (rows 16–55, 3,755 ideographs). */
const COMMON_HANZI = encodingRows('gb2312', [0xb0, 0xd7], 0xf9);
/**
 * Traditional Chinese in common use: Big5's level 1 (lead bytes 0xA4–0xC6 up to 0xC67E, 5,401 ideographs), of which
 * the source (Google Fonts' traditional Chinese subset, itself cut by frequency) has all but 260 rare ones (廾, 卮…).
 */
function big5Level1() {
  const decoder = new TextDecoder('big5');
  const out = [];
  for (let lead = 0xa4; lead <= 0xc6; lead++) {
    for (const [first, last] of [[0x40, 0x7e], [0xa1, 0xfe]]) {
      for (let trail = first; trail <= last && (lead !== 0xc6 || trail <= 0x7e); trail++) out.push(decoder.decode(Uint8Array.of(lead, trail)));
    }
  }
  return out;
}
const COMMON_TRADITIONAL = big5Level1();
/**
 * Japanese in common use: the kana and the Jōyō kanji (2,136, the 2010 list). Four of its 2010 additions are listed in
 * forms the source font lacks (𠮟 塡 剝 頰); it has the forms nearly everyone types for them, 叱 填 剥 頬, taken instead.
 */
const COMMON_JAPANESE = [...KANA, ...joyo.kanji, ...'叱填剥頬'];
/** Korean in common use: KS X 1001's Hangul syllables (rows 16–40, 2,350). */
const COMMON_HANGUL = encodingRows('euc-kr', [0xb0, 0xc8], 0xfe);

/**
 * The fonts (all bold, as the share image draws), in the order they are looked up. `take` is what a font is asked to
 * keep; it keeps what of that its source has. A font with `locales` (a CJK one) takes the characters of those
 * languages' messages too, and their pages look it up before the other CJK fonts.
 */
const FONTS = [
  { name: 'noto-sans-latin', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-latin-ext', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-vietnamese', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-cyrillic', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff'), take: CYRILLIC },
  { name: 'noto-sans-cyrillic-ext', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff'), take: CYRILLIC },
  { name: 'noto-sans-thai', source: import.meta.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'), take: THAI },
  { name: 'noto-sans-sc', source: import.meta.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff'), take: COMMON_HANZI, locales: ['zh'] },
  { name: 'noto-sans-tc', source: import.meta.resolve('@fontsource/noto-sans-tc/files/noto-sans-tc-chinese-traditional-700-normal.woff'), take: COMMON_TRADITIONAL, locales: ['zh-TW'] },
  { name: 'noto-sans-jp', source: import.meta.resolve('@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff'), take: COMMON_JAPANESE, locales: ['ja'] },
  { name: 'noto-sans-kr', source: import.meta.resolve('@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff'), take: COMMON_HANGUL, locales: ['ko'] },
];
/** What the whole-script fonts hold: the CJK fonts take no more of it than their own sources' forms. */
const WHOLE_SCRIPTS = new Set([...LATIN, ...CYRILLIC, ...THAI]);

/** The code points a font file maps to a glyph. */
function fontCodePoints(buffer) {
  const font = Font.create(buffer, { type: 'woff', inflate: (data) => Array.from(inflateSync(Buffer.from(data))) });
  const cmap = font.get().cmap;
  return Object.keys(cmap)
    .map(Number)
    .filter((code) => cmap[code] > 0)
    .sort((a, b) => a - b);
}

/** Code points as a CSS unicode-range ("U+20-7E,U+A0"). */
function unicodeRange(codes) {
  const parts = [];
  for (let i = 0; i < codes.length; i++) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(j === i ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[j])}`);
    i = j;
  }
  return parts.join(',');
}

function readCatalog(locale) {
  const dir = path.join(ROOT, 'messages', locale);
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))));
}

/** The messages at a dotted key, `*` standing for every key at that level. */
function messagesAt(node, parts) {
  if (parts.length === 0) return typeof node === 'string' ? [node] : [];
  if (node === null || typeof node !== 'object') return [];
  const [head, ...rest] = parts;
  const children = head === '*' ? Object.values(node) : [node[head]];
  return children.flatMap((child) => messagesAt(child, rest));
}

/** What a message draws: its text without the ICU syntax's braces (an argument's name is ASCII, drawn anyway). */
const drawnText = (message) => message.replace(/[{}]/g, '');

/**
 * Every catalog message a share image can draw, in each language it draws titles in (not the right-to-left ones, nor
 * those NOT_SHAPED), and the brands of the sandbox's seed.
 */
function shareImageTexts(root = ROOT) {
  const list = JSON.parse(readFileSync(path.join(root, 'lib', 'seo', 'og-texts.json'), 'utf8'));
  const keys = [...new Set(Object.values(list.pages).flat())];
  const texts = [];
  for (const locale of readdirSync(path.join(root, 'messages')).sort()) {
    if (RTL.has(locale) || NOT_SHAPED.has(locale)) continue;
    const catalog = readCatalog(locale);
    for (const key of keys) {
      const found = messagesAt(catalog, key.split('.'));
      if (found.length === 0) throw new Error(`${locale}: no message at ${key} (lib/seo/og-texts.json)`);
      texts.push(...found.map((m) => ({ locale, key, text: drawnText(m) })));
    }
  }
  const seed = readFileSync(path.join(root, 'sandbox', 'db', 'seed-data.ts'), 'utf8');
  for (const [, brand] of seed.matchAll(/brandName: '([^']+)'/g)) texts.push({ locale: 'brand', key: 'brandName', text: brand });
  return texts;
}

/** The characters of these texts that no whole-script font is for (ideographs, kana, Hangul, CJK punctuation…). */
const cjkCharacters = (texts) => [...new Set(texts.flatMap(({ text }) => [...text.normalize('NFC')]).filter((c) => !/\s/.test(c) && !WHOLE_SCRIPTS.has(c)))];

async function main() {
  const texts = shareImageTexts();
  const wanted = new Set(texts.flatMap(({ text }) => [...text.normalize('NFC')].filter((c) => !/\s/.test(c))));
  // A CJK font takes its own languages' characters; what the other languages and the brands have, every CJK font takes.
  const claimed = new Set(FONTS.flatMap((font) => font.locales ?? []));
  const unclaimed = cjkCharacters(texts.filter(({ locale }) => !claimed.has(locale)));

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const manifest = [];
  const covered = new Set();
  for (const font of FONTS) {
    const source = readFileSync(fileURLToPath(font.source));
    const has = new Set(fontCodePoints(source));
    const own = font.locales ? [...cjkCharacters(texts.filter(({ locale }) => font.locales.includes(locale))), ...unclaimed, ...CJK_PUNCTUATION] : [];
    const take = [...new Set([...font.take, ...own])].filter((c) => has.has(c.codePointAt(0)));
    const data = await subsetFont(source, take.join(''), { targetFormat: 'woff' });
    const codes = fontCodePoints(data);
    const file = `${font.name}.woff`;
    writeFileSync(path.join(OUT, file), data);
    manifest.push({ name: font.name, file, locales: font.locales ?? [], ranges: unicodeRange(codes) });
    for (const code of codes) covered.add(code);
    console.log(`${file}: ${codes.length} characters, ${(data.length / 1024).toFixed(1)} KiB`);
  }

  const missing = [...wanted].filter((c) => !covered.has(c.codePointAt(0)));
  if (missing.length > 0) {
    const where = texts.filter(({ text }) => missing.some((c) => text.includes(c))).map(({ locale, key }) => `${locale} ${key}`);
    throw new Error(`no font has ${missing.join(' ')} (${[...new Set(where)].join(', ')})`);
  }

  writeFileSync(
    path.join(OUT, 'fonts.json'),
    `${JSON.stringify({ $comment: 'Written by scripts/subset-share-fonts.mjs from lib/seo/og-texts.json: run it, do not edit.', fonts: manifest }, null, 2)}\n`,
  );
  const packages = ['noto-sans', 'noto-sans-thai', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'];
  const licences = packages.map((pkg) => readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/${pkg}/LICENSE`)), 'utf8'));
  const body = licences[0].slice(licences[0].indexOf('This Font Software is licensed'));
  const notices = licences.map((text) => text.slice(0, text.indexOf('This Font Software is licensed')).trim());
  writeFileSync(
    path.join(OUT, 'OFL.txt'),
    `Noto Sans, Noto Sans Thai, Noto Sans SC, Noto Sans TC, Noto Sans JP and Noto Sans KR, cut to the characters the share image draws.\n\n${[...new Set(notices)].join('\n')}\n\n${body}`,
  );
}

await main();
