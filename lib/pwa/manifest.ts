/**
 * The web app manifest of a merchant (what "Add to Home Screen" and "Install" use): its name, its icons drawn from the
 * brand (app/[host]/[locale]/app-icon), its colour and where it opens. Pure: the route handler passes the site in.
 */
import { localizedPath } from '@/lib/i18n/locale-path';
import { textDirection } from '@/lib/i18n/locales';

/** Icon sizes the site draws (app/[host]/[locale]/app-icon/[file]): the manifest's two and Apple's touch icon. */
export const APP_ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;
export const DRAWN_ICON_SIZES: readonly number[] = [...APP_ICON_SIZES, APPLE_TOUCH_ICON_SIZE];

export const MANIFEST_PATH = '/manifest.webmanifest';

export function appIconPath(size: number): string {
  return `/app-icon/${size}.png`;
}

/** The installed app's splash and the page behind it: the site's dark surface (the default theme, spec §2). */
export const APP_BACKGROUND = '#0f1218';
/** When the brand's colour is not a colour. */
const FALLBACK_THEME = '#181c24';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A brand colour as the manifest and the theme-color meta take it: #rgb or #rrggbb, else the fallback. */
export function themeColour(primary: string | null | undefined): string {
  return primary && HEX.test(primary) ? primary.toLowerCase() : FALLBACK_THEME;
}

/** At most this many characters fit under a home-screen icon. */
const SHORT_NAME_MAX = 12;

/** The name under the icon: the brand if it fits, else its first word if that fits, else the brand cut at 12. */
export function shortName(brand: string): string {
  const name = brand.trim();
  if ([...name].length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? '';
  if (first && [...first].length <= SHORT_NAME_MAX) return first;
  return [...name].slice(0, SHORT_NAME_MAX).join('').trim();
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  categories: string[];
}

export interface ManifestSite {
  brandName: string;
  colors: { primary: string };
  defaultLanguage: string;
}

/**
 * The manifest in one of the merchant's languages (`locale`, as the address names it), its texts in the catalog that
 * language is shown in (`shownIn`, lang and dir true to them). One app per host whatever the language (`id` is the
 * root), opening on the home page in that language; the icons are drawn full-bleed with the mark inside the safe zone, so the same
 * image serves as "any" and as "maskable".
 */
export function buildWebManifest(site: ManifestSite, locale: string, description: string, shownIn: string = locale): WebAppManifest {
  return {
    id: '/',
    name: site.brandName,
    short_name: shortName(site.brandName),
    description,
    lang: shownIn,
    dir: textDirection(shownIn),
    start_url: localizedPath('/', locale, site.defaultLanguage),
    scope: '/',
    display: 'standalone',
    background_color: APP_BACKGROUND,
    theme_color: themeColour(site.colors.primary),
    icons: APP_ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png' as const, purpose })),
    ),
    categories: ['entertainment', 'games'],
  };
}

/** The letters on the icon: a short one-word brand whole (VN88), else the first letters of two words (Demo Casino: DC). */
export function brandInitials(brand: string): string {
  const words = brand.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const chars = (word: string) => [...word];
  if (words.length === 1) {
    const word = chars(words[0]!);
    return (word.length <= 4 ? word : word.slice(0, 2)).join('').toUpperCase();
  }
  return (chars(words[0]!)[0]! + chars(words[1]!)[0]!).toUpperCase();
}
