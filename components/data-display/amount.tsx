'use client';
import { clsx } from 'clsx';
import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';

/**
 * An amount in the merchant's currency and the page's language. `signed`: profit and loss, shown with its sign and
 * tinted (the sign says it without colour). `decimals` overrides the currency's own (the betting record's 2/4 toggle).
 */
export function Amount({ value, signed = false, decimals, className }: { value: number; signed?: boolean; decimals?: number; className?: string }) {
  const locale = useLocale();
  const { site } = useSite();
  const text = formatAmount(value, site.currency, locale, decimals);
  if (!signed) return <span className={clsx('tabular-nums', className)}>{text}</span>;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    // Its own direction: in a right-to-left page the sign stays in front of the amount.
    <span dir="ltr" className={clsx('tabular-nums font-semibold [unicode-bidi:isolate]', value > 0 && 'text-success', value < 0 && 'text-danger', className)}>
      {sign}
      {formatAmount(Math.abs(value), site.currency, locale, decimals)}
    </span>
  );
}

/** The currency's own decimals, or `decimals` (the betting record's toggle); the symbol where the language puts it. */
export function formatAmount(value: number, currency: { code: string; symbol: string }, locale: string, decimals?: number): string {
  return formatMoney(value, currency, locale, decimals === undefined ? {} : { decimals });
}
