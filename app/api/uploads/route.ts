import { apiRoute, invalidField, routeMethods } from '@/lib/api/route';
import { UPLOAD_MAX_BYTES } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';
import { checkImage } from '@site/platform-contract/wallet';

/** A multipart body may carry this much besides the file (boundaries, headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST multipart/form-data with a part `file`: a png or jpg image of at most 5 MB (deposit receipts, withdrawal proofs,
 * activity applications). Checked here by size, by its first bytes (not its name or declared type) and by the pixel
 * size its header says (checkImage: at most 8000 px a side and 40 megapixels, never decoded) before the platform sees
 * it: a wrong one is a 400 on the field `file` (key too_large, wrong_type or dimensions_too_large).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    multipart: { maxBytes: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD, field: 'file' },
    handler: async ({ form }, { call }) => {
      const file = form?.get('file');
      if (!(file instanceof Blob) || file.size === 0) return invalidField('file', 'required');
      if (file.size > UPLOAD_MAX_BYTES) return invalidField('file', 'too_large');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = checkImage(bytes);
      if (!image.ok) return invalidField('file', image.problem);
      return wallet.upload(call, new Blob([bytes], { type: image.mime }), image.mime === 'image/png' ? 'image.png' : 'image.jpg');
    },
  }),
});
