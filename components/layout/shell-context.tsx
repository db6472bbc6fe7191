'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readLocal, useMediaQuery, useStoredValue, writeLocal } from '@/lib/hooks/use-browser-state';
import { useCurrentRoute } from './use-current-route';

/**
 * Side-menu state shared by the header's toggle and the sidebar: the drawer on narrow screens and the mini (icons only)
 * column on wide ones. The mini choice is remembered in localStorage, read once hydrated so server and client agree.
 *
 * On the game pages (/seamless, /vnlottery) the side and top bars are hidden unless the merchant keeps them, and then
 * the side menu is mini whatever was stored (spec §2 "Layout"); expanding it there lasts while the page is open.
 */
export const SIDEBAR_MINI_KEY = 'sidebarMini';
/** The game pages: the bars hide there unless the merchant keeps them. */
export const GAME_PAGES: readonly string[] = ['/seamless', '/vnlottery'];
/** The width from which the sidebar is a column instead of a drawer (Tailwind's lg). */
export const WIDE_QUERY = '(min-width: 1024px)';
export const SIDE_MENU_ID = 'side-menu';
export const SIDE_MENU_DRAWER_ID = 'side-menu-drawer';

export interface ShellState {
  mini: boolean;
  setMini: (mini: boolean) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** True on wide screens once known; false during server render and on narrow screens. */
  wide: boolean;
  /** A game page of a merchant that does not keep the bars there: no header, side menu or tab bar. */
  barsHidden: boolean;
}

const noop = () => {};
const ShellContext = createContext<ShellState>({
  mini: false,
  setMini: noop,
  drawerOpen: false,
  setDrawerOpen: noop,
  wide: false,
  barsHidden: false,
});

export function ShellProvider({ children, barsOnGamePages }: { children: ReactNode; barsOnGamePages: boolean }) {
  const route = useCurrentRoute();
  const gamePage = GAME_PAGES.includes(route);
  // Expanded until hydrated (and where storage is blocked, as in some privacy modes).
  const storedMini = useStoredValue(() => readLocal(SIDEBAR_MINI_KEY) === 'true', false);
  // The game page the player expanded the side menu on (it goes mini again on the next one).
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const mini = gamePage ? expandedOn !== route : storedMini;
  const barsHidden = gamePage && !barsOnGamePages;
  const wide = useMediaQuery(WIDE_QUERY) === true;
  const [drawerWanted, setDrawerOpen] = useState(false);
  // The drawer belongs to narrow screens: it is closed whenever the column takes over.
  const drawerOpen = drawerWanted && !wide;
  const setMini = useCallback(
    (next: boolean) => (gamePage ? setExpandedOn(next ? null : route) : writeLocal(SIDEBAR_MINI_KEY, String(next))),
    [gamePage, route],
  );

  const value = useMemo(() => ({ mini, setMini, drawerOpen, setDrawerOpen, wide, barsHidden }), [mini, setMini, drawerOpen, wide, barsHidden]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  return useContext(ShellContext);
}

/** A bar of the page frame (header, side menu, tab bar): left out where the game page hides the bars. */
export function ShellBar({ children }: { children: ReactNode }) {
  return useShell().barsHidden ? null : children;
}
