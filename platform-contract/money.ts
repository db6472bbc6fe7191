/**
 * Amounts on the wire are major units of the merchant's currency (SiteInfoDto.currency), with at most as many decimals
 * as the currency has minor units (ISO 4217: VND none, USD and PHP two) and never more than AMOUNT_MAX_DECIMALS, the
 * platform's own precision. One rule, read by the site's forms, the site's API routes and the platform alike: an
 * amount with more decimals is refused (the platform: 400 WalletErrorCode.AMOUNT_DECIMALS, value { decimals }).
 */

/** The platform keeps amounts in hundredths: no currency gets more decimals than this. */
export const AMOUNT_MAX_DECIMALS = 2;

/** How many decimals the currency uses (VND 0, USD 2): its ISO 4217 minor units; 2 for a code Intl does not know. */
export function minorUnits(currencyCode: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The decimals an amount in this currency may have: its minor units, at most AMOUNT_MAX_DECIMALS. */
export function amountDecimals(currencyCode: string): number {
  return Math.min(AMOUNT_MAX_DECIMALS, minorUnits(currencyCode));
}

/**
 * Whether `amount` is finite and has at most `decimals` decimals as written (its shortest decimal form: 100000.55 has
 * 2; 0.1 + 0.2, which is 0.30000000000000004, has 17). Exact at any size the platform takes, unlike a scaled compare.
 */
export function hasAtMostDecimals(amount: number, decimals: number): boolean {
  return Number.isFinite(amount) && Number(amount.toFixed(decimals)) === amount;
}
