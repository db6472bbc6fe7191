'use client';
import enCommon from '@/messages/en/common.json';
import viCommon from '@/messages/vi/common.json';
import thCommon from '@/messages/th/common.json';
import zhCommon from '@/messages/zh/common.json';
import idCommon from '@/messages/id/common.json';
import koCommon from '@/messages/ko/common.json';
import arCommon from '@/messages/ar/common.json';
import { textDirection } from '@/lib/i18n/locales';
import './globals.css';

const CATALOGS = {
  en: enCommon,
  vi: viCommon,
  th: thCommon,
  zh: zhCommon,
  id: idCommon,
  ko: koCommon,
  ar: arCommon,
} as const;

/**
 * The last resort when a root layout itself fails: it replaces the whole document, so it cannot use the request's
 * translations and picks the catalog from the URL's language prefix or the browser's language.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const fromPath = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1] ?? '';
  const fromBrowser = typeof navigator === 'undefined' ? '' : navigator.language.split('-')[0] ?? '';
  const locale = (fromPath in CATALOGS ? fromPath : fromBrowser in CATALOGS ? fromBrowser : 'en') as keyof typeof CATALOGS;
  const common = CATALOGS[locale];
  return (
    <html lang={locale} dir={textDirection(locale)} className="dark">
      <body className="min-h-screen antialiased">
        <main className="flex min-h-screen items-center justify-center bg-surface px-4 text-ink">
          <section role="alert" className="max-w-lg rounded-2xl border border-line bg-surface-raised p-8 text-center">
            <h1 className="mb-3 text-2xl font-bold">{common.Common.errorTitle}</h1>
            <p className="text-ink-muted">{common.Common.errorText}</p>
            <button
              type="button"
              onClick={() => reset()}
              className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-brand-text"
            >
              {common.Common.retry}
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
