import { clsx } from 'clsx';
import type { ComponentType } from 'react';

/** One entry of the phone's bottom tab bar: its look, shared by links, buttons and the account menu's trigger. */
export type TabIcon = ComponentType<{ className?: string }>;

/** .tab-link in app/globals.css. */
export const tabClass = 'tab-link';

export function TabContent({ icon: Icon, label, highlight = false }: { icon: TabIcon; label: string; highlight?: boolean }) {
  return (
    <>
      <span
        className={clsx(
          'flex items-center justify-center rounded-full',
          highlight ? 'h-9 w-9 bg-brand text-brand-text shadow-md' : 'h-7 w-7',
        )}
      >
        <Icon className="h-5 w-5" />
      </span>
      <span className="max-w-full truncate">{label}</span>
    </>
  );
}

