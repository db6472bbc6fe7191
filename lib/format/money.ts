/**
 * Money as players read it: the currency's own minor units (VND none, USD and PHP two), the page language's grouping
 * and symbol placement, and the merchant's symbol. Amounts are cut, never rounded up: a balance is never shown as
 * more than it is. Pure, for server and client alike.
 */
export interface Currency {
  /** ISO 4217 code, e.g. "VND". */
  code: string;
  /** The merchant's symbol, e.g. "₫". */
  symbol: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let cachedFormatter = formatters.get(key);
  if (!cachedFormatter) {
    try {
      cachedFormatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', roundingMode: 'trunc' });
    } catch {
      // An unknown currency code or language: plain two decimals in English grouping.
      cachedFormatter = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' });
    }
    formatters.set(key, cachedFormatter);
  }
  return cachedFormatter;
}

export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return formatter(locale, currency.code)
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('')
    .trim();
}
