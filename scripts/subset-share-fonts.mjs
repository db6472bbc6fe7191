/**
 * `node scripts/subset-share-fonts.mjs`: writes the share image's fonts (assets/og-fonts/), cut from the @fontsource
 * Noto packages (development dependencies: the running site reads only what this writes) with subset-font (HarfBuzz's
 * hb-subset, which keeps kerning and Thai mark positioning for the glyphs it keeps). Run it after changing a message
 * that lib/seo/og-texts.json lists, or the list; tests/unit/lib/seo/og-fonts.test.ts fails until it has been.
 *
 * What the fonts hold:
 * - Latin (Basic, Latin-1, Extended-A and -B, Extended Additional: Vietnamese), general punctuation and the currency
 *   signs, and all of Thai: whole, since brand names, hosts and the platform's titles (a promotion's) are written in
 *   them in any words;
 * - of Chinese and Korean, the characters in common use (GB 2312's first level, 3,755 ideographs; KS X 1001's 2,350
 *   Hangul syllables: what nearly every promotion title from the platform is written in) and those of the catalog
 *   messages a share image draws (lib/seo/og-texts.json, in every left-to-right language), with CJK punctuation and
 *   full-width forms. A title from the platform with another ideograph or syllable is not drawn (lib/seo/og-fonts.ts).
 *
 * Next to the fonts it writes fonts.json (each font's file and the code points its cmap maps, which lib/seo/og-fonts.ts
 * reads to choose a font per character) and the fonts' licence (OFL.txt).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { Font } from 'fonteditor-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'assets', 'og-fonts');
/** Right-to-left languages, as lib/i18n/locales.ts has them: the share image draws no title in them. */
const RTL = new Set(['ar', 'fa', 'ur', 'he']);

/** [start, end] code point ranges → the characters. */
const chars = (...ranges) => ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)));

const LATIN = chars([0x20, 0x7e], [0xa0, 0x24f], [0x1e00, 0x1eff], [0x2000, 0x206f], [0x20a0, 0x20c0], [0x2122], [0x2212]);
const THAI = chars([0xe01, 0xe5b]);
const CJK_PUNCTUATION = chars([0x3000, 0x303f], [0xff01, 0xff5e]);

/** The characters a legacy double-byte encoding gives for the rows `rows` and cells 0xA1–0xFE (up to `last`). */
function encodingRows(encoding, rows, last) {
  const decoder = new TextDecoder(encoding);
  const out = [];
  for (let row = rows[0]; row <= rows[1]; row++) {
    for (let cell = 0xa1; cell <= 0xfe && (row !== rows[1] || cell <= last); cell++) out.push(decoder.decode(Uint8Array.of(row, cell)));
  }
  return out;
}
/** Chinese in common use: GB 2312's level 1 (rows 16–55, 3,755 ideographs). */
const COMMON_HANZI = encodingRows('gb2312', [0xb0, 0xd7], 0xf9);
/** Korean in common use: KS X 1001's Hangul syllables (rows 16–40, 2,350). */
const COMMON_HANGUL = encodingRows('euc-kr', [0xb0, 0xc8], 0xfe);

/**
 * The fonts (all bold, as the share image draws), in the order they are looked up (a Korean page puts noto-sans-kr before noto-sans-sc). `take` is what a
 * font is asked to keep; it keeps what of that its source has.
 */
const FONTS = [
  { name: 'noto-sans-latin', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-latin-ext', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-vietnamese', source: import.meta.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff'), take: LATIN },
  { name: 'noto-sans-thai', source: import.meta.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'), take: THAI },
  { name: 'noto-sans-sc', source: import.meta.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff'), take: 'catalog', common: COMMON_HANZI },
  { name: 'noto-sans-kr', source: import.meta.resolve('@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff'), take: 'catalog', common: COMMON_HANGUL },
];

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

/** Every catalog message a share image can draw, in each left-to-right language, and the brands of the sandbox's seed. */
function shareImageTexts(root = ROOT) {
  const list = JSON.parse(readFileSync(path.join(root, 'lib', 'seo', 'og-texts.json'), 'utf8'));
  const keys = [...new Set(Object.values(list.pages).flat())];
  const texts = [];
  for (const locale of readdirSync(path.join(root, 'messages')).sort()) {
    if (RTL.has(locale)) continue;
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

async function main() {
  const texts = shareImageTexts();
  const wanted = new Set(texts.flatMap(({ text }) => [...text.normalize('NFC')].filter((c) => !/\s/.test(c))));
  const fixed = new Set([...LATIN, ...THAI]);
  const cjk = [...new Set([...[...wanted].filter((c) => !fixed.has(c)), ...CJK_PUNCTUATION])];

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const manifest = [];
  const covered = new Set();
  for (const font of FONTS) {
    const source = readFileSync(fileURLToPath(font.source));
    const has = new Set(fontCodePoints(source));
    const take = (font.take === 'catalog' ? [...cjk, ...font.common] : font.take).filter((c) => has.has(c.codePointAt(0)));
    const data = await subsetFont(source, take.join(''), { targetFormat: 'woff' });
    const codes = fontCodePoints(data);
    const file = `${font.name}.woff`;
    writeFileSync(path.join(OUT, file), data);
    manifest.push({ name: font.name, file, ranges: unicodeRange(codes) });
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
  const licences = ['noto-sans', 'noto-sans-thai', 'noto-sans-sc', 'noto-sans-kr'].map((pkg) =>
    readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/${pkg}/LICENSE`)), 'utf8'),
  );
  const body = licences[0].slice(licences[0].indexOf('This Font Software is licensed'));
  const notices = licences.map((text) => text.slice(0, text.indexOf('This Font Software is licensed')).trim());
  writeFileSync(path.join(OUT, 'OFL.txt'), `Noto Sans, Noto Sans Thai, Noto Sans SC and Noto Sans KR, cut to the characters the share image draws.\n\n${[...new Set(notices)].join('\n')}\n\n${body}`);
}

await main();
