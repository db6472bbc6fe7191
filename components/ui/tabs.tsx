'use client';
import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * Tabs on Radix (roving focus, arrow keys, aria wiring). Two looks: 'underline' (a form's methods: username or SMS)
 * and 'pill' (a popup's sections: log in or register).
 */
export type TabsLook = 'underline' | 'pill';

export const Tabs = RadixTabs.Root;

export function TabsList({ look = 'underline', className, ...props }: ComponentProps<typeof RadixTabs.List> & { look?: TabsLook }) {
  return (
    <RadixTabs.List
      className={clsx(look === 'pill' ? 'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-sunken p-1' : 'flex border-b border-line', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ look = 'underline', className, ...props }: ComponentProps<typeof RadixTabs.Trigger> & { look?: TabsLook }) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        look === 'pill'
          ? 'min-h-11 rounded-lg px-3 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow'
          : 'min-h-11 flex-1 border-b-2 border-transparent px-3 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={clsx('outline-none focus-visible:outline-offset-4', className)} {...props} />;
}
