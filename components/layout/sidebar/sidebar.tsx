'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import type { NavCategory } from '@/lib/platform/games';
import type { Site } from '@/lib/platform/site';
import { FreePlayButton } from '@/components/auth/free-play-button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon, SidebarCollapseIcon, SidebarExpandIcon } from '@/components/ui/icons';
import { SIDE_MENU_DRAWER_ID, SIDE_MENU_ID, useShell } from '../shell-context';
import { ThemeToggle } from '../theme-toggle';
import { SidebarNav } from './sidebar-nav';

export interface SidebarProps {
  site: Site;
  categories: NavCategory[];
  loggedIn: boolean;
  memberType: number | null;
}

/**
 * The left side menu: a sticky column on wide screens that collapses to icons (mini mode), and a drawer on phones
 * opened from the header. Only one of the two is ever in the accessibility tree.
 */
export function Sidebar(props: SidebarProps) {
  const t = useTranslations('Sidebar');
  const { mini, setMini, drawerOpen, setDrawerOpen } = useShell();
  const pathname = usePathname();

  // A followed link closes the drawer; so does any other navigation (back button, a link in the page).
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  const collapseLabel = mini ? t('expand') : t('collapse');

  return (
    <>
      <div
        id={SIDE_MENU_ID}
        className={clsx(
          'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e border-line bg-surface-raised lg:flex',
          'transition-[width] duration-200 motion-reduce:transition-none',
          mini ? 'w-[72px]' : 'w-60',
        )}
      >
        <div className={clsx('flex h-14 shrink-0 items-center px-3', mini ? 'justify-center' : 'justify-end')}>
          <IconButton
            label={collapseLabel}
            aria-expanded={!mini}
            aria-controls={SIDE_MENU_ID}
            onClick={() => setMini(!mini)}
            className="text-ink-muted hover:text-ink"
          >
            {mini ? (
              <SidebarExpandIcon className="h-5 w-5 rtl:-scale-x-100" />
            ) : (
              <SidebarCollapseIcon className="h-5 w-5 rtl:-scale-x-100" />
            )}
          </IconButton>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-6 [scrollbar-width:thin]">
          <SidebarNav {...props} mini={mini} />
        </div>
      </div>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm lg:hidden" />
          <Dialog.Content
            id={SIDE_MENU_DRAWER_ID}
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 flex w-[min(85vw,300px)] flex-col border-e border-line bg-surface-raised text-ink shadow-2xl lg:hidden"
          >
            <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-line ps-4 pe-2">
              <Dialog.Title className="text-base font-bold">{t('label')}</Dialog.Title>
              <div className="flex items-center gap-1">
                <ThemeToggle />
                <Dialog.Close asChild>
                  <IconButton label={t('close')}>
                    <CloseIcon />
                  </IconButton>
                </Dialog.Close>
              </div>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4">
              {!props.loggedIn && props.site.features.freePlay ? (
                <div className="mb-4 flex justify-center sm:hidden">
                  <FreePlayButton />
                </div>
              ) : null}
              <SidebarNav {...props} mini={false} onNavigate={() => setDrawerOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
