'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import { reloadForMissingCode } from '@/components/system/missing-code';

type CatalogFile = 'auth' | 'account' | 'register' | 'verification' | 'download' | 'service' | 'fun-play';

/** The catalog files of every language, as chunks the browser loads only when a popup needs them. */
const loaders: Record<string, (file: CatalogFile) => Promise<Messages>> = {
  en: (file) => import(`../../messages/en/${file}.json`).then((m) => m.default as Messages),
  vi: (file) => import(`../../messages/vi/${file}.json`).then((m) => m.default as Messages),
  th: (file) => import(`../../messages/th/${file}.json`).then((m) => m.default as Messages),
  zh: (file) => import(`../../messages/zh/${file}.json`).then((m) => m.default as Messages),
  id: (file) => import(`../../messages/id/${file}.json`).then((m) => m.default as Messages),
  ko: (file) => import(`../../messages/ko/${file}.json`).then((m) => m.default as Messages),
  ar: (file) => import(`../../messages/ar/${file}.json`).then((m) => m.default as Messages),
};

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
    const load = loaders[locale] ?? loaders.en!;
    Promise.all([import('@/lib/query/provider'), ...key.split(',').map((file) => load(file as CatalogFile))]).then(
      ([{ QueryProvider }, ...parts]) => {
        if (!cancelled) setLoaded({ messages: Object.assign({}, ...parts) as Messages, Provider: QueryProvider });
      },
      (error: unknown) => {
        // Its code gone with a new deploy: the page reloads onto the new one (once) rather than say the network failed.
        if (!cancelled && !reloadForMissingCode(error)) setFailed(true);
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
