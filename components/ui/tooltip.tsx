'use client';
import { lazy, Suspense, type ReactElement } from 'react';

export interface TooltipProps {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  disabled?: boolean;
  children: ReactElement;
}

const RadixHint = lazy(() => import('./tooltip-hint').then((m) => ({ default: m.TooltipHint })));

/**
 * A hover/focus hint for a control that already has its accessible name (the hint only repeats it visually).
 * When `disabled`, the child renders untouched, so callers can show hints only where labels are hidden; the hint's
 * code (Radix Tooltip) loads only where one is shown.
 */
export function Tooltip({ disabled = false, children, ...props }: TooltipProps) {
  if (disabled) return children;
  return (
    <Suspense fallback={children}>
      <RadixHint {...props}>{children}</RadixHint>
    </Suspense>
  );
}
