/** "$1,234.50" in the page's language: the merchant's symbol, always two decimals, sign before the symbol. */
export function formatMoney(amount: number, symbol: string, locale: string): string {
  let digits: string;
  try {
    digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount));
  } catch {
    digits = Math.abs(amount).toFixed(2);
  }
  return `${amount < 0 ? '-' : ''}${symbol}${digits}`;
}
