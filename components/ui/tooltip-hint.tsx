'use client';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { TooltipProps } from './tooltip';

/** The hint itself (Radix Tooltip), loaded by Tooltip when one is first shown. */
export function TooltipHint({ label, side = 'right', children }: Omit<TooltipProps, 'disabled'>) {
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
