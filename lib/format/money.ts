/**
 * Money as players read it: the currency's own minor units (VND none, USD and PHP two), the page language's grouping
 * and symbol placement, and the merchant's symbol. Amounts are cut, never rounded up: a balance is never shown as
 * more than it is. Every money figure the site shows goes through here, filters and chart axes included, so each one
 * speaks the brand's currency. Pure, for server and client alike.
 */
export interface Currency {
  /** ISO 4217 code, e.g. "VND". */
  code: string;
  /** The merchant's symbol, e.g. "₫". */
  symbol: string;
}

export interface MoneyOptions {
  /** Exactly this many decimals instead of the currency's own (the betting record's 2/4 toggle). */
  decimals?: number;
  /** A whole amount without its zeros: "$1", not "$1.00" (a filter's threshold). A fraction keeps its decimals. */
  whole?: boolean;
  /** Short figures for a chart's axis: "$12K". */
  compact?: boolean;
  /** The currency's ISO code right after the figure instead of the symbol: "1,000VND" (spec §9's new-player title). */
  code?: boolean;
}

const formatters = new Map<string, { format: Intl.NumberFormat; withCurrency: boolean }>();

function formatter(locale: string, code: string, { decimals, whole = false, compact = false }: MoneyOptions) {
  const key = `${locale}|${code}|${decimals ?? ''}|${whole}|${compact}`;
  let cached = formatters.get(key);
  if (!cached) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    const shape: Intl.NumberFormatOptions = {
      ...digits,
      ...(whole ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
      ...(compact ? { notation: 'compact' as const } : {}),
      roundingMode: 'trunc',
    };
    try {
      cached = { format: new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', ...shape }), withCurrency: true };
    } catch {
      // An unknown currency code or language: the number in English grouping (two decimals unless told), the symbol
      // put in front by formatMoney.
      const fallback = decimals === undefined && !compact ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
      cached = { format: new Intl.NumberFormat('en', { ...fallback, ...shape }), withCurrency: false };
    }
    formatters.set(key, cached);
  }
  return cached;
}

export function formatMoney(amount: number, currency: Currency, locale: string, options: MoneyOptions = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const { format, withCurrency } = formatter(locale, currency.code, options);
  if (!withCurrency) {
    const number = format.format(Math.abs(value));
    return options.code ? `${value < 0 ? '-' : ''}${number}${currency.code}` : `${value < 0 ? '-' : ''}${currency.symbol}${number}`;
  }
  const figure = format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? (options.code ? '' : currency.symbol) : part.value))
    .join('')
    .trim();
  return options.code ? `${figure}${currency.code}` : figure;
}
