'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The catalog files a popup loads, each as a chunk of its own per language, loaded only when a popup needs it. One
 * import per file, with the language the only variable, so the bundle's map of them holds these files of each catalog
 * (CATALOG_LOCALES), not every file of every catalog.
 */
const FILES = {
  auth: (locale: string) => import(`../../messages/${locale}/auth.json`),
  account: (locale: string) => import(`../../messages/${locale}/account.json`),
  register: (locale: string) => import(`../../messages/${locale}/register.json`),
  verification: (locale: string) => import(`../../messages/${locale}/verification.json`),
  download: (locale: string) => import(`../../messages/${locale}/download.json`),
  service: (locale: string) => import(`../../messages/${locale}/service.json`),
  'fun-play': (locale: string) => import(`../../messages/${locale}/fun-play.json`),
} satisfies Record<string, (locale: string) => Promise<{ default: unknown }>>;

type CatalogFile = keyof typeof FILES;

const loadFile = (locale: string, file: CatalogFile): Promise<Messages> => FILES[file](locale).then((m) => m.default as Messages);

/**
 * What a popup that can open on any page needs (lib/i18n/client-messages.ts): its catalog files, fetched when it first
 * opens and added to the page's (`fallback` shows meanwhile), and React Query (lib/query/provider.tsx).
 */
export function IslandMessages({ files, fallback = null, children }: { files: readonly CatalogFile[]; fallback?: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const page = useMessages();
  const t = useTranslations('Common');
  const [loaded, setLoaded] = useState<{ messages: Messages; Provider: ComponentType<{ children: ReactNode }> } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = files.join(',');

  useEffect(() => {
    let cancelled = false;
    // The page's locale is always a catalog's (lib/i18n/request.ts): the one its text is shown in.
    Promise.all([import('@/lib/query/provider'), ...key.split(',').map((file) => loadFile(locale, file as CatalogFile))]).then(
      ([{ QueryProvider }, ...parts]) => {
        if (!cancelled) setLoaded({ messages: Object.assign({}, ...parts) as Messages, Provider: QueryProvider });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, key]);

  if (failed) return <p role="alert" className="p-4 text-sm text-danger">{t('networkError')}</p>;
  if (!loaded) return fallback;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...page, ...loaded.messages }}>
      <loaded.Provider>{children}</loaded.Provider>
    </NextIntlClientProvider>
  );
}
