import { renderHook, waitFor } from '@testing-library/react';
import { useQrCode } from '@/lib/hooks/use-qr-code';

// jsdom has no canvas for the browser encoder: a stand-in that answers as the encoder does (or fails like it).
const toDataURL = jest.fn(async (text: string, options: { width: number }) => {
  if (text.length > 4000) throw new Error('The amount of data is too big to be stored in a QR Code');
  return `data:image/png;base64,${Buffer.from(`${options.width}:${text}`).toString('base64')}`;
});
jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: (...args: [string, { width: number }]) => toDataURL(...args) } }));

describe('useQrCode', () => {
  it('draws nothing without text, and does not load the encoder', () => {
    const { result } = renderHook(() => useQrCode(null, 100));
    expect(result.current).toEqual({ url: null, failed: false });
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('draws a PNG data URL of the text at three pixels per CSS pixel of the size asked, and draws again when the text changes', async () => {
    const { result, rerender } = renderHook(({ text }) => useQrCode(text, 100), { initialProps: { text: 'https://vn.localhost/register?referralCode=A1' } });
    await waitFor(() => expect(result.current.url).toMatch(/^data:image\/png;base64,/));
    expect(toDataURL).toHaveBeenLastCalledWith('https://vn.localhost/register?referralCode=A1', expect.objectContaining({ width: 300, margin: 1 }));
    const first = result.current.url;
    rerender({ text: 'https://vn.localhost/register?referralCode=B2' });
    // The old code is never shown for the new text.
    expect(result.current.url).toBeNull();
    await waitFor(() => expect(result.current.url).toMatch(/^data:image\/png;base64,/));
    expect(result.current.url).not.toBe(first);
  });

  it('says it failed when the text cannot be encoded', async () => {
    const { result } = renderHook(() => useQrCode('x'.repeat(8000), 100));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.url).toBeNull();
  });
});
