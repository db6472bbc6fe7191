'use client';
import type { ReactNode } from 'react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';

/** A report's category tabs: one line that scrolls inside itself on a phone when the merchant has many categories. */
export function CategoryTabsList({ label, tabs }: { label: string; tabs: { value: string; label: ReactNode }[] }) {
  return (
    <TabsList aria-label={label} className="overflow-x-auto [scrollbar-width:thin]">
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} className="flex-none whitespace-nowrap">
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
