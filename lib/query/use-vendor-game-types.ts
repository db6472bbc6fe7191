'use client';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type VendorGameTypes } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMemberQuery } from './use-member-query';

/** A vendor's game types stay as they are for a session's while: asked once per vendor in ten minutes. */
const VENDOR_TYPES_STALE_MS = 10 * 60_000;

/** The game types a vendor has games of (the platform answers a signed-in member only). Nothing for a visitor. */
export function useVendorGameTypes(vendor: string) {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.vendorGameTypes(site.merchantCode, vendor),
    queryFn: async () => (await apiFetch<VendorGameTypes>(`${ApiPath.VENDOR_GAME_TYPES}?vendor=${encodeURIComponent(vendor)}`)).types,
    staleTime: VENDOR_TYPES_STALE_MS,
  });
}
