'use client';
import { useTranslations } from 'next-intl';
import { routeExists } from '@/lib/site-routes';
import { useState } from 'react';
import type { NavEntry } from '@/lib/platform/games';
import type { ClientSite } from '@/lib/platform/site';
import { isAgentType, isTrialType } from '@/lib/tenant/member-types';
import { useRegisterToUnlock } from '@/components/account/register-to-unlock';
import { DownloadIcon } from '@/components/ui/icons/download';
import { FlameIcon } from '@/components/ui/icons/flame';
import { GiftIcon } from '@/components/ui/icons/gift';
import { HeadsetIcon } from '@/components/ui/icons/headset';
import { HeartIcon } from '@/components/ui/icons/heart';
import { HomeIcon } from '@/components/ui/icons/home';
import { LockIcon } from '@/components/ui/icons/lock';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { TrophyIcon } from '@/components/ui/icons/trophy';
import { UserPlusIcon } from '@/components/ui/icons/user-plus';
import dynamic from 'next/dynamic';
import { LanguagePicker } from '../language-picker';
import { isCurrentRoute, useCurrentRoute } from '../use-current-route';
import { CategoryEntry } from './category-entry';
import { SidebarButton, SidebarLink } from './sidebar-item';
import { useCustomerService } from '@/components/service/use-customer-service';

const DownloadDialog = dynamic(() => import('@/components/download/download-dialog').then((m) => m.DownloadDialog));

export interface SidebarNavProps {
  site: ClientSite;
  categories: NavEntry[];
  loggedIn: boolean;
  memberType: number | null;
  /** Icons only, names in tooltips and in the accessibility tree. */
  mini: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The side menu's entries (spec §2 "Left sidebar"), shared by the wide column and the phone drawer. */
export function SidebarNav({ site, categories, memberType, mini, onNavigate }: SidebarNavProps) {
  const t = useTranslations('Sidebar');
  const current = useCurrentRoute();
  const [downloadOpen, setDownloadOpen] = useState(false);

  // Live chat, or VIP service for a member of club rank above 4 (components/service/use-customer-service.ts).
  const service = useCustomerService();
  const showReferral = site.features.referral || isAgentType(memberType);
  // A free demo cannot use invite and earn, the reward centre or the points mall: one Register to unlock instead.
  const trial = isTrialType(memberType);
  const unlock = useRegisterToUnlock();

  // A link to a page not built yet is not shown (lib/site-routes.ts).
  const link = (href: string, label: string, icon: Parameters<typeof SidebarLink>[0]['icon'], gated = false) =>
    routeExists(href) ? (
    <li>
      <SidebarLink
        href={href}
        icon={icon}
        label={label}
        mini={mini}
        gated={gated}
        active={isCurrentRoute(current, href)}
        onNavigate={onNavigate}
      />
    </li>
    ) : null;

  return (
    <nav aria-label={t('label')} className="flex flex-col gap-4">
      <ul className="space-y-1">
        {link('/', t('home'), HomeIcon)}
        {link('/hot', t('hot'), FlameIcon)}
        {link('/favorite', t('favourites'), HeartIcon)}
      </ul>

      {categories.length > 0 ? (
        <div>
          <p className={mini ? 'sr-only' : 'px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase'}>
            {t('games')}
          </p>
          <ul className="space-y-1">
            {categories.map((entry) => (
              <li key={entry.category}>
                <CategoryEntry
                  entry={entry}
                  mini={mini}
                  active={isCurrentRoute(current, entry.path)}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ul className="space-y-1 border-t border-line pt-4">
        {link('/promotions', t('promotions'), GiftIcon)}
        {service.available ? (
          <li>
            <SidebarButton icon={HeadsetIcon} label={t('customerService')} mini={mini} onClick={service.open} />
          </li>
        ) : null}
        {trial ? (
          unlock.available ? (
            <li>
              <SidebarButton
                icon={LockIcon}
                label={t('registerToUnlock')}
                mini={mini}
                disabled={unlock.busy}
                aria-busy={unlock.busy || undefined}
                onClick={() => void unlock.unlock()}
                className="font-semibold text-ink"
              />
            </li>
          ) : null
        ) : (
          <>
            {showReferral ? link('/member/referral', t('inviteAndEarn'), UserPlusIcon, true) : null}
            {site.features.rewardCentre ? link('/member/rewardCenter', t('rewardCentre'), TrophyIcon, true) : null}
            {link('/pointMall', t('pointsMall'), TicketIcon, true)}
          </>
        )}
        {/* Every merchant: adding the site to the home screen needs no app of its own (its apps show inside when it has them). */}
        {routeExists('/download') ? (
          <li>
            <SidebarButton
              icon={DownloadIcon}
              label={t('appDownload')}
              mini={mini}
              aria-haspopup="dialog"
              onClick={() => setDownloadOpen(true)}
            />
            {/* Its code (the dialog, the QR encoder, its texts) loads the first time it opens. */}
            {downloadOpen ? <DownloadDialog open onOpenChange={setDownloadOpen} /> : null}
          </li>
        ) : null}
        {Object.keys(site.languageChoices).length > 1 ? (
          <li>
            <LanguagePicker mini={mini} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
