'use client';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { FreePlayButton } from '@/components/auth/free-play-button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { SIDE_MENU_DRAWER_ID, useShell } from '../shell-context';
import { ThemeToggle } from '../theme-toggle';
import { SidebarNav } from './sidebar-nav';
import type { SidebarProps } from './sidebar';

/** The side menu as a drawer on narrow screens (Radix Dialog), opened from the header's menu button. */
export function SideMenuDrawer(props: SidebarProps) {
  const t = useTranslations('Sidebar');
  const { drawerOpen, setDrawerOpen } = useShell();
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          id={SIDE_MENU_DRAWER_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(85vw,300px)] flex-col border-e border-line bg-surface-raised text-ink shadow-2xl lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-end gap-2 border-b border-line ps-4 pe-2">
            {/* The dialog's accessible name, not a visible heading: the menu speaks for itself. */}
            <Dialog.Title className="sr-only">{t('label')}</Dialog.Title>
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
  );
}
