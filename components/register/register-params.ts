/** The query names an affiliate link may use for its code (spec §3 "Affiliate info from URL"). */
export const AFFILIATE_QUERY_NAMES = ['affiliateCode', 'aff', 'code'] as const;

type Params = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function read(params: Params, name: string): string | null {
  if (typeof (params as { get?: unknown }).get === 'function') return (params as { get(name: string): string | null }).get(name);
  const value = (params as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** The first non-empty affiliate code of the URL, trimmed; null when there is none. */
export function affiliateCodeFrom(params: Params): string | null {
  for (const name of AFFILIATE_QUERY_NAMES) {
    const value = read(params, name)?.trim();
    if (value) return value.slice(0, 64);
  }
  return null;
}

/** ?referralCode=, trimmed; null when absent. */
export function referralCodeFrom(params: Params): string | null {
  const value = read(params, 'referralCode')?.trim();
  return value ? value.slice(0, 64) : null;
}
