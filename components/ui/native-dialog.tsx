'use client';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons/close';

export interface NativeDialogProps {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** The visitor closed it: the close button, Escape, or a button inside given `data-close`. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A centred modal on the browser's own <dialog> (showModal): the page behind is inert, Escape closes it and the focus
 * goes in and comes back, all without script. For dialogs that open by themselves while the page is still settling
 * (the popup notices, the after-login notices): opening Radix's Dialog there cost a phone's main thread a long task
 * (focus scope, aria-hidden on every sibling, a scroll-lock stylesheet, each forcing the whole page's style to be
 * worked out again). The look is the same as DialogContent's, without the blur behind it (costly to paint without a
 * GPU). Mounted open; unmount it (or let onClose do so) to close.
 */
export function NativeDialog({ title, description, closeLabel, onClose, children, className }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('[data-close]')) ref.current?.close();
      }}
      className={clsx(
        'fixed inset-0 m-auto max-h-[90dvh] w-[min(92vw,600px)] overflow-y-auto overscroll-contain rounded-2xl',
        'border border-line bg-surface-raised p-6 text-ink shadow-2xl backdrop:bg-black/70',
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          data-close
          aria-label={closeLabel}
          title={closeLabel}
          className="-me-2 -mt-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className="mb-4 text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
