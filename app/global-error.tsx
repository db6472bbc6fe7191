'use client';
import { useEffect, useState } from 'react';
import en from '@/messages/en/common.json';
import { FALLBACK_LOCALE, textDirection } from '@/lib/i18n/locales';
import { catalogByParent } from '@/lib/i18n/nearest-catalog';
import './globals.css';

type CommonTexts = typeof en;

/**
 * The last resort when a root layout itself fails: it replaces the whole document, so it cannot use the request's
 * translations. It picks the catalog nearest the URL's language prefix or the browser's language, shows English until
 * that catalog's common texts have loaded (a chunk of their own), and English if they cannot.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [shown, setShown] = useState<{ locale: string; texts: CommonTexts }>({ locale: FALLBACK_LOCALE, texts: en });
  useEffect(() => {
    const fromPath = window.location.pathname.split('/')[1] ?? '';
    const locale = (fromPath && catalogByParent(fromPath)) || catalogByParent(navigator.language) || FALLBACK_LOCALE;
    if (locale === FALLBACK_LOCALE) return;
    let cancelled = false;
    import(`../messages/${locale}/common.json`).then(
      (m: { default: CommonTexts }) => {
        if (!cancelled) setShown({ locale, texts: m.default });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  const common = shown.texts.Common;
  return (
    <html lang={shown.locale} dir={textDirection(shown.locale)} className="dark">
      <body className="min-h-screen antialiased">
        <main className="flex min-h-screen items-center justify-center bg-surface px-4 text-ink">
          <section role="alert" className="max-w-lg rounded-2xl border border-line bg-surface-raised p-8 text-center">
            <h1 className="mb-3 text-2xl font-bold">{common.errorTitle}</h1>
            <p className="text-ink-muted">{common.errorText}</p>
            <button
              type="button"
              onClick={() => reset()}
              className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-brand-text"
            >
              {common.retry}
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
