'use client';
import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons/close';

/**
 * A centred modal on Radix Dialog (focus trap, Escape, focus return, aria wiring come from Radix).
 * `closeLabel` is passed in by the caller so this primitive carries no message namespace of its own.
 */
export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** Where focus goes when it closes (Radix returns it to the element focused before it opened, when not prevented). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * A page's worth of content (the help centre): nearly the whole screen, and only the body scrolls, so the title and
   * the close button stay in view.
   */
  page?: boolean;
}

export function DialogContent({ title, description, closeLabel, children, className, onCloseAutoFocus, page = false }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
        className={clsx(
          'fixed start-1/2 top-1/2 z-50 -translate-y-1/2 rounded-2xl',
          'border border-line bg-surface-raised text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
          page ? 'flex h-[92dvh] w-[min(96vw,72rem)] flex-col overflow-hidden' : 'max-h-[90dvh] w-[min(92vw,600px)] overflow-y-auto p-6',
          className,
        )}
      >
        <div className={clsx('flex items-start justify-between gap-4', page ? 'border-b border-line px-4 py-3 sm:px-6' : 'mb-4')}>
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            title={closeLabel}
            className="-me-2 -mt-2 inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <CloseIcon className="h-5 w-5" />
          </RadixDialog.Close>
        </div>
        {page ? (
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-6 sm:px-6">
            {description ? <RadixDialog.Description className="mb-4 text-sm text-ink-muted">{description}</RadixDialog.Description> : null}
            {children}
          </div>
        ) : (
          <>
            {description ? <RadixDialog.Description className="mb-4 text-sm text-ink-muted">{description}</RadixDialog.Description> : null}
            {children}
          </>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
