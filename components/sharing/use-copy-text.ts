'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/system/toasts';

/**
 * Copying a link to the clipboard (the referral link, an agent's registration links): `copied` shows for 2.5 s after a
 * copy (and a toast says so, in the caller's words); without clipboard permission (or in an old browser) the text in
 * `inputRef` is selected for the person to copy.
 */
export function useCopyText(messages: { copied: string; failed: string }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const { copied: copiedMessage, failed } = messages;
  const copy = useCallback(
    async (text: string | null, saying: string = copiedMessage) => {
      if (!text) return;
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        notify('success', saying);
      } catch {
        inputRef.current?.focus();
        inputRef.current?.select();
        notify('error', failed);
      }
    },
    [copiedMessage, failed],
  );

  return { copied, copy, inputRef };
}
