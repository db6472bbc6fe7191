import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Toaster } from 'sonner';
import '../../globals.css';
import { getRequestSite } from '@/lib/tenant/request-site';
import { getNavCategories } from '@/lib/platform/games';
import { getHelpArticles } from '@/lib/platform/help';
import { readMemberSession } from '@/lib/session/session';
import { isCatalogLocale, textDirection } from '@/lib/i18n/locales';
import { QueryProvider } from '@/lib/query/provider';
import { SiteProvider } from '@/components/providers/site-provider';
import { AppShell } from '@/components/layout/app-shell';
import { LoginDialogProvider } from '@/components/auth/login-dialog-provider';
import { DisclaimerDialog } from '@/components/account/disclaimer-dialog';
import { GateScreen } from '@/components/system/gate-screen';
import { SiteNotFoundScreen, SiteUnavailableScreen } from '@/components/system/standalone-screens';
import { THEME_SCRIPT } from '@/components/system/theme-script';
import { NextPageToast } from '@/components/system/next-page-toast';
import type { Site } from '@/lib/tenant/types';

interface Props {
  children: ReactNode;
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, locale } = await params;
  const request = await getRequestSite(host);
  if (request.kind !== 'ok' || !isCatalogLocale(locale)) return { robots: { index: false } };
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const brand = request.site.brandName;
  return {
    title: { default: brand, template: t('titleTemplate', { brand }) },
    description: t('description', { brand }),
    icons: { icon: request.site.logoUrl },
    robots: request.status.gate === 'open' ? undefined : { index: false },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, colorScheme: 'dark light' };

/** The root of every merchant page: brand, language, theme and providers; the status gates are enforced here too. */
export default async function MerchantRootLayout({ children, params }: Props) {
  const { host, locale } = await params;
  const request = await getRequestSite(host);
  const lang = isCatalogLocale(locale) ? locale : 'en';
  setRequestLocale(lang);
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  if (request.kind !== 'ok' || !request.site.languages.includes(locale) || !isCatalogLocale(locale)) {
    return (
      <Document lang={lang} nonce={nonce}>
        <NextIntlClientProvider>
          {request.kind === 'unavailable' ? <SiteUnavailableScreen /> : <SiteNotFoundScreen />}
        </NextIntlClientProvider>
      </Document>
    );
  }

  const { site, status } = request;
  if (status.gate !== 'open') {
    return (
      <Document lang={locale} nonce={nonce} site={site}>
        <GateScreen site={site} status={status} />
      </Document>
    );
  }

  const [member, categories, help] = await Promise.all([
    readMemberSession(site.merchantCode),
    getNavCategories(site.merchantCode, locale).catch(() => []),
    getHelpArticles(site.merchantCode, locale).catch(() => []),
  ]);
  const helpLinks = help.filter((a) => a.footer).map(({ tag, title }) => ({ tag, title }));
  const tc = await getTranslations('Common');

  return (
    <Document lang={locale} nonce={nonce} site={site}>
      <NextIntlClientProvider>
        <SiteProvider value={{ site, locale, loggedIn: member !== null, memberType: member?.memberType ?? null }}>
          <QueryProvider>
            <LoginDialogProvider>
              <AppShell
                site={site}
                categories={categories}
                loggedIn={member !== null}
                memberType={member?.memberType ?? null}
                locale={locale}
                helpLinks={helpLinks}
              >
                {children}
              </AppShell>
              {site.disclaimer ? <DisclaimerDialog /> : null}
            </LoginDialogProvider>
            <Toaster
              position="top-center"
              richColors
              closeButton
              theme="system"
              containerAriaLabel={tc('notifications')}
              toastOptions={{ closeButtonAriaLabel: tc('close') }}
            />
            <NextPageToast />
          </QueryProvider>
        </SiteProvider>
      </NextIntlClientProvider>
    </Document>
  );
}

const HEX = /^#[0-9a-f]{3,8}$/i;

function brandStyle(site?: Site): CSSProperties | undefined {
  if (!site) return undefined;
  const { primary, primaryText, accent } = site.colors;
  const style: Record<string, string> = {};
  if (HEX.test(primary)) style['--brand-primary'] = primary;
  if (HEX.test(primaryText)) style['--brand-primary-text'] = primaryText;
  if (HEX.test(accent)) style['--brand-accent'] = accent;
  return style as CSSProperties;
}

function Document({ lang, nonce, site, children }: { lang: string; nonce?: string; site?: Site; children: ReactNode }) {
  return (
    <html lang={lang} dir={textDirection(lang)} className="dark" style={brandStyle(site)} suppressHydrationWarning>
      <head>
        {/* Applies the stored theme before first paint, so a light-theme visitor never sees a dark flash. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
