/**
 * Validation of link and redirect targets coming from the platform or the query string (banner links, backUrl,
 * return paths). Only same-site paths and http(s) URLs pass; javascript:, data:, protocol-relative and
 * backslash tricks do not.
 */

/** A path on this site ("/promotions?id=3"), or null. */
export function safeSitePath(target: string | null | undefined): string | null {
  if (!target) return null;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    // Dot segments resolve away ("/..//evil.com", "/%2e%2e//evil.com" become "//evil.com"): a result that starts with
    // two slashes is a protocol-relative URL to another host, whatever the input looked like.
    if (url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** A same-site path to continue to after signing in, or null (not a path of this site, or a login page itself). */
export function safeReturnPath(target: string | null | undefined): string | null {
  const path = safeSitePath(target);
  if (!path) return null;
  return /^\/([a-z]{2}\/)?login(\/|\?|#|$)/i.test(path) ? null : path;
}

/** An absolute http(s) URL, or null. */
export function safeExternalUrl(target: string | null | undefined): string | null {
  if (!target) return null;
  try {
    const url = new URL(target.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** A link target of either kind, with whether it leaves the site. */
export function safeLink(target: string | null | undefined): { href: string; external: boolean } | null {
  const path = safeSitePath(target);
  if (path) return { href: path, external: false };
  const external = safeExternalUrl(target);
  return external ? { href: external, external: true } : null;
}
