import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/assets/og-fonts/fonts.json';
import { textDirection } from '@/lib/i18n/locales';

/**
 * Fonts for the share image (app/[host]/og-image.png): Noto Sans subsets committed in assets/og-fonts/ and written by
 * scripts/subset-share-fonts.mjs. No font is fetched from the network (the image renderer would otherwise ask Google
 * Fonts for glyphs it lacks): a character that none of them has never reaches the renderer.
 *
 * They hold all of Latin (Vietnamese too), Cyrillic and Thai, and of Chinese (simplified and traditional), Japanese and
 * Korean the characters in common use (GB 2312 level 1, Big5 level 1, the kana and Jōyō kanji, KS X 1001's Hangul) and
 * those of the catalog messages a share image draws (lib/seo/og-texts.json). A text is given back without the other
 * characters it has when those are symbols, punctuation or emoji; when one is a letter or a digit (a promotion title
 * from the platform with an ideograph outside the subset, an Arabic brand name), the text is given back empty, and the
 * caller draws what it has instead (the brand, then the host) rather than a title with holes in its words.
 *
 * No font holds Bengali, Devanagari, Khmer, Lao or Burmese: the renderer (satori) does no complex-script shaping (no
 * reordering of vowel signs, no conjuncts, no mark positioning) and draws their words broken, so a text in them is
 * given back empty like any other the fonts lack, and those languages' share images show the brand.
 */

export interface OgFont {
  name: string;
  data: Buffer;
  weight: 700;
  style: 'normal';
}

interface SubsetFont {
  name: string;
  file: string;
  /** The languages whose pages look this font up first (a CJK font: its forms of the ideographs and punctuation). */
  locales: string[];
  ranges: [number, number][];
}

export function parseUnicodeRanges(value: string): [number, number][] {
  return value.split(',').flatMap((part): [number, number][] => {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    const start = parseInt(m[1]!, 16);
    return [[start, m[2] ? parseInt(m[2], 16) : start]];
  });
}

const FONTS: SubsetFont[] = manifest.fonts.map((f) => ({ name: f.name, file: f.file, locales: f.locales, ranges: parseUnicodeRanges(f.ranges) }));
const LATIN = FONTS[0]!;

/**
 * The fonts in the order a language's page looks them up: the manifest's, with the fonts that name the language first,
 * so that an ideograph Chinese and Japanese share is drawn the Japanese way on a Japanese page, the traditional way on
 * a zh-TW one, and a Korean page has the Korean font's punctuation.
 */
function lookupOrder(locale: string): SubsetFont[] {
  return [...FONTS.filter((f) => f.locales.includes(locale)), ...FONTS.filter((f) => !f.locales.includes(locale))];
}
const ORDERS = new Map(FONTS.flatMap((f) => f.locales).map((locale) => [locale, lookupOrder(locale)]));

/** A character a word needs: a text missing one is not drawn. Default-ignorables (variation selectors, joiners) are not. */
const ESSENTIAL = /^(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{Nd}\p{Mn}\p{Mc}]$/u;

const fontData = new Map<string, Buffer>();

function read(font: SubsetFont): Buffer {
  let data = fontData.get(font.file);
  if (!data) {
    data = readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'assets', 'og-fonts', font.file));
    fontData.set(font.file, data);
  }
  return data;
}

const covers = (font: SubsetFont, code: number) => font.ranges.some(([start, end]) => code >= start && code <= end);

/** `text` as the fonts of `order` draw it (into `needs`, the fonts it takes), or empty when one of its letters has none. */
function drawnWith(text: string, order: readonly SubsetFont[], needs: SubsetFont[]): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/.test(char)) {
      out += ' ';
      continue;
    }
    const font = order.find((f) => covers(f, char.codePointAt(0)!));
    if (font) {
      needs.push(font);
      out += char;
    } else if (ESSENTIAL.test(char)) {
      return '';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a page's share image shows its title (app/[host]/og-image.png): a title in a left-to-right catalog (right to
 * left is not laid out by the renderer), not the brand's own name, and one the fonts draw. Otherwise the image shows
 * the brand, and the image's alternative text says so (lib/seo/metadata.ts).
 */
export function showsTitle(title: string, brandName: string, shownIn: string): boolean {
  return title !== '' && title !== brandName && textDirection(shownIn) === 'ltr' && drawnWith(title, ORDERS.get(shownIn) ?? FONTS, []) !== '';
}

/** The fonts that draw `texts` in `locale`, and each text as drawn: without what no font has, or empty (see above). */
export function fontsFor(texts: readonly string[], locale: string): { fonts: OgFont[]; texts: string[] } {
  const order = ORDERS.get(locale) ?? FONTS;
  // Latin always: digits and the host name are drawn whatever the language.
  const used = new Set<SubsetFont>([LATIN]);
  const kept = texts.map((text) => {
    const needs: SubsetFont[] = [];
    const out = drawnWith(text, order, needs);
    if (out !== '') for (const font of needs) used.add(font);
    return out;
  });
  const fonts = [...used].map((font) => ({ name: font.name, data: read(font), weight: 700 as const, style: 'normal' as const }));
  return { fonts, texts: kept };
}
