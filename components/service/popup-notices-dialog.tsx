'use client';
import { useEffect, useState } from 'react';
import { NoticeList } from '@/components/home/notice-list';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { NoticeView } from '@/lib/api/service';
import type { PopupNoticesText } from './popup-notices';

/** The popup notices' dialog: each notice open, a single button to go on. */
export function PopupNoticesDialog({ notices, text, onShown }: { notices: NoticeView[]; text: PopupNoticesText; onShown: () => void }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={text.title} description={text.description} closeLabel={text.close}>
        <NoticeList notices={notices} expanded />
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonClasses({ variant: 'primary', className: 'min-w-24' })}>{text.done}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
