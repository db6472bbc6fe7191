import { getRequestConfig } from 'next-intl/server';
import { FALLBACK_LOCALE, isCatalogLocale } from './locales';
import { loadMessages } from './messages';

/**
 * next-intl's per-request config. The locale comes from the [locale] segment (set with setRequestLocale by the
 * layouts); which locales a merchant offers is checked by the root layout against the platform's list.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isCatalogLocale(requested) ? requested : FALLBACK_LOCALE;
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
