'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { NavEntry } from '@/lib/platform/games';
import type { ClientSite } from '@/lib/platform/site';
import { IconButton } from '@/components/ui/icon-button';
import { SidebarCollapseIcon } from '@/components/ui/icons/sidebar-collapse';
import { SidebarExpandIcon } from '@/components/ui/icons/sidebar-expand';
import { SIDE_MENU_ID, useShell } from '../shell-context';
import { SidebarNav } from './sidebar-nav';

export interface SidebarProps {
  site: ClientSite;
  categories: NavEntry[];
  loggedIn: boolean;
  memberType: number | null;
}

const SideMenuDrawer = dynamic(() => import('./side-menu-drawer').then((m) => m.SideMenuDrawer));

/**
 * The left side menu: a sticky column on wide screens that collapses to icons (mini mode), and a drawer on phones
 * opened from the header. Only one of the two is ever in the accessibility tree.
 */
export function Sidebar(props: SidebarProps) {
  const t = useTranslations('Sidebar');
  const { mini, setMini, drawerOpen, setDrawerOpen, wide } = useShell();
  // The phone drawer's code loads the first time it opens, and it stays mounted after (to animate closing).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const pathname = usePathname();

  // A followed link closes the drawer; so does any other navigation (back button, a link in the page).
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  const collapseLabel = mini ? t('expand') : t('collapse');
  // The column animates its width only when the player toggles it: not when a stored "mini" is read after hydration,
  // so the page does not change under a first look (or an accessibility scan) for a fifth of a second (a control that
  // moves then can fail WCAG 2.2 target size).
  const [toggled, setToggled] = useState(false);

  return (
    <>
      <div
        id={SIDE_MENU_ID}
        className={clsx(
          'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e border-line bg-surface-raised lg:flex',
          toggled && 'transition-[width] duration-200 motion-reduce:transition-none',
          mini ? 'w-[72px]' : 'w-60',
        )}
      >
        {/* The collapse button: 40 × 40 px, alone in its 56 px row (WCAG 2.2 target size, with room around it). */}
        <div className={clsx('flex h-14 shrink-0 items-center px-3', mini ? 'justify-center' : 'justify-end')}>
          <IconButton
            label={collapseLabel}
            aria-expanded={!mini}
            aria-controls={SIDE_MENU_ID}
            onClick={() => {
              setToggled(true);
              setMini(!mini);
            }}
            className="shrink-0 text-ink-muted hover:text-ink"
          >
            {mini ? (
              <SidebarExpandIcon className="h-5 w-5 rtl:-scale-x-100" />
            ) : (
              <SidebarCollapseIcon className="h-5 w-5 rtl:-scale-x-100" />
            )}
          </IconButton>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-6 [scrollbar-width:thin]">
          {/* Drawn on wide screens only, once known after mount: phones never receive the column's entries. */}
          {wide ? <SidebarNav {...props} mini={mini} /> : null}
        </div>
      </div>

      {drawerUsed ? <SideMenuDrawer {...props} /> : null}
    </>
  );
}
