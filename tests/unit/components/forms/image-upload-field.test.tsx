import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/api-error';
import type { UploadDto } from '@/lib/api/centre/wallet';
import wallet from '@/messages/en/wallet.json';
import vietnamese from '@/messages/vi/wallet.json';
import { ImageUploadField } from '@/components/forms/image-upload-field';
import { jpegOfSize, pngOfSize } from '../../../e2e/support/image-headers';

/**
 * The image field of the wallet's forms (deposit receipts, withdrawal proofs, activity applications): a picture with
 * more pixels than an upload may have is refused at the field by its header, before anything is
 * sent, with a message that says the bound; the site's own refusal of one reads the same.
 */

const upload = jest.fn();
jest.mock('@/lib/query/use-upload', () => ({ useUpload: () => upload }));

function renderField(locale: 'en' | 'vi' = 'en') {
  const onChange = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? wallet : vietnamese} timeZone="UTC">
      <ImageUploadField name="receipts" label="Payment receipt" value={[]} onChange={onChange} />
    </NextIntlClientProvider>,
  );
  return { onChange, input: screen.getByLabelText(/Add image|Thêm ảnh/) as HTMLInputElement };
}

const file = (bytes: Buffer, name: string, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

// jsdom has no Blob.arrayBuffer() and no object URLs (every browser the site supports has both).
beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
});
beforeEach(() => upload.mockReset());

it('refuses a 38000 × 38000 PNG and an oversized JPEG at the field, by their headers, and sends nothing', async () => {
  const { input } = renderField();
  await userEvent.upload(input, [file(pngOfSize(38000, 38000), 'bomb.png'), file(jpegOfSize(9000, 100), 'wide.jpg')]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('bomb.png has too many pixels: an image can be at most 8,000 pixels wide or high and 40 megapixels in all. Choose a smaller image.');
  expect(alert).toHaveTextContent('wide.jpg has too many pixels');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(upload).not.toHaveBeenCalled();
});

it('says it in Vietnamese on a Vietnamese page', async () => {
  const { input } = renderField('vi');
  await userEvent.upload(input, file(pngOfSize(38000, 38000), 'bomb.png'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'bomb.png có quá nhiều điểm ảnh: ảnh chỉ được rộng hoặc cao tối đa 8.000 điểm ảnh và tổng cộng không quá 40 megapixel.',
  );
});

it('uploads a picture within the bound, and shows the site’s refusal of one in the same words', async () => {
  const image: UploadDto = { id: 'a'.repeat(32), url: 'http://localhost/wps/upload/a' };
  upload.mockReturnValueOnce({ promise: Promise.resolve(image), abort: jest.fn() });
  const { input, onChange } = renderField();
  await userEvent.upload(input, file(jpegOfSize(4032, 3024), 'photo.jpg'));
  expect(upload).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(onChange).toHaveBeenCalledWith([image]));

  upload.mockReturnValueOnce({
    promise: Promise.reject(new ApiError('validation_failed', 400, '', { field: 'file', key: 'dimensions_too_large' })),
    abort: jest.fn(),
  });
  await userEvent.upload(input, file(pngOfSize(800, 600), 'shot.png'));
  expect(await screen.findByRole('alert')).toHaveTextContent('shot.png has too many pixels');
});
