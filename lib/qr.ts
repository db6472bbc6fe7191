/**
 * QR codes as PNG data URLs (an SVG data URL is markup, which the site never puts in an image), for server and browser
 * alike: the encoder (qrcode) is imported when a code is drawn, so no page carries it until then.
 */

/** Codes are drawn at three device pixels per CSS pixel: sharp on a phone's screen, scaled down elsewhere. */
export const QR_PIXEL_RATIO = 3;

/** A code for `text` shown `size` CSS pixels wide, with a one-module margin. */
export async function qrPngDataUrl(text: string, size: number): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { width: size * QR_PIXEL_RATIO, margin: 1, errorCorrectionLevel: 'M' });
}
