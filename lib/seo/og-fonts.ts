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
  return path.join(process.cwd(), 'node_modules', '@fontsource', pkg);
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
