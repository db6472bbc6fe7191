'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Side-menu state shared by the header's toggle and the sidebar: the drawer on narrow screens and the mini (icons only)
 * column on wide ones. The mini choice is remembered in localStorage, read after mount so server and client render alike.
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
  const [mini, setMiniState] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [wide, setWide] = useState(false);

  useEffect(() => {
    try {
      setMiniState(window.localStorage.getItem(SIDEBAR_MINI_KEY) === 'true');
    } catch {
      // Storage may be blocked (privacy mode); the menu simply starts expanded.
    }
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => {
      setWide(query.matches);
      // The drawer belongs to narrow screens: close it when the column takes over.
      if (query.matches) setDrawerOpen(false);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const setMini = useCallback((next: boolean) => {
    setMiniState(next);
    try {
      window.localStorage.setItem(SIDEBAR_MINI_KEY, String(next));
    } catch {
      // Not persisted; the choice still holds for this page.
    }
  }, []);

  const value = useMemo(() => ({ mini, setMini, drawerOpen, setDrawerOpen, wide }), [mini, setMini, drawerOpen, wide]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  return useContext(ShellContext);
}
