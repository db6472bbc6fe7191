'use client';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons/close';
import { MenuIcon } from '@/components/ui/icons/menu';
import { LocalizedLink } from '@/components/ui/localized-link';

const menuButton =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface-raised px-3 text-sm font-medium hover:bg-surface-sunken';

/**
 * A centre (member or agent) around its page: the menu (a column beside the page on wide screens, with a close button;
 * a full-screen sheet on a phone), the page's title with an optional line under it, and the page. `menu` draws the
 * centre's own menu; `onNavigate` closes the sheet after a choice.
 */
export function CentreLayout({
  title,
  labels,
  menu,
  heading,
  subheading,
  children,
}: {
  /** The centre's name, above its menu. */
  title: string;
  labels: { openMenu: string; closeMenu: string };
  /** Null: no menu (a visitor, a trial account). */
  menu: ((onNavigate?: () => void) => ReactNode) | null;
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
}) {
  const [menuShown, setMenuShown] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-content gap-6 px-4 py-6">
      {menu && menuShown ? (
        <aside className="w-60 shrink-0 max-md:hidden">
          <div className="sticky top-20 flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-3">
            <div className="flex items-center justify-between gap-2 ps-3">
              <p className="text-sm font-semibold">{title}</p>
              <button type="button" className="inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink" aria-label={labels.closeMenu} title={labels.closeMenu} onClick={() => setMenuShown(false)}>
                <CloseIcon className="size-5" />
              </button>
            </div>
            {menu()}
          </div>
        </aside>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            {menu ? (
              <>
                <RadixDialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
                  <RadixDialog.Trigger className={`${menuButton} md:hidden`}>
                    <MenuIcon className="size-5" />
                    {labels.openMenu}
                  </RadixDialog.Trigger>
                  <RadixDialog.Portal>
                    <RadixDialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface-raised p-4 text-ink">
                      <div className="mb-4 flex items-center justify-between gap-3">
                        <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
                        <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink" aria-label={labels.closeMenu} title={labels.closeMenu}>
                          <CloseIcon className="size-6" />
                        </RadixDialog.Close>
                      </div>
                      {menu(() => setSheetOpen(false))}
                    </RadixDialog.Content>
                  </RadixDialog.Portal>
                </RadixDialog.Root>
                {!menuShown ? (
                  <button type="button" className={`${menuButton} max-md:hidden`} aria-expanded={false} onClick={() => setMenuShown(true)}>
                    <MenuIcon className="size-5" />
                    {labels.openMenu}
                  </button>
                ) : null}
              </>
            ) : null}
            <h1 className="min-w-0 text-2xl font-bold">{heading}</h1>
          </div>
          {subheading}
        </div>
        {children}
      </div>
    </div>
  );
}

export interface CentreNavGroup {
  id: string;
  label: string;
  items: { key: string; href: string; label: string; badge?: ReactNode }[];
}

/** A centre's pages by group, the current one marked with aria-current (and a bar, not colour alone). */
export function CentreNav({ label, groups, current, onNavigate }: { label: string; groups: CentreNavGroup[]; current: string; onNavigate?: () => void }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-4">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.id} className="flex flex-col gap-1">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{group.label}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.key}>
                  <LocalizedLink href={item.href} className="side-item" aria-current={item.key === current ? 'page' : undefined} onClick={onNavigate}>
                    <span className="min-w-0 flex-1 truncate">{item.label}</span>
                    {item.badge ?? null}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
