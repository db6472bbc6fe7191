/**
 * Locale in the URL: the merchant's default language is unprefixed, the others are prefixed (/vi/promotions).
 * Pure functions, shared by proxy.ts (which decides) and links (which build paths).
 */

export interface LocaleSplit {
  locale: string;
  /** Path without the locale prefix, always starting with "/". */
  rest: string;
  /** The path named the default language explicitly ("/en/x" on an English-default merchant). */
  redundantPrefix: boolean;
  /** The path carried a locale prefix. */
  prefixed: boolean;
  /** The prefix spelt the language otherwise than its address, which is its tag in lower case ("/zh-TW", "/VI"). */
  miscased: boolean;
}

export function splitLocale(pathname: string, languages: readonly string[], defaultLanguage: string): LocaleSplit {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1]?.toLowerCase();
  if (first && languages.includes(first)) {
    return { locale: first, rest: match?.[2] || '/', redundantPrefix: first === defaultLanguage, prefixed: true, miscased: first !== match?.[1] };
  }
  return { locale: defaultLanguage, rest: pathname || '/', redundantPrefix: false, prefixed: false, miscased: false };
}

/** The URL path of `path` in `locale` for a merchant whose default language is `defaultLanguage`. */
export function localizedPath(path: string, locale: string, defaultLanguage: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLanguage) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Aliases of routes: the home page answers at /, /index, /index.html and /home; registration also at /register.html.
 * (/down is a page of its own, not an alias of /download: on a login-to-home brand only /download is open.)
 */
const ALIASES: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/register.html': '/register',
};

export function canonicalRoute(rest: string): string {
  const trimmed = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return ALIASES[trimmed] ?? trimmed;
}

/** Paths a visitor may open without a session when the merchant turns login-to-home on (spec §2). */
const PUBLIC_WHEN_LOGIN_TO_HOME = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/**
 * The installable app's files: its manifest, icons and offline page. Browsers fetch the manifest and icons without the
 * session cookie, and the offline page is stored for anyone, so they are never behind the login.
 */
const APP_FILES = /^\/(?:manifest\.webmanifest|offline|app-icon\/[^/]+)$/;

export function isPublicWhenLoginToHome(rest: string): boolean {
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return PUBLIC_WHEN_LOGIN_TO_HOME.includes(path) || APP_FILES.test(path);
}

/** The current URL path without the page's locale prefix (the default language has none). */
export function pathWithoutLocale(pathname: string, locale: string, defaultLanguage: string): string {
  if (locale === defaultLanguage) return pathname || '/';
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return pathname || '/';
}
