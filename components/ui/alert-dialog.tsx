'use client';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';

/**
 * A question that must be answered (sign out?, register first, a warning): Radix AlertDialog (focus on the safe
 * action, no close by outside click). `cancel` is the safe answer; `action` is the caller's own button, so it can stay
 * open while its work runs (`busy` keeps the dialog from closing meanwhile).
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  cancel,
  action,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The safe answer's label (closes the dialog). */
  cancel: ReactNode;
  action?: ReactNode;
  busy?: boolean;
}) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm" />
        <RadixAlertDialog.Content className="fixed start-1/2 top-1/2 z-[60] w-[min(92vw,400px)] -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <RadixAlertDialog.Title className="text-lg font-bold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-ink-muted">{description}</RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClasses({ variant: action ? 'secondary' : 'primary', className: 'min-w-20' })} disabled={busy}>
              {cancel}
            </RadixAlertDialog.Cancel>
            {action}
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
