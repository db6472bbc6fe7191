/**
 * The files a host serves for crawlers and link previews: robots.txt, sitemap.xml and the share image. proxy.ts sends
 * them to app/[host]/<file> for every merchant host, whatever the language, the visitor's stored language or
 * login-to-home (a crawler has no session), and without a page's CSP (they are not pages).
 */
import { OG_IMAGE_PATH } from './og-image';

export const SEO_FILES: readonly string[] = ['/robots.txt', '/sitemap.xml', OG_IMAGE_PATH];

export function isSeoFile(pathname: string): boolean {
  return SEO_FILES.includes(pathname);
}
