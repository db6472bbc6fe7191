import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/assets/og-fonts/fonts.json';

/**
 * Fonts for the share image (app/[host]/og-image.png): Noto Sans subsets committed in assets/og-fonts/ and written by
 * scripts/subset-share-fonts.mjs. No font is fetched from the network (the image renderer would otherwise ask Google
 * Fonts for glyphs it lacks): a character that none of them has never reaches the renderer.
 *
 * They hold all of Latin (Vietnamese too) and Thai, and of Chinese and Korean the characters in common use (GB 2312
 * level 1, KS X 1001's Hangul) and those of the catalog messages a share image draws (lib/seo/og-texts.json). A text is given back without the other characters it has when those are
 * symbols, punctuation or emoji; when one is a letter or a digit (a promotion title from the platform with an
 * ideograph outside the subset, an Arabic or Cyrillic brand name), the text is given back empty, and the caller draws
 * what it has instead (the brand, then the host) rather than a title with holes in its words.
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

const FONTS: SubsetFont[] = manifest.fonts.map((f) => ({ name: f.name, file: f.file, ranges: parseUnicodeRanges(f.ranges) }));
/** Looked up in the manifest's order; a Korean page prefers the Korean font's forms of what both have (punctuation). */
const KOREAN_ORDER = [...FONTS].sort((a, b) => Number(b.name === 'noto-sans-kr') - Number(a.name === 'noto-sans-kr'));
const LATIN = FONTS[0]!;

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

/** The fonts that draw `texts` in `locale`, and each text as drawn: without what no font has, or empty (see above). */
export function fontsFor(texts: readonly string[], locale: string): { fonts: OgFont[]; texts: string[] } {
  const order = locale === 'ko' ? KOREAN_ORDER : FONTS;
  // Latin always: digits and the host name are drawn whatever the language.
  const used = new Set<SubsetFont>([LATIN]);
  const kept = texts.map((text) => {
    let out = '';
    const needs: SubsetFont[] = [];
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
    for (const font of needs) used.add(font);
    return out.replace(/\s+/g, ' ').trim();
  });
  const fonts = [...used].map((font) => ({ name: font.name, data: read(font), weight: 700 as const, style: 'normal' as const }));
  return { fonts, texts: kept };
}
