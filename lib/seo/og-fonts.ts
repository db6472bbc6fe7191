import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Fonts for the share image (app/[host]/og-image.png), from the installed @fontsource packages: no font is fetched
 * from the network (the image renderer would otherwise ask Google Fonts for glyphs it lacks). Each package is cut into
 * subsets by Unicode range (its unicode.json); only the subsets the text needs are read, once per process.
 *
 * Latin and Vietnamese, Thai, Korean and Chinese are drawn. Characters no subset covers (emoji, scripts the renderer
 * cannot shape, such as Arabic) are left out of the text given back: callers draw what remains.
 */

export interface OgFont {
  name: string;
  data: Buffer;
  weight: 700;
  style: 'normal';
}

interface Subset {
  name: string;
  file: string;
  ranges: [number, number][];
}

const WEIGHT = 700 as const;

/**
 * What each package draws here. The CJK packages' subsets also hold symbols, emoji and a few letters of other scripts
 * (Arabic among them) that the renderer would draw badly or not at all: only their ideographs, kana, Hangul and CJK
 * punctuation are taken from them; Thai only from its Thai subset.
 */
const CJK_BLOCKS: [number, number][] = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x2e80, 0x2fdf], // CJK radicals
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3130, 0x318f], // Hangul compatibility Jamo
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xac00, 0xd7af], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xff00, 0xffef], // Half- and full-width forms
  [0x20000, 0x2fa1f], // CJK extensions B–F, compatibility supplement
];
const inBlocks = (blocks: [number, number][], code: number) => blocks.some(([a, b]) => code >= a && code <= b);
/** Looked up in this order; a Korean page prefers the Korean font's forms of shared ideographs. */
const PACKAGES = ['noto-sans', 'noto-sans-thai', 'noto-sans-sc', 'noto-sans-kr'] as const;
type FontPackage = (typeof PACKAGES)[number];

export function parseUnicodeRanges(value: string): [number, number][] {
  return value.split(',').flatMap((part): [number, number][] => {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    const start = parseInt(m[1]!, 16);
    return [[start, m[2] ? parseInt(m[2], 16) : start]];
  });
}

let subsetsByPackage: Map<FontPackage, Subset[]> | null = null;

function fontDir(pkg: FontPackage): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', '@fontsource', pkg);
}

function loadSubsets(): Map<FontPackage, Subset[]> {
  if (subsetsByPackage) return subsetsByPackage;
  const map = new Map<FontPackage, Subset[]>();
  for (const pkg of PACKAGES) {
    const dir = fontDir(pkg);
    let ranges: Record<string, string> = {};
    try {
      ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    } catch {
      console.error(`og-image: the font package @fontsource/${pkg} is missing`);
    }
    const subsets = Object.entries(ranges).flatMap(([key, value]) => {
      const name = key.replace(/^\[(\d+)\]$/, '$1');
      if (pkg === 'noto-sans-thai' && name !== 'thai') return [];
      const file = path.join(dir, 'files', `${pkg}-${name}-${WEIGHT}-normal.woff`);
      return existsSync(file) ? [{ name, file, ranges: parseUnicodeRanges(value) }] : [];
    });
    map.set(pkg, subsets);
  }
  subsetsByPackage = map;
  return map;
}

const fontData = new Map<string, Buffer>();

function covers(subset: Subset, code: number): boolean {
  return subset.ranges.some(([start, end]) => code >= start && code <= end);
}

/** The fonts that draw `texts` in `locale`, and each text without the characters none of them has. */
export function fontsFor(texts: readonly string[], locale: string): { fonts: OgFont[]; texts: string[] } {
  const subsets = loadSubsets();
  const order: FontPackage[] = locale === 'ko' ? ['noto-sans', 'noto-sans-thai', 'noto-sans-kr', 'noto-sans-sc'] : [...PACKAGES];
  const used = new Map<string, { pkg: FontPackage; subset: Subset }>();
  // Latin always: digits and the host name are drawn whatever the language.
  const latin = subsets.get('noto-sans')?.find((s) => s.name === 'latin');
  if (latin) used.set(latin.file, { pkg: 'noto-sans', subset: latin });
  const kept = texts.map((text) => {
    let out = '';
    for (const char of text) {
      if (/\s/.test(char)) {
        out += ' ';
        continue;
      }
      const code = char.codePointAt(0)!;
      const found = order
        .filter((pkg) => (pkg === 'noto-sans-sc' || pkg === 'noto-sans-kr' ? inBlocks(CJK_BLOCKS, code) : true))
        .map((pkg) => ({ pkg, subset: subsets.get(pkg)?.find((s) => covers(s, code)) }))
        .find((f): f is { pkg: FontPackage; subset: Subset } => f.subset !== undefined);
      if (!found) continue;
      used.set(found.subset.file, found);
      out += char;
    }
    return out.replace(/\s+/g, ' ').trim();
  });
  const fonts = [...used.values()].map(({ pkg, subset }) => {
    let data = fontData.get(subset.file);
    if (!data) {
      data = readFileSync(subset.file);
      fontData.set(subset.file, data);
    }
    return { name: `${pkg}-${subset.name}`, data, weight: WEIGHT, style: 'normal' as const };
  });
  return { fonts, texts: kept };
}
