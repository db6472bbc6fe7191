'use client';
import { useCaptchaImage } from '@/lib/query/use-captcha-image';

/**
 * The platform's captcha image; selecting it fetches a new one, at most once a second (spec §4). `onChallenge` hears
 * each captcha's id (its answer is sent with it).
 */
export function CaptchaImage({
  refreshKey,
  label,
  onChallenge,
}: {
  refreshKey: number;
  label: string;
  onChallenge: (captchaId: string | null) => void;
}) {
  const { src, refresh } = useCaptchaImage(refreshKey, onChallenge);
  return (
    <button
      type="button"
      onClick={refresh}
      aria-label={label}
      className="h-11 w-28 shrink-0 overflow-hidden rounded-lg border border-line bg-white"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL from the platform */}
      {src ? <img src={src} alt="" className="h-full w-full object-contain" /> : null}
    </button>
  );
}
