import type { ReactNode } from 'react';

/**
 * Home, and the help centre over it (spec §2, Routes and Modals: /help is pushed and the help opens in a modal over the
 * home layout; closing it returns to /). `modal` is the help dialog when home's own links lead to /help
 * (@modal/(.)help, components/help/help-link.tsx), else nothing.
 *
 * The slot is home's, not the root layout's ([locale]/layout.tsx): Next draws a root layout that has a slot besides
 * its children a second time, as its not-found fallback, into every page (measured: about 10 KB more HTML on each),
 * and a slot over every page would cost each page's HTML about a kilobyte more than the promotions page has left.
 */
export default function HomeLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
