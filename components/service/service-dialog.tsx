'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** How the help-and-service menu opens its dialogs (notices, speed test, feedback), and where the focus goes when one closes. */
export interface ServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A service dialog's frame: its title, description and close button. */
export function ServiceDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  children,
}: ServiceDialogProps & { title: string; description: string; children: ReactNode }) {
  const tc = useTranslations('Common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} closeLabel={tc('close')} onCloseAutoFocus={onCloseAutoFocus}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
