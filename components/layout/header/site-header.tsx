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

/** The sticky top bar: side-menu toggle, logo (home), game categories, then visitor or member actions and the theme. */
export function SiteHeader({ site, categories, loggedIn, memberType }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-line bg-surface-raised/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-surface-raised/85">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <SideMenuToggle />
        {/* On a narrow phone the logo gives way before the balance does. */}
        <div className="flex min-w-10 shrink flex-col justify-center">
          <LocalizedLink href="/" className="flex min-w-0 items-center rounded-md">
            {/* eslint-disable-next-line @next/next/no-img-element -- merchant logos are remote files of any size */}
            <img
              src={site.logoUrl}
              alt={site.brandName}
              className={`w-auto min-w-0 max-w-full object-contain object-left sm:h-9 sm:max-w-[12rem] rtl:object-right ${loggedIn ? 'h-6' : 'h-8'}`}
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
          {site.languages.length > 1 ? (
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
      <LoginButton />
      {site.features.directRegister ? (
        <LocalizedLink href="/register" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
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

