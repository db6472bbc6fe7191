'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import type { IslandCatalogFile } from '@/lib/i18n/client-messages';
import { reloadForMissingCode } from '@/components/system/missing-code';

/**
 * A popup's catalog files in the page's language, from the site's API (app/api/messages/route.ts): one request for
 * the files the popup needs, whichever of the languages the page is in, and kept by the browser for the build the
 * page runs (its data-build). No language's files are part of the page's code.
 */
async function fetchMessages(locale: string, files: string): Promise<Messages> {
  const build = document.documentElement.dataset.build;
  const query = new URLSearchParams({ locale, files, ...(build ? { build } : {}) });
  const response = await fetch(`/api/messages?${query.toString()}`, { credentials: 'same-origin' });
  const body = (await response.json()) as { success?: boolean; value?: Messages };
  if (!response.ok || body.success !== true || !body.value) throw new Error(`messages ${response.status}`);
  return body.value;
}

/**
 * What a popup that can open on any page needs (lib/i18n/client-messages.ts): its catalog files, fetched when it first
 * opens and added to the page's (`fallback` shows meanwhile), and React Query (lib/query/provider.tsx).
 */
export function IslandMessages({ files, fallback = null, children }: { files: readonly IslandCatalogFile[]; fallback?: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const page = useMessages();
  const t = useTranslations('Common');
  const [loaded, setLoaded] = useState<{ messages: Messages; Provider: ComponentType<{ children: ReactNode }> } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = files.join(',');

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('@/lib/query/provider'), fetchMessages(locale, key)]).then(
      ([{ QueryProvider }, messages]) => {
        if (!cancelled) setLoaded({ messages, Provider: QueryProvider });
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
