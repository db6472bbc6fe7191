'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { NavEntry } from '@/lib/platform/games';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { categoryIcon } from '../category-icon';
import { SidebarButton, SidebarLink } from './sidebar-item';

/** Lottery categories (and the Vietnamese lottery) open their own page: no vendor sub-list (spec §2). */
const WITHOUT_VENDOR_LIST = new Set(['LOTT', 'ELOTT', 'VNLOTT']);
/** Above this many vendors the sub-list scrolls instead of growing (spec §9). */
export const SCROLL_VENDORS_ABOVE = 10;

export function hasVendorList(entry: NavEntry): boolean {
  return !WITHOUT_VENDOR_LIST.has(entry.category);
}

/** One game category of the side menu: a link for lotteries and in mini mode, otherwise an expandable vendor list. */
export function CategoryEntry({
  entry,
  mini,
  active,
  onNavigate,
}: {
  entry: NavEntry;
  mini: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  const t = useTranslations('Sidebar');
  const tNav = useTranslations('Nav');
  const label = tNav(`categories.${entry.category}`);
  const [open, setOpen] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  const listId = useId();

  // Arriving on a category (from the top navigation, say) opens its list: adjusted while rendering, no effect needed.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }

  const Icon = categoryIcon(entry.category);

  if (mini || !hasVendorList(entry)) {
    return <SidebarLink href={entry.path} icon={Icon} label={label} mini={mini} active={active} onNavigate={onNavigate} />;
  }

  const scrollable = entry.vendors.length > SCROLL_VENDORS_ABOVE;

  return (
    <>
      <SidebarButton
        icon={Icon}
        label={label}
        mini={false}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={active ? 'text-ink' : undefined}
        trailing={
          <ChevronDownIcon
            className={clsx('h-4 w-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        }
      />
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('vendorsOf', { category: label })}
        data-scrollable={scrollable ? 'true' : undefined}
        className={clsx(
          'ms-6 mt-1 mb-2 space-y-0.5 border-s border-line ps-2',
          scrollable && 'max-h-90 overflow-y-auto overscroll-contain pe-1',
        )}
      >
        {/* A closed list stays empty: its links are drawn when it opens, not sent with every page. */}
        {open ? (
          <>
            <li>
              <LocalizedLink href={entry.path} onClick={onNavigate} className="side-sublink font-semibold">
                {t('all')}
              </LocalizedLink>
            </li>
            {entry.vendors.map((vendor) => (
              <li key={vendor.code}>
                <LocalizedLink
                  href={`${entry.path}?vendor=${encodeURIComponent(vendor.code)}`}
                  onClick={onNavigate}
                  className="side-sublink"
                >
                  <span className="truncate">{vendor.name}</span>
                </LocalizedLink>
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </>
  );
}
