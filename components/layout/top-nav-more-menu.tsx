'use client';
import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { NavKey } from '@/lib/platform/games';
import type { MenuBodyProps } from '@/components/ui/lazy-menu';
import { LocalizedLink } from '@/components/ui/localized-link';
import { CategoryIcon } from './category-icon';

export interface MoreMenuEntry {
  category: NavKey;
  path: string;
  label: string;
  active: boolean;
}

/** The top navigation's "More" menu: the categories that did not fit the header's width (loaded when first wanted). */
export function MoreMenu({ open, onOpenChange, trigger, entries }: MenuBodyProps & { entries: MoreMenuEntry[] }) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-2xl">
          {entries.map(({ category, path, label, active }) => (
            <DropdownMenu.Item key={category} asChild>
              <LocalizedLink
                href={path}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-sunken',
                  active && 'font-semibold',
                )}
              >
                <CategoryIcon category={category} className="h-4 w-4 text-ink-muted" />
                {label}
              </LocalizedLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
