import { useTranslations } from 'next-intl';
import type { NavEntry } from '@/lib/platform/games';
import type { Site } from '@/lib/platform/site';
import { LoginButton } from '@/components/auth/login-button';
import { FreePlayButton } from '@/components/auth/free-play-button';
import { buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ThemeToggle } from '../theme-toggle';
import { TopNav } from '../top-nav';
import { LanguagePicker } from '../language-picker';
import { CompactSessionClock, MemberActions } from './member-actions-loader';
import { SideMenuToggle } from './side-menu-toggle';
import { ServiceMenu } from '@/components/service/service-menu';

export interface SiteHeaderProps {
  site: Site;
  categories: NavEntry[];
  loggedIn: boolean;
  memberType: number | null;
}

/**
 * The sticky top bar: side-menu toggle, logo (home), game categories, then visitor or member actions and the theme.
 * Every state (visitor, member, agent, free demo) fits a 360 px phone on one line (tests/e2e/header-fit.spec.ts): the
 * logo is drawn at least 20 px high, and on phones the messages, the language, the theme and free demo live in the tab
 * bar's account menu and the side menu.
 */
export function SiteHeader({ site, categories, loggedIn, memberType }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-line bg-surface-raised/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-surface-raised/85">
      <div className="flex h-full items-center gap-1.5 px-2 sm:gap-3 sm:px-4">
        <SideMenuToggle />
        {/* On a narrow phone the logo gives way before the actions do, but never below 20 px high. */}
        <div className="flex shrink flex-col justify-center">
          <LocalizedLink href="/" className="grid items-center rounded-md">
            {/*
              Both images in one grid cell. The hidden one, 20 px high at its own width, is the narrowest the logo
              gets (whatever the logo's proportions); the one shown shrinks with its box down to that (its percentage
              max-width lets it) and keeps its proportions. The browser fetches the file once.
            */}
            {/* eslint-disable-next-line @next/next/no-img-element -- merchant logos are remote files of any size */}
            <img src={site.logoUrl} alt="" aria-hidden="true" className="invisible col-start-1 row-start-1 h-5 w-auto max-w-none" />
            {/* eslint-disable-next-line @next/next/no-img-element -- merchant logos are remote files of any size */}
            <img
              src={site.logoUrl}
              alt={site.brandName}
              className={`col-start-1 row-start-1 w-auto max-w-full object-contain object-left sm:h-9 sm:max-w-[12rem] rtl:object-right ${loggedIn ? 'h-6' : 'h-8'}`}
            />
          </LocalizedLink>
          {/* A member's session clock: here on phones, beside the balance on wider screens (member-actions.tsx). */}
          {loggedIn ? (
            <div className="sm:hidden">
              <CompactSessionClock variant="compact" />
            </div>
          ) : null}
        </div>
        <TopNav categories={categories} className="hidden flex-1 lg:block" />
        <div className="ms-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          {loggedIn ? <MemberActions memberType={memberType} /> : <VisitorActions site={site} />}
          {/* Customer service, messages, announcements, help, speed test, feedback (components/service/). */}
          <ServiceMenu />
          {/* On phones the language and the theme switch move into the side-menu drawer to keep the bar on one line. */}
          {Object.keys(site.languageChoices).length > 1 ? (
            <div className="hidden md:block">
              <LanguagePicker variant="header" />
            </div>
          ) : null}
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
        </div>
      </div>
    </header>
  );
}

function VisitorActions({ site }: { site: Site }) {
  const t = useTranslations('Header');
  return (
    <>
      <LoginButton className="max-sm:px-2.5" />
      {site.features.directRegister ? (
        // Below 400 px it is the tab bar's own (its highlighted middle tab): Log in and the logo keep their room.
        <LocalizedLink href="/register" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'max-sm:px-2.5 max-[399px]:hidden' })}>
          {t('register')}
        </LocalizedLink>
      ) : null}
      {site.features.freePlay ? (
        // On phones free demo is offered in the side-menu drawer instead.
        <div className="hidden sm:block">
          <FreePlayButton />
        </div>
      ) : null}
    </>
  );
}

