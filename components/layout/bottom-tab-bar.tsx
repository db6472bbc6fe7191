'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { routeExists } from '@/lib/site-routes';
import { helpCentrePath, mustLogIn, RETURN_TO_PARAM } from '@/lib/tenant/gates';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { IntentLink } from '@/components/ui/intent-link';
import { LocalizedLink } from '@/components/ui/localized-link';
import { GiftIcon } from '@/components/ui/icons/gift';
import { GridIcon } from '@/components/ui/icons/grid';
import { HomeIcon } from '@/components/ui/icons/home';
import { UserIcon } from '@/components/ui/icons/user';
import { UserPlusIcon } from '@/components/ui/icons/user-plus';
import { HelpCircleIcon } from '@/components/service/service-icons';
import dynamic from 'next/dynamic';
import { TabContent, tabClass, type TabIcon } from './tab-bar-item';
import { isCurrentRoute, useCurrentRoute } from './use-current-route';

/** A member's Deposit and Account tabs: their code (the account menu, its data) loads only for members. */
const MemberTabs = dynamic(() => import('./member-tabs').then((m) => m.MemberTabs));

/**
 * The phone's bottom tab bar (below the md breakpoint): Home, Games and Promotions when their pages exist, Deposit one
 * tap away (gated: visitors log in, trial accounts are told to register), and Account (the account menu) or, for
 * visitors, Register and Log in. A login-to-home brand's visitor gets Help (open to them) in place of Home, and the
 * entries that need a login say so: a padlock, "(log in first)" in their name, and the login page on the way there.
 */
export function BottomTabBar({ loggedIn, memberType }: { loggedIn: boolean; memberType: number | null }) {
  const t = useTranslations('TabBar');
  const { site } = useSite();
  const localized = useLocalizedPath();
  const current = useCurrentRoute();
  const { openLogin } = useLoginDialog();
  const needsLogin = (href: string) => mustLogIn(site.features.loginToHome, loggedIn, href);
  // On a login-to-home brand, home is not open to visitors: Help is, in its place.
  const homeOpen = !needsLogin('/');
  const helpPath = helpCentrePath(site.features.loginToHome, loggedIn);

  const link = (href: string, label: string, icon: TabIcon): ReactNode => {
    if (!routeExists(href)) return null;
    if (needsLogin(href)) {
      // The login page, which continues to the tab's page (the proxy would send it there anyway, without a word).
      const login = `${localized('/login')}?${RETURN_TO_PARAM}=${encodeURIComponent(localized(href))}`;
      return (
        <IntentLink key={href} href={login} aria-label={t('needsLogin', { label })} className={tabClass}>
          <TabContent icon={icon} label={label} locked />
        </IntentLink>
      );
    }
    return (
      <LocalizedLink key={href} href={href} aria-current={isCurrentRoute(current, href) ? 'page' : undefined} className={tabClass}>
        <TabContent icon={icon} label={label} />
      </LocalizedLink>
    );
  };

  return (
    <nav
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.15)] backdrop-blur md:hidden"
    >
      <div className="flex h-16 items-stretch">
        {homeOpen ? link('/', t('home'), HomeIcon) : link(helpPath, t('help'), HelpCircleIcon)}
        {link('/games', t('games'), GridIcon)}
        {link('/promotions', t('promotions'), GiftIcon)}
        {loggedIn ? (
          <MemberTabs memberType={memberType} />
        ) : (
          <>
            {site.features.directRegister ? (
              <LocalizedLink href="/register" aria-current={current === '/register' ? 'page' : undefined} className={tabClass}>
                <TabContent icon={UserPlusIcon} label={t('register')} highlight />
              </LocalizedLink>
            ) : null}
            <button type="button" onClick={openLogin} aria-haspopup="dialog" className={tabClass}>
              <TabContent icon={UserIcon} label={t('login')} />
            </button>
          </>
        )}
      </div>
    </nav>
  );
}
