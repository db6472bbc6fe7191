/** QR codes of the download page and popup: drawn as PNG data URLs by lib/qr.ts (server) and lib/hooks/use-qr-code.ts (popup). */

/** Sizes of spec §9: 130 px in the download popup, 100 px in the steps. */
export const DIALOG_QR_SIZE = 130;
export const STEPS_QR_SIZE = 100;

/** An address as people read it: without the scheme and the root's slash (https://vn88.com/ → vn88.com). */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
