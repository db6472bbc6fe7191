'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * The help centre over home, while the address says /help (spec §2, Routes and Modals: /help is pushed and the help
 * opens as a modal over the home layout; closing it returns to /). Closing it (the button, Escape, a click outside) is
 * one step back in history, the same as the browser's Back: to / as it was, scrolled where it was.
 *
 * The contents, the search results and the articles' links to one another lead to an article's #tag: here they scroll
 * the dialog and replace the address's #tag instead of adding history entries, so one step back still leaves the help.
 */
export function HelpDialog({ title, description, closeLabel, children }: { title: string; description: string; closeLabel: string; children: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  // Where the focus was when the link was followed (a footer link, the menu's button): Radix gives the focus back to
  // its own trigger only, and this dialog has none.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  // Opened at /help#tag (a footer link): that article, once the dialog's content is in place.
  const showLinkedArticle = useCallback((node: HTMLDivElement | null) => showArticle(node, window.location.hash), []);

  const onOpenChange = (next: boolean) => {
    // Once only: a second Escape while the step back is under way would leave the page beneath too.
    if (next || !open) return;
    setOpen(false);
    router.back();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // "#withdraw", or an article's own "/help#withdraw": this very address with another #tag.
    const here = window.location;
    if (!link.hash || link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', link.hash);
    showArticle(event.currentTarget, link.hash);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        page
        title={title}
        description={description}
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
        }}
      >
        <div ref={showLinkedArticle} onClick={onClick}>
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function showArticle(root: HTMLElement | null, hash: string): void {
  if (!root || hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const article = document.getElementById(id);
  if (article && root.contains(article)) article.scrollIntoView({ block: 'start' });
}
