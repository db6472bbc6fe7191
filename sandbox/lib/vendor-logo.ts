/**
 * Vendor logos as raster images (PNG), as an operator's CDN serves them: the vendor's code in white block letters on
 * a card in the vendor's own colour, drawn from a 5×7 bitmap font (no fonts, no native libraries). The site shows
 * them in the lobby and the footer; a PNG is decoded off the main thread where an SVG with text costs a layout and
 * font lookups of its own. The sports teams' crests are drawn the same way. Deterministic per code, and kept once drawn.
 */
import { DIGITS, encodePng } from './png';
import { hue, hsl } from './colour';

/** 240×96: the 5:2 card the footer and the lobby show at 80–120 px wide, sharp on a 2× screen. */
export const VENDOR_LOGO_SIZE = { width: 240, height: 96 } as const;

/** 5×7 glyphs, one string of five bits per row. */
const GLYPHS: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  ...DIGITS,
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

const drawn = new Map<string, Buffer>();

/** The label a vendor code is drawn as: "TCG_SEA" → "TCG SEA"; characters the font lacks are left out. */
export function vendorLogoLabel(code: string): string {
  return code.toUpperCase().replace(/[-_]+/g, ' ').replace(/[^A-Z0-9 ]/g, '').trim().slice(0, 12);
}

/** A vendor's logo as PNG bytes: its label centred on a card, as large as fits. */
export function vendorLogoPng(code: string): Buffer {
  return labelCardPng(vendorLogoLabel(code), VENDOR_LOGO_SIZE);
}

/** 96×96: a team's crest, shown at 24–32 px beside its name (sharp on a 3× screen). */
export const TEAM_CREST_SIZE = { width: 96, height: 96 } as const;

/** A team's crest as PNG bytes (SportsPath.HOT_MATCHES' logoUrl): its three-letter code on a square in its own colour. */
export function teamCrestPng(code: string): Buffer {
  return labelCardPng(vendorLogoLabel(code), TEAM_CREST_SIZE);
}

/** A label in white block letters centred on a card of the label's own colour, as large as fits; kept once drawn. */
function labelCardPng(label: string, size: { width: number; height: number }): Buffer {
  const { width, height } = size;
  const key = `${width}x${height}:${label}`;
  const kept = drawn.get(key);
  if (kept) return kept;
  const [r, g, b] = hsl(hue(label), 0.55, 0.28);
  // The whole card in the label's colour: the page rounds its corners (a drawn corner would show the wrong
  // background in one of the themes).
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  }
  // Each glyph is 5 cells wide plus one of spacing; the label takes at most 88 % of the width and half the height.
  const cells = Math.max(1, label.length * 6 - 1);
  const scale = Math.max(1, Math.min(Math.floor((width * 0.88) / cells), Math.floor((height * 0.5) / 7)));
  const left = Math.round((width - cells * scale) / 2);
  const top = Math.round((height - 7 * scale) / 2);
  [...label].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const i = ((top + gy * scale + dy) * width + left + (index * 6 + gx) * scale + dx) * 3;
            pixels[i] = 255;
            pixels[i + 1] = 255;
            pixels[i + 2] = 255;
          }
        }
      }
    });
  });
  const png = encodePng(width, height, pixels);
  drawn.set(key, png);
  return png;
}
