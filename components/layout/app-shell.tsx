import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { NavEntry } from '@/lib/platform/games';
import type { ClientSite, Site } from '@/lib/platform/site';
import { helpCentrePath } from '@/lib/tenant/gates';
import { localizeSiteLinks } from '@/lib/i18n/platform-links';
import { PlatformNotice } from '@/components/system/platform-notice';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';
import { BottomTabBar } from './bottom-tab-bar';
import { ShellProvider } from './shell-context';
import { Sidebar } from './sidebar/sidebar';

export interface AppShellProps {
  site: Site;
  /** The same site as client components get it (toClientSite): what the side menu is given. */
  clientSite: ClientSite;
  /** The navigation's entries (navEntries): game categories that have at least one vendor, in display order. */
  categories: NavEntry[];
  loggedIn: boolean;
  memberType: number | null;
  locale: string;
  /** Help-centre articles the footer links to. */
  helpLinks: { tag: string; title: string }[];
  children: ReactNode;
}

/**
 * The page frame (spec §2 "Layout"): sticky header with the top navigation, the side menu (column on wide screens,
 * drawer on phones), the page in <main id="main">, and the footer. Server component; only the interactive leaves
 * inside are client components. Expects SiteProvider, QueryProvider and NextIntlClientProvider above it.
 */
export function AppShell({ site, clientSite, categories, loggedIn, memberType, locale, helpLinks, children }: AppShellProps) {
  const t = useTranslations('Header');
  const helpPath = helpCentrePath(site.features.loginToHome, loggedIn);
  return (
    <ShellProvider>
      <a
        href="#main"
        className="skip-link"
      >
        {t('skipToContent')}
      </a>
      <PlatformNotice />
      <ScrollToTop />
      <SiteHeader site={site} categories={categories} loggedIn={loggedIn} memberType={memberType} />
      <div className="flex min-h-[calc(100dvh-4rem)]">
        <Sidebar site={clientSite} categories={categories} loggedIn={loggedIn} memberType={memberType} />
        {/* Room at the bottom on phones for the tab bar. */}
        <div className="flex min-w-0 flex-1 flex-col max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]">
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter
            brandName={site.brandName}
            aboutHtml={localizeSiteLinks(site.footer.aboutHtml[locale] ?? site.footer.aboutHtml[site.defaultLanguage] ?? '', {
              locale,
              defaultLanguage: site.defaultLanguage,
              helpPath,
            })}
            paymentImages={site.footer.paymentImages}
            licenceImages={site.footer.licenceImages}
            socials={site.socials}
            usdSite={site.usdSite}
            categories={categories}
            helpLinks={helpLinks}
            helpPath={helpPath}
            year={new Date().getFullYear()}
            protection={{ minimumAge: site.protection.minimumAge, helpOrganisations: site.protection.helpOrganisations }}
          />
        </div>
      </div>
      <BottomTabBar loggedIn={loggedIn} memberType={memberType} />
    </ShellProvider>
  );
}
