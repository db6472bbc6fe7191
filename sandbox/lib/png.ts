/** A tiny PNG encoder and a captcha renderer (digits from a 5×7 bitmap font plus noise); no native libraries. */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * Encodes an RGB image (3 bytes per pixel, row-major) as PNG. Each row is stored with PNG's Sub filter (every byte as
 * its difference from the same channel of the pixel to its left), which deflate packs far smaller for smooth pictures
 * such as the slider's gradients.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    raw[out] = 1; // filter: Sub
    for (let i = 0; i < stride; i++) raw[out + 1 + i] = (rgb[row + i]! - (i >= 3 ? rgb[row + i - 3]! : 0)) & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
