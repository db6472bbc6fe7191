import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import '../globals.css';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { textDirection } from '@/lib/i18n/locales';
import { THEME_SCRIPT } from '@/components/system/theme-script';

export async function generateMetadata(): Promise<Metadata> {
  const locale = localeFromAcceptLanguage((await headers()).get('accept-language'));
  const t = await getTranslations({ locale, namespace: 'System' });
  // The unknown-host 404 has no page of its own to name it; the unavailable page names itself.
  return { title: t('siteNotFoundTitle'), robots: { index: false, follow: false } };
}

/** Root layout of pages that belong to no merchant: unknown host, platform unreachable. No brand, no merchant data. */
export default async function StandaloneLayout({ children }: { children: ReactNode }) {
  const h = await headers();
  const locale = localeFromAcceptLanguage(h.get('accept-language'));
  setRequestLocale(locale);
  return (
    <html lang={locale} dir={textDirection(locale)} className="dark" suppressHydrationWarning>
      <head>
        <script nonce={h.get('x-nonce') ?? undefined} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
