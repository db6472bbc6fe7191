'use client';
import { useTranslations } from 'next-intl';
import type { MemberPageKey } from '@/lib/member-centre/pages';
import { CentreGate } from './centre-gate';
import { useOpenMissionCount } from '@/lib/query/use-rewards-missions';
import { CentreMenu } from './centre-menu';
import { MemberPageContent } from './page-content';
import { OfferedPagesContext } from './offered-pages';
import { CentreLayout } from '@/components/layout/centre-layout';
import { useBrandTime } from '@/lib/site/use-brand-time';

export type CentreViewer = 'member' | 'trial' | 'visitor';

/**
 * The member centre around a page: the menu (a column beside the page on wide screens, with a close button; a
 * full-screen sheet on a phone), the page's title, and the page itself — for a real member only: a visitor is asked
 * to log in and a trial account to register (spec §6).
 */
export function CentreFrame({ current, pages, viewer }: { current: MemberPageKey; pages: MemberPageKey[]; viewer: CentreViewer }) {
  const t = useTranslations('MemberCentre');
  const badges = { missionLeaderboard: <MissionBadge /> };
  return (
    <CentreLayout
      title={t('title')}
      labels={{ openMenu: t('openMenu'), closeMenu: t('closeMenu') }}
      menu={viewer === 'member' ? (onNavigate) => <CentreMenu pages={pages} current={current} onNavigate={onNavigate} badges={badges} /> : null}
      heading={t(`pages.${current}`)}
      subheading={viewer === 'member' ? <TimeZoneNote /> : undefined}
    >
      {viewer === 'member' ? (
        <OfferedPagesContext.Provider value={pages}>
          <MemberPageContent page={current} />
        </OfferedPagesContext.Provider>
      ) : (
        <CentreGate viewer={viewer} />
      )}
    </CentreLayout>
  );
}

/** The zone every date and time of the centre is in: the brand's (its reports and limits are cut in it). */
function TimeZoneNote() {
  const t = useTranslations('MemberCentre');
  const { zone } = useBrandTime();
  return <p className="text-sm text-ink-muted">{t('timeZone', { zone })}</p>;
}

/** The open-mission count beside Missions (spec §2: shown when above 0); its name is read with the link's. */
function MissionBadge() {
  const t = useTranslations('MemberCentre');
  const count = useOpenMissionCount();
  if (count <= 0) return null;
  return (
    <span className="min-w-6 rounded-full bg-danger px-1.5 text-center text-xs leading-6 font-bold text-white dark:text-surface-sunken">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('missionBadge', { count })}</span>
    </span>
  );
}
