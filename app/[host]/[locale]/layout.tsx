import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { MEMBER_NAMESPACES, pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import '../../globals.css';
import { getRequestContext, type RequestContext } from '@/lib/request/context';
import { sameHost } from '@/lib/request/page-access';
import { siteGate } from '@/lib/tenant/gates';
import { getNavCategories, getVnLotteryMenus, navEntries } from '@/lib/platform/games';
import { getHelpArticles } from '@/lib/platform/help';
import { toClientSite } from '@/lib/platform/site';
import { textDirection } from '@/lib/i18n/locales';
import { platformLanguage, shownLanguage } from '@/lib/i18n/site-languages';
import { languageName } from '@/lib/i18n/language-names';
import { MemberQueryProvider } from '@/lib/query/provider-loader';
import { SiteProvider } from '@/lib/site/site-context';
import { AppShell } from '@/components/layout/app-shell';
import { TextDirectionProvider } from '@/components/ui/text-direction';
import { LoginDialogProvider } from '@/components/auth/login-dialog-provider';
import { Disclaimer } from '@/components/account/disclaimer';
import { GateScreen } from '@/components/system/gate-screen';
import { SiteNotFoundScreen, SiteUnavailableScreen } from '@/components/system/standalone-screens';
import { THEME_SCRIPT } from '@/components/system/theme-script';
import { StyleNonce } from '@/components/system/style-nonce';
import { NextPageToast } from '@/components/system/next-page-toast';
import { CodeWatch } from '@/components/system/code-watch';
import { MissingCodeBoundary } from '@/components/system/page-failure';
import { ToastHost } from '@/components/system/toasts';
import { Analytics } from '@/components/seo/analytics';
import type { Site } from '@/lib/platform/site';
import { APPLE_TOUCH_ICON, brandThemeColour, installMetadata } from '@/lib/pwa/metadata';
import { AppServiceWorker } from '@/components/download/service-worker';
import { servingConfig } from '@/server/config';
import { shownRequestId } from '@/lib/request/request-id';
import { REQUEST_ID_META } from '@/components/system/request-id-meta';

interface Props {
  children: ReactNode;
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, locale } = await params;
  const { site: lookup, host: requestHost } = await getRequestContext();
  if (lookup.kind !== 'ok' || !sameHost(host, requestHost) || !lookup.site.languages.includes(locale)) return { robots: { index: false } };
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const brand = lookup.site.brandName;
  return {
    title: { default: brand, template: t('titleTemplate', { brand }) },
    description: t('description', { brand }),
    icons: { icon: lookup.site.logoUrl, apple: APPLE_TOUCH_ICON },
    ...installMetadata(lookup.site, locale),
    robots: lookup.status.gate === 'open' ? undefined : { index: false },
  };
}

/** The site of a merchant page, if this request may render one (known host, its own [host] segment, a language it offers). */
function merchantOf(context: RequestContext, host: string, locale: string) {
  const { site: lookup } = context;
  if (lookup.kind !== 'ok' || !sameHost(host, context.host) || !lookup.site.languages.includes(locale)) return null;
  return lookup;
}

const VIEWPORT: Viewport = { width: 'device-width', initialScale: 1, colorScheme: 'dark light' };

/** The viewport, and the brand's colour for the browser's toolbar and the installed app's title bar. */
export async function generateViewport(): Promise<Viewport> {
  const { site } = await getRequestContext();
  return site.kind === 'ok' ? { ...VIEWPORT, themeColor: brandThemeColour(site.site) } : VIEWPORT;
}

/** The root of every merchant page: brand, language, theme and providers; the status gates are enforced here too. */
export default async function MerchantRootLayout({ children, params }: Props) {
  const { host, locale } = await params;
  const context = await getRequestContext();
  // The page's language as its address names it; next-intl's locale is the catalog it is shown in (lib/i18n/request.ts).
  setRequestLocale(locale);
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  const merchant = merchantOf(context, host, locale);
  if (!merchant) {
    return (
      <Document lang={await getLocale()} nonce={nonce}>
        <NextIntlClientProvider messages={pickNamespaces(await getMessages(), ['Common', 'System'])}>
          {context.site.kind === 'unavailable' ? <SiteUnavailableScreen /> : <SiteNotFoundScreen />}
        </NextIntlClientProvider>
      </Document>
    );
  }

  const { site, status } = merchant;
  // <html lang dir> are those of the text shown: a language without a catalog of its own is shown in its nearest.
  const lang = shownLanguage(site, locale);
  // Maintenance and region restriction render on every path, instead of the page.
  if (siteGate(site, status.gate) !== 'open') {
    return (
      <Document lang={lang} language={locale} nonce={nonce} site={site}>
        <GateScreen site={site} status={status} />
      </Document>
    );
  }

  // The platform is asked in the language chosen, as it names it: its banners, menus and help come in that language.
  const asked = platformLanguage(site, locale);
  const [member, categories, vnLotteryMenus, help] = await Promise.all([
    context.member(),
    getNavCategories(site.merchantCode, asked).catch(() => []),
    getVnLotteryMenus(site.merchantCode, asked).catch(() => []),
    getHelpArticles(site.merchantCode, asked).catch(() => []),
  ]);
  const helpLinks = help.filter((a) => a.footer).map(({ tag, title }) => ({ tag, title }));
  const tc = await getTranslations('Common');
  const clientSite = toClientSite(site);
  // Only what the shell's client components use; pages add their own, popups load theirs when they open.
  const clientNamespaces = [...SHELL_NAMESPACES, ...(site.disclaimer ? ['Disclaimer'] : []), ...(member ? MEMBER_NAMESPACES : [])];

  return (
    <Document lang={lang} language={locale} nonce={nonce} site={site}>
      <NextIntlClientProvider messages={pickNamespaces(await getMessages(), clientNamespaces)}>
        <MissingCodeBoundary>
          <SiteProvider
            value={{ site: clientSite, locale, languageName: languageName(lang), loggedIn: member !== null, memberType: member?.memberType ?? null, signedInAt: member?.signedInAt ?? null }}
          >
            <TextDirectionProvider dir={textDirection(lang)}>
              <Providers member={member !== null}>
                <LoginDialogProvider>
                  <Analytics site={site} />
                  <AppShell
                    site={site}
                    clientSite={clientSite}
                    categories={navEntries(categories, vnLotteryMenus)}
                    loggedIn={member !== null}
                    memberType={member?.memberType ?? null}
                    locale={locale}
                    helpLinks={helpLinks}
                  >
                    {children}
                  </AppShell>
                  {site.disclaimer ? <Disclaimer /> : null}
                </LoginDialogProvider>
                <ToastHost
                  position="top-center"
                  richColors
                  closeButton
                  theme="system"
                  containerAriaLabel={tc('notifications')}
                  toastOptions={{ closeButtonAriaLabel: tc('close') }}
                />
                <NextPageToast />
                <CodeWatch />
                <AppServiceWorker />
              </Providers>
            </TextDirectionProvider>
          </SiteProvider>
        </MissingCodeBoundary>
      </NextIntlClientProvider>
    </Document>
  );
}

/** React Query wraps a member's pages; a visitor's get it only where a popup or form needs it (lib/query/provider.tsx). */
function Providers({ member, children }: { member: boolean; children: ReactNode }) {
  return member ? <MemberQueryProvider>{children}</MemberQueryProvider> : children;
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

/**
 * The document: `lang` and `dir` of the text shown. `language`, the page's language as its address names it, rides in
 * data-language for the site's API calls (lib/api/browser.ts), which ask the platform in it; only where it is not
 * `lang` (a language shown in another's catalog), as every page carries the attribute twice (HTML and flight data).
 */
async function Document({ lang, language, nonce, site, children }: { lang: string; language?: string; nonce?: string; site?: Site; children: ReactNode }) {
  const ownLanguage = language === undefined || language.toLowerCase() === lang.toLowerCase();
  const requestId = await shownRequestId();
  return (
    // data-build: the build this page runs, which a reload for a chunk gone with a new deploy is counted by
    // (components/system/missing-code.ts). None for the development server.
    <html
      lang={lang}
      dir={textDirection(lang)}
      data-language={ownLanguage ? undefined : language}
      className="dark"
      style={brandStyle(site)}
      data-build={servingConfig()?.buildId ?? undefined}
      suppressHydrationWarning
    >
      <head>
        {/* Applies the stored theme before first paint, so a light-theme visitor never sees a dark flash. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* This request's id, which a failed page shows for support (components/system/page-failure.tsx). */}
        {requestId ? <meta name={REQUEST_ID_META} content={requestId} /> : null}
      </head>
      <body className="min-h-screen antialiased">
        <StyleNonce />
        {children}
      </body>
    </html>
  );
}
