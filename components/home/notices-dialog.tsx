'use client';
import type { ComponentProps } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { NoticeList } from './notice-list';

/**
 * The merchant's popup notices in a modal with one button to go on: the home page's popup notices
 * (components/service/popup-notices-dialog.tsx) and the after-login dialog (components/account/after-login-notices.tsx).
 * Both open by themselves as a page settles, hence NativeDialog.
 */
export function NoticesDialog({
  title,
  description,
  closeLabel,
  doneLabel,
  notices,
  expanded = false,
  onClose,
}: {
  title: string;
  description: string;
  closeLabel: string;
  doneLabel: string;
  notices: ComponentProps<typeof NoticeList>['notices'];
  expanded?: boolean;
  onClose: () => void;
}) {
  return (
    <NativeDialog title={title} description={description} closeLabel={closeLabel} onClose={onClose}>
      <NoticeList notices={notices} expanded={expanded} />
      <div className="mt-6 flex justify-end">
        <button type="button" data-close className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>
          {doneLabel}
        </button>
      </div>
    </NativeDialog>
  );
}
