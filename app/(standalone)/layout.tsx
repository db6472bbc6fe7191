import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import '../globals.css';
import { localeFromAcceptLanguage, textDirection } from '@/lib/i18n/locales';
import { THEME_SCRIPT } from '@/components/system/theme-script';

export const metadata = { robots: { index: false, follow: false } };

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
