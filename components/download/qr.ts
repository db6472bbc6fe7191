/**
 * QR codes of the download page and popup, as SVG data URLs: sharp at any size and screen density, drawn on the server
 * for the page and in the browser for the popup (the encoder loads there only when the popup opens).
 */

/** Sizes of spec §9: 130 px in the download popup, 100 px in the steps. */
export const DIALOG_QR_SIZE = 130;
export const STEPS_QR_SIZE = 100;

export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An address as people read it: without the scheme and the root's slash (https://vn88.com/ → vn88.com). */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
