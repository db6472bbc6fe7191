'use client';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';

/**
 * A hover/focus hint for a control that already has its accessible name (the hint only repeats it visually).
 * When `disabled`, the child renders untouched, so callers can show hints only where labels are hidden.
 */
export function Tooltip({
  label,
  side = 'right',
  disabled = false,
  children,
}: {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  disabled?: boolean;
  children: ReactElement;
}) {
  if (disabled) return children;
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={8}
            className="z-50 rounded-md border border-line bg-surface-raised px-2.5 py-1.5 text-xs font-medium text-ink shadow-lg"
          >
            {label}
            <RadixTooltip.Arrow className="fill-surface-raised" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
