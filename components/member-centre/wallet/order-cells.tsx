'use client';
import type { ReactNode } from 'react';
import { Amount } from '@/components/data-display/amount';

/** An order's amount in the deposit and withdraw records: the amount, then its parts (credited, fee, what arrives) under it, each with its label; a part that is null is left out. */
export function OrderAmountCell({ amount, parts }: { amount: number; parts: { label: string; value: number | null }[] }) {
  return (
    <span className="inline-flex flex-col items-end whitespace-nowrap">
      <Amount value={amount} className="font-semibold" />
      {parts.map((part, index) =>
        part.value === null ? null : (
          <span key={index} className="text-xs text-ink-muted">
            {part.label} <Amount value={part.value} />
          </span>
        ),
      )}
    </span>
  );
}

/** An order's status in the deposit and withdraw records: its badge, with what goes with the status under it. */
export function OrderStatusCell({ badge, children }: { badge: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex flex-col items-end gap-1 md:items-start">
      {badge}
      {children}
    </span>
  );
}
