import type { DepositChannelKind } from '@/lib/api/centre/wallet';

/** Decorative marks of a payment channel's kind (the channel's name is always written beside). */
export function ChannelIcon({ kind, className = 'size-6' }: { kind: DepositChannelKind; className?: string }) {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {kind === 'BANK' ? <path d="M3 10h18L12 4 3 10Zm2 0v8m4-8v8m6-8v8m4-8v8M3 20h18" /> : null}
      {kind === 'EWALLET' ? <path d="M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h4" /> : null}
      {kind === 'CRYPTO' ? <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2 5h4a2 2 0 0 1 0 4h-4m0 0h4.5a2 2 0 0 1 0 4H10m0-8v8m1-10v2m2-2v2m-2 8v2m2-2v2" /> : null}
    </svg>
  );
}
