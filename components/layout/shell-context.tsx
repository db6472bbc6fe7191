'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readLocal, useMediaQuery, useStoredValue, writeLocal } from '@/lib/hooks/use-browser-state';

/**
 * Side-menu state shared by the header's toggle and the sidebar: the drawer on narrow screens and the mini (icons only)
 * column on wide ones. The mini choice is remembered in localStorage, read once hydrated so server and client agree.
 */
export const SIDEBAR_MINI_KEY = 'sidebarMini';
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
}

const noop = () => {};
const ShellContext = createContext<ShellState>({
  mini: false,
  setMini: noop,
  drawerOpen: false,
  setDrawerOpen: noop,
  wide: false,
});

export function ShellProvider({ children }: { children: ReactNode }) {
  // Expanded until hydrated (and where storage is blocked, as in some privacy modes).
  const mini = useStoredValue(() => readLocal(SIDEBAR_MINI_KEY) === 'true', false);
  const wide = useMediaQuery(WIDE_QUERY) === true;
  const [drawerWanted, setDrawerOpen] = useState(false);
  // The drawer belongs to narrow screens: it is closed whenever the column takes over.
  const drawerOpen = drawerWanted && !wide;
  const setMini = useCallback((next: boolean) => writeLocal(SIDEBAR_MINI_KEY, String(next)), []);

  const value = useMemo(() => ({ mini, setMini, drawerOpen, setDrawerOpen, wide }), [mini, setMini, drawerOpen, wide]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  return useContext(ShellContext);
}
