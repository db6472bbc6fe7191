'use client';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useCountdown } from './countdown';

export { secondsFromMinutes, secondsUntil } from './countdown';

const PRESS_THROTTLE_MS = 1000;

/**
 * "Send code" for an SMS verification code (spec §4). `send` does the work (slider check, API call) and resolves to
 * the seconds to wait; meanwhile the button shows "Code sent (59)". A rejected `send` re-enables the button: the
 * caller shows the error. Presses are throttled to one a second and ignored while sending or counting down.
 *
 * It is aria-disabled rather than disabled while busy, so the focus stays on it after the press.
 */
export function SmsCodeButton({
  send,
  disabled = false,
  className,
  onSent,
  announce = true,
}: {
  send: () => Promise<{ seconds: number }>;
  disabled?: boolean;
  className?: string;
  /** Called after each send the platform took. */
  onSent?: () => void;
  /** Announce "A verification code has been sent." to screen readers (off where the caller shows a notice of its own). */
  announce?: boolean;
}) {
  const t = useTranslations('SmsCode');
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [noticeKey, setNoticeKey] = useState(0);
  const busy = useRef(false);
  const lastPress = useRef(-Infinity);
  const counting = remaining > 0;
  const inactive = disabled || sending || counting;

  async function press() {
    const now = Date.now();
    if (disabled || busy.current || counting || now - lastPress.current < PRESS_THROTTLE_MS) return;
    lastPress.current = now;
    busy.current = true;
    setSending(true);
    try {
      const { seconds } = await send();
      start(seconds);
      setNoticeKey((k) => k + 1);
      onSent?.();
    } catch {
      // The caller reports the failure; the button is simply usable again.
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void press()}
        aria-disabled={inactive || undefined}
        aria-busy={sending || undefined}
        className={clsx(
          buttonClasses({ variant: 'secondary', size: 'md' }),
          'min-h-11 tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          className,
        )}
      >
        {counting ? t('sent', { seconds: remaining }) : sending ? t('sending') : t('send')}
      </button>
      {announce ? (
        <span role="status" className="sr-only">
          {noticeKey > 0 && counting ? <span key={noticeKey}>{t('sentNotice')}</span> : null}
        </span>
      ) : null}
    </>
  );
}
