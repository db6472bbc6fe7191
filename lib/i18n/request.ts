import { getRequestConfig } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/context';
import { catalogLocale, FALLBACK_LOCALE, type CatalogLocale } from './locales';
import { loadMessages } from './messages';
import { nearestCatalog } from './nearest-catalog';
import { shownLanguage } from './site-languages';

/**
 * next-intl's per-request config. The requested locale is the page's language as the [locale] segment names it (set
 * with setRequestLocale by the layouts, or passed to getTranslations): a catalog's tag, or a language the merchant
 * offers without a catalog of its own. Its locale is the catalog the page is shown in, so every text, plural rule and
 * number format is that catalog's (lib/i18n/site-languages.ts).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = await catalogShownFor(await requestLocale);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'UTC',
    onError: (error) => {
      if (process.env.NODE_ENV !== 'production') console.error(error.message);
    },
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  };
});

/** A catalog's own tag shows that catalog; any other language is shown as its merchant says (else by its parents). */
async function catalogShownFor(requested: string | undefined): Promise<CatalogLocale> {
  if (!requested) return FALLBACK_LOCALE;
  const exact = catalogLocale(requested);
  if (exact) return exact;
  const { site } = await getRequestContext();
  if (site.kind === 'ok' && site.site.languages.includes(requested)) return shownLanguage(site.site, requested);
  return nearestCatalog(requested);
}
