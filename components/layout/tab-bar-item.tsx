import { clsx } from 'clsx';
import type { ComponentType } from 'react';
import { LockIcon } from '@/components/ui/icons/lock';

/** One entry of the phone's bottom tab bar: its look, shared by links, buttons and the account menu's trigger. */
export type TabIcon = ComponentType<{ className?: string }>;

/** .tab-link in app/globals.css. */
export const tabClass = 'tab-link';

/**
 * `locked`: the entry needs a login (a login-to-home brand's visitor): a padlock on its icon says so, and the entry's
 * own name says it in words.
 */
export function TabContent({ icon: Icon, label, highlight = false, locked = false }: { icon: TabIcon; label: string; highlight?: boolean; locked?: boolean }) {
  return (
    <>
      <span
        className={clsx(
          'relative flex items-center justify-center rounded-full',
          highlight ? 'h-9 w-9 bg-brand text-brand-text shadow-md' : 'h-7 w-7',
        )}
      >
        <Icon className="h-5 w-5" />
        {locked ? (
          <span className="absolute -end-1.5 -bottom-1 flex h-4 w-4 items-center justify-center rounded-full bg-surface-raised text-ink ring-1 ring-line">
            <LockIcon className="h-2.5 w-2.5" />
          </span>
        ) : null}
      </span>
      <span className="tab-label">{label}</span>
    </>
  );
}

