/**
 * The sandbox's PNGs: RGB pixels encoded by pngjs, and a captcha renderer (digits from a 5×7 bitmap font plus noise); no
 * native libraries.
 */
import { constants } from 'node:zlib';
import { PNG } from 'pngjs';

/** PNG's colour type for RGB without alpha, and its Sub row filter. */
const TRUECOLOUR = 2;
const SUB_FILTER = 1;

/**
 * Encodes an RGB image (3 bytes per pixel, row-major) as PNG. Each row is stored with PNG's Sub filter (every byte as
 * its difference from the same channel of the pixel to its left), which deflate packs far smaller for smooth pictures
 * such as the slider's gradients. Deflate runs at zlib's default level and strategy, not pngjs's (level 9, RLE).
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const image = Object.assign(new PNG(), { width, height, data: Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength) });
  return PNG.sync.write(image, {
    colorType: TRUECOLOUR,
    inputColorType: TRUECOLOUR,
    inputHasAlpha: false,
    filterType: SUB_FILTER,
    deflateLevel: constants.Z_DEFAULT_COMPRESSION,
    deflateStrategy: constants.Z_DEFAULT_STRATEGY,
  });
}

/** 5×7 glyphs for 0–9, one string of five bits per row (the captcha's, and the digits of the vendor logos' font). */
export const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Renders digits as a 120×40 captcha PNG. `random` is injectable for deterministic tests. */
export function renderCaptchaPng(text: string, random: () => number = Math.random): Buffer {
  const width = 120;
  const height = 40;
  const scale = 4;
  const px = new Uint8Array(width * height * 3).fill(240);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  // Speckle noise behind the digits.
  for (let i = 0; i < 350; i++) set(Math.floor(random() * width), Math.floor(random() * height), 170, 170, 190);
  [...text].forEach((ch, index) => {
    const glyph = DIGITS[ch];
    if (!glyph) return;
    const ox = 10 + index * 27 + Math.floor(random() * 4);
    const oy = 4 + Math.floor(random() * 6);
    const [r, g, b] = [Math.floor(random() * 90), Math.floor(random() * 90), 60 + Math.floor(random() * 120)];
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) set(ox + gx * scale + dx, oy + gy * scale + dy, r, g, b);
      }
    });
  });
  // Two strike-through lines.
  for (let l = 0; l < 2; l++) {
    let y = random() * height;
    const slope = (random() - 0.5) * 0.6;
    for (let x = 0; x < width; x++, y += slope) set(x, Math.round(y), 90, 90, 110);
  }
  return encodePng(width, height, px);
}
