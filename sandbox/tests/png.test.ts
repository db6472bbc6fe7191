/** @jest-environment node */
/**
 * The sandbox's PNG encoder (sandbox/lib/png.ts, on pngjs): what it writes decodes to the same size and the same pixels
 * it was given, row by row, and the captcha draws its digits from the glyph table on its light background.
 */
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { DIGITS, encodePng, renderCaptchaPng } from '../lib/png';

/** RGBA as pngjs decodes it, back to the RGB the encoder takes. */
function rgbOf(image: PNG): number[] {
  return [...image.data].filter((_, i) => i % 4 !== 3);
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

describe('encodePng', () => {
  it.each([
    [1, 1],
    [3, 2],
    [50, 30],
    [7, 200],
  ])('writes a %i×%i RGB picture that decodes to the same pixels', (width, height) => {
    const random = seeded(width * 1000 + height);
    const rgb = Uint8Array.from({ length: width * height * 3 }, () => Math.floor(random() * 256));
    const image = PNG.sync.read(encodePng(width, height, rgb));
    expect({ width: image.width, height: image.height }).toEqual({ width, height });
    expect(rgbOf(image)).toEqual([...rgb]);
    expect(image.data.filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
  });

  it('takes a view into a larger buffer at its offset', () => {
    const whole = Uint8Array.from({ length: 30 }, (_, i) => i * 7);
    const view = whole.subarray(6, 18); // 2×2 pixels
    expect(rgbOf(PNG.sync.read(encodePng(2, 2, view)))).toEqual([...view]);
  });

  it('is 8-bit truecolour without alpha, each row stored with the Sub filter', () => {
    const width = 4;
    const height = 3;
    const png = encodePng(width, height, new Uint8Array(width * height * 3).fill(90));
    // IHDR: bit depth 8, colour type 2 (RGB), no interlace.
    expect([png[24], png[25], png[28]]).toEqual([8, 2, 0]);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(raw.length).toBe((width * 3 + 1) * height);
    for (let y = 0; y < height; y++) expect(raw[y * (width * 3 + 1)]).toBe(1);
  });
});

describe('renderCaptchaPng', () => {
  it('draws a 120×40 picture whose digits are the glyphs, scaled by four, on the light background', () => {
    // A random that always gives 0: no noise offset, the digits' colour (0, 0, 60), both lines along the top row.
    const image = PNG.sync.read(renderCaptchaPng('8', () => 0));
    expect({ width: image.width, height: image.height }).toEqual({ width: 120, height: 40 });
    const pixel = (x: number, y: number) => [...image.data.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 3)];
    DIGITS['8']!.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        const [x, y] = [10 + gx * 4 + 1, 4 + gy * 4 + 1];
        expect(pixel(x, y)).toEqual(bit === '1' ? [0, 0, 60] : [240, 240, 240]);
      });
    });
    expect(pixel(119, 39)).toEqual([240, 240, 240]);
  });

  it('is the same picture for the same random numbers', () => {
    expect(renderCaptchaPng('4821', seeded(7)).equals(renderCaptchaPng('4821', seeded(7)))).toBe(true);
  });
});
