import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A centre page's headline figures, each a tile with its label over its value (in tabular digits). `className` lays
 * out the grid's columns.
 */
export function StatTiles({
  items,
  className,
  busy,
}: {
  items: { key: string; label: ReactNode; value: ReactNode }[];
  className: string;
  /** A later load is under way: the figures shown are the last ones. */
  busy?: boolean;
}) {
  return (
    <dl className={clsx('grid gap-3', className)} aria-busy={busy || undefined}>
      {items.map((item) => (
        <div key={item.key} className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-3">
          <dt className="text-xs text-ink-muted">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
