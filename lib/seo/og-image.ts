/**
 * The share image of a page (Open Graph and Twitter cards): /og-image.png on the page's own host, drawn by
 * app/[host]/og-image.png/route.tsx in the brand's colours with the page's title in its language.
 *
 * The title travels in the URL, signed (HMAC-SHA256 with the site's secret, over host, language and title): any page,
 * today's or one built later, gets its image by naming its title, and nobody can make the brand's host draw a text of
 * their own. A missing or wrong signature draws the brand's image without a title.
 */

export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Longest title drawn (a page title is far shorter; the URL stays small). */
export const OG_TITLE_MAX = 120;

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(`og-image:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function base64Url(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString('base64url');
}

function message(host: string, locale: string, title: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${host}\n${locale}\n${title}`);
}

export async function signOgTitle(secret: string, host: string, locale: string, title: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), message(host, locale, title));
  return base64Url(signature.slice(0, 18));
}

export async function verifyOgTitle(secret: string, host: string, locale: string, title: string, signature: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{24}$/.test(signature)) return false;
  const expected = await signOgTitle(secret, host, locale, title);
  // Constant time: compare every character.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0;
}

/** The absolute URL of a page's share image. */
export async function ogImageUrl(origin: string, secret: string, host: string, locale: string, title: string): Promise<string> {
  const text = title.slice(0, OG_TITLE_MAX);
  const signature = await signOgTitle(secret, host, locale, text);
  const query = new URLSearchParams({ l: locale, t: text, s: signature });
  return `${origin}${OG_IMAGE_PATH}?${query.toString()}`;
}
