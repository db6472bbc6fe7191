/** @jest-environment node */
import { checkImage, UPLOAD_MAX_BYTES } from '@site/platform-contract/wallet';
import { jpegOfSize, pngOfSize } from '../../tests/e2e/support/image-headers';

/**
 * The uploads' header check, shared by the upload field, the site's API and the platform: the
 * size a png or jpg says it has, read without decoding, against 8000 px a side and 40 megapixels.
 */

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe('checkImage', () => {
  it('reads a png’s IHDR and a jpg’s frame header', () => {
    expect(checkImage(bytes(pngOfSize(1, 1)))).toEqual({ ok: true, mime: 'image/png', width: 1, height: 1 });
    expect(checkImage(bytes(pngOfSize(1920, 1080)))).toEqual({ ok: true, mime: 'image/png', width: 1920, height: 1080 });
    expect(checkImage(bytes(jpegOfSize(4032, 3024)))).toEqual({ ok: true, mime: 'image/jpeg', width: 4032, height: 3024 });
    // Progressive, extended, lossless and arithmetic frame headers alike, behind a camera's metadata.
    for (const sof of [0xc1, 0xc2, 0xc3, 0xc5, 0xc9, 0xca, 0xcf]) {
      expect(checkImage(bytes(jpegOfSize(3000, 2000, { sof, exifBytes: 65_000 })))).toMatchObject({ ok: true, width: 3000, height: 2000 });
    }
  });

  it('refuses past 8000 px a side or 40 megapixels, and takes the bound itself', () => {
    const verdict = (buffer: Buffer) => {
      const checked = checkImage(bytes(buffer));
      return checked.ok ? 'ok' : checked.problem;
    };
    expect(verdict(pngOfSize(38000, 38000))).toBe('dimensions_too_large');
    expect(verdict(jpegOfSize(38000, 38000))).toBe('dimensions_too_large');
    expect(verdict(jpegOfSize(65535, 65535))).toBe('dimensions_too_large');
    expect(verdict(pngOfSize(0xffffffff, 0xffffffff))).toBe('dimensions_too_large');
    expect(verdict(pngOfSize(8001, 1))).toBe('dimensions_too_large');
    expect(verdict(pngOfSize(1, 8001))).toBe('dimensions_too_large');
    expect(verdict(pngOfSize(7000, 7000))).toBe('dimensions_too_large');
    expect(verdict(pngOfSize(8000, 5000))).toBe('ok');
    expect(verdict(pngOfSize(5000, 8000))).toBe('ok');
    expect(verdict(jpegOfSize(8000, 5001))).toBe('dimensions_too_large');
  });

  it('calls a file whose header cannot be read no png or jpg', () => {
    const png = pngOfSize(10, 10);
    const jpeg = jpegOfSize(10, 10);
    expect(checkImage(bytes(png.subarray(0, 20)))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(Buffer.concat([png.subarray(0, 12), Buffer.from('IDAT'), png.subarray(16)])))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(pngOfSize(0, 10)))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(jpeg.subarray(0, 30)))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(jpegOfSize(10, 0)))).toEqual({ ok: false, problem: 'wrong_type' });
    // A scan before any frame header, a segment of impossible length, and bytes between segments that are no marker.
    expect(checkImage(bytes(Buffer.from('ffd8ffda000c03010002110311003f00ffd9', 'hex')))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(Buffer.from('ffd8ffe00001', 'hex')))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(Buffer.from('ffd8ffe000040000' + '12' + 'ffc0001108000a000a03012200021101031101', 'hex')))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(bytes(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkImage(new Uint8Array(0))).toEqual({ ok: false, problem: 'wrong_type' });
  });

  it('skips fill bytes before a marker, and standalone markers', () => {
    const jpeg = jpegOfSize(640, 480);
    const filled = Buffer.concat([jpeg.subarray(0, 2), Buffer.from('ffffffffd0', 'hex'), jpeg.subarray(2)]);
    expect(checkImage(bytes(filled))).toMatchObject({ ok: true, width: 640, height: 480 });
  });

  it('reads a few bytes of a real file and walks a crafted one segment by segment, never byte by byte', () => {
    // A camera's 65 KB of metadata (filled with 0xFF, the worst case for a reader that scans for markers) is jumped over.
    const photo = reads(jpegOfSize(3000, 2000, { exifBytes: 65_000 }));
    expect(checkImage(photo.bytes)).toMatchObject({ ok: true, width: 3000, height: 2000 });
    expect(photo.count()).toBeLessThan(64);
    // The smallest segments there are, all the way: the most steps a walk can take, each reading its marker and length
    // (six reads per four bytes), where image-size's reader stepped through every byte between markers.
    const crafted = craftedSegments(64 * 1024);
    const walked = reads(crafted);
    expect(checkImage(walked.bytes)).toEqual({ ok: false, problem: 'wrong_type' });
    expect(walked.count()).toBeLessThanOrEqual(1.5 * crafted.length + 8);
    // The same at the largest size an upload may have, and a header whose first segment has an impossible length.
    expect(checkImage(bytes(craftedSegments(UPLOAD_MAX_BYTES)))).toEqual({ ok: false, problem: 'wrong_type' });
    const zeros = Buffer.alloc(UPLOAD_MAX_BYTES);
    zeros.set([0xff, 0xd8, 0xff, 0xe0]);
    const short = reads(zeros);
    expect(checkImage(short.bytes)).toEqual({ ok: false, problem: 'wrong_type' });
    expect(short.count()).toBeLessThan(16);
  });
});

/** A jpg start followed by 2-byte APP1 segments to the end. */
function craftedSegments(size: number): Buffer {
  const crafted = Buffer.alloc(size);
  crafted.set([0xff, 0xd8]);
  for (let i = 2; i + 4 <= crafted.length; i += 4) crafted.set([0xff, 0xe1, 0x00, 0x02], i);
  return crafted;
}

/** The bytes behind a proxy that counts every indexed read, so a test can say how much of a file the check looked at. */
function reads(buffer: Buffer): { bytes: Uint8Array; count: () => number } {
  let count = 0;
  const target = bytes(buffer);
  const proxy = new Proxy(target, {
    get(array, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) count += 1;
      const value = Reflect.get(array, key, array) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(array) : value;
    },
  });
  return { bytes: proxy, count: () => count };
}
