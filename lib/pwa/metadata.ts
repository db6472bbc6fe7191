import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/locale-path';
import { APPLE_TOUCH_ICON_SIZE, appIconPath, MANIFEST_PATH, shortName, themeColour } from './manifest';

/**
 * What every merchant page's <head> says about the installable app: its manifest in the page's language, Apple's
 * home-screen icon and title (Safari's "Add to Home Screen" reads these, not the manifest), and the brand's theme colour.
 */
export function installMetadata(site: { brandName: string; defaultLanguage: string }, locale: string): Pick<Metadata, 'manifest' | 'appleWebApp'> {
  return {
    manifest: localizedPath(MANIFEST_PATH, locale, site.defaultLanguage),
    appleWebApp: { capable: true, title: shortName(site.brandName), statusBarStyle: 'default' },
  };
}

export const APPLE_TOUCH_ICON = appIconPath(APPLE_TOUCH_ICON_SIZE);

export function brandThemeColour(site: { colors: { primary: string } }): string {
  return themeColour(site.colors.primary);
}
