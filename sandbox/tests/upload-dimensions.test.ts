/** @jest-environment node */
/**
 * Uploads and their pixel size: a png or jpg whose header says more than UPLOAD_MAX_SIDE a side
 * or UPLOAD_MAX_PIXELS in all is refused (400 image_dimensions_too_large) by reading that header only, never decoding
 * it: a 38000 × 38000 PNG of a few KB decodes to 4.3 GB. One whose header cannot be read is no png or jpg.
 */
import { UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE, WalletPath, type UploadDto } from '@site/platform-contract';
import { jpegOfSize, pngOfSize } from '../../tests/e2e/support/image-headers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

describe('uploads are refused by their header past the bound', () => {
  async function upload(bytes: Buffer, name = 'receipt.png', type = 'image/png') {
    const token = await tokenFor(app, 'demo');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await app.request(WalletPath.UPLOAD, { method: 'POST', headers: { Merchant: 'demo', Authorization: token }, body: form });
    return { status: res.status, json: (await res.json()) as { success: boolean; errorCode?: string; value?: UploadDto | Record<string, number> } };
  }

  it('refuses a 38000 × 38000 PNG or JPEG, one side over 8000 px, or more than 40 megapixels', async () => {
    expect([UPLOAD_MAX_SIDE, UPLOAD_MAX_PIXELS]).toEqual([8000, 40_000_000]);
    const stored = app.db.prepare('SELECT COUNT(*) FROM uploads').pluck();
    const before = stored.get();
    for (const bytes of [pngOfSize(38000, 38000), pngOfSize(8001, 1), pngOfSize(1, 8001), pngOfSize(7000, 7000), jpegOfSize(38000, 38000), jpegOfSize(100, 20000, { sof: 0xc2 })]) {
      const res = await upload(bytes, bytes[0] === 0xff ? 'a.jpg' : 'a.png', bytes[0] === 0xff ? 'image/jpeg' : 'image/png');
      expect(res).toEqual({
        status: 400,
        json: { success: false, errorCode: 'image_dimensions_too_large', message: expect.any(String), value: { maxSide: 8000, maxPixels: 40_000_000 } },
      });
    }
    expect(stored.get()).toBe(before);
  });

  it('takes an image at the bound, and refuses one whose header cannot be read as a png or jpg', async () => {
    expect((await upload(pngOfSize(8000, 5000))).status).toBe(200);
    expect((await upload(jpegOfSize(4032, 3024, { exifBytes: 30_000 }), 'photo.jpg', 'image/jpeg')).status).toBe(200);
    // A PNG signature without its IHDR, a JPEG that ends before its frame header.
    const headless = Buffer.concat([pngOfSize(10, 10).subarray(0, 8), Buffer.alloc(40)]);
    expect((await upload(headless)).json.errorCode).toBe('file_type_not_allowed');
    expect((await upload(jpegOfSize(10, 10).subarray(0, 30), 'cut.jpg', 'image/jpeg')).json.errorCode).toBe('file_type_not_allowed');
  });
});
