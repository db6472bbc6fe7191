'use client';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/icon-button';
import { MenuIcon } from '@/components/ui/icons/menu';
import { SIDE_MENU_DRAWER_ID, SIDE_MENU_ID, useShell } from '../shell-context';

/** The header's side-menu button: opens the drawer on narrow screens, switches the column's mini mode on wide ones. */
export function SideMenuToggle() {
  const t = useTranslations('Header');
  const { wide, mini, setMini, drawerOpen, setDrawerOpen } = useShell();
  return (
    <IconButton
      label={t('sideMenu')}
      aria-expanded={wide ? !mini : drawerOpen}
      aria-controls={wide ? SIDE_MENU_ID : SIDE_MENU_DRAWER_ID}
      onClick={() => (wide ? setMini(!mini) : setDrawerOpen(!drawerOpen))}
      // 36 px on phones: the header's room goes to the logo and the balance (still well above 24 px).
      className="max-sm:h-9 max-sm:w-9"
    >
      <MenuIcon />
    </IconButton>
  );
}
