'use client';
import { useTranslations } from 'next-intl';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { MemberPageKey } from '@/lib/member-centre/pages';
import { CentreGate } from './centre-gate';
import { useOpenMissionCount } from '@/lib/query/use-rewards-missions';
import { CentreMenu } from './centre-menu';
import { MemberPageContent } from './page-content';

export type CentreViewer = 'member' | 'trial' | 'visitor';

const menuButton =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface-raised px-3 text-sm font-medium hover:bg-surface-sunken';

/**
 * The member centre around a page: the menu (a column beside the page on wide screens, with a close button; a
 * full-screen sheet on a phone), the page's title, and the page itself — for a real member only: a visitor is asked
 * to log in and a trial account to register (spec §6).
 */
export function CentreFrame({ current, pages, viewer }: { current: MemberPageKey; pages: MemberPageKey[]; viewer: CentreViewer }) {
  const t = useTranslations('MemberCentre');
  const [menuShown, setMenuShown] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const showMenu = viewer === 'member';
  const badges = { missionLeaderboard: <MissionBadge /> };

  return (
    <div className="mx-auto flex w-full max-w-content gap-6 px-4 py-6">
      {showMenu && menuShown ? (
        <aside className="w-60 shrink-0 max-md:hidden">
          <div className="sticky top-20 flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-3">
            <div className="flex items-center justify-between gap-2 ps-3">
              <p className="text-sm font-semibold">{t('title')}</p>
              <button type="button" className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink" aria-label={t('closeMenu')} title={t('closeMenu')} onClick={() => setMenuShown(false)}>
                <CloseIcon className="size-5" />
              </button>
            </div>
            <CentreMenu pages={pages} current={current} badges={badges} />
          </div>
        </aside>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <div className="flex items-center gap-3">
          {showMenu ? (
            <>
              <RadixDialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
                <RadixDialog.Trigger className={`${menuButton} md:hidden`}>
                  <MenuIcon className="size-5" />
                  {t('openMenu')}
                </RadixDialog.Trigger>
                <RadixDialog.Portal>
                  <RadixDialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface-raised p-4 text-ink">
                    <div className="mb-4 flex items-center justify-between gap-3">
                      <RadixDialog.Title className="text-lg font-bold">{t('title')}</RadixDialog.Title>
                      <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink" aria-label={t('closeMenu')} title={t('closeMenu')}>
                        <CloseIcon className="size-6" />
                      </RadixDialog.Close>
                    </div>
                    <CentreMenu pages={pages} current={current} onNavigate={() => setSheetOpen(false)} badges={badges} />
                  </RadixDialog.Content>
                </RadixDialog.Portal>
              </RadixDialog.Root>
              {!menuShown ? (
                <button type="button" className={`${menuButton} max-md:hidden`} aria-expanded={false} onClick={() => setMenuShown(true)}>
                  <MenuIcon className="size-5" />
                  {t('openMenu')}
                </button>
              ) : null}
            </>
          ) : null}
          <h1 className="min-w-0 text-2xl font-bold">{t(`pages.${current}`)}</h1>
        </div>
        {viewer === 'member' ? <MemberPageContent page={current} /> : <CentreGate viewer={viewer} />}
      </div>
    </div>
  );
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
