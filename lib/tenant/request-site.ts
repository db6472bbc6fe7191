import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { parseHost } from './host';
import { resolveSite, type ResolvedSite } from '@/lib/platform/system';
import { isPlatformUnavailable } from '@/lib/platform/errors';
import { clientIp } from '@/lib/security/client-ip';

export type RequestSite = ({ kind: 'ok' } & ResolvedSite) | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * The merchant of the current request, from the Host header (not from the URL: a path that names another host is
 * refused, so skipping proxy.ts cannot show one brand's pages on another's domain). Deduplicated per request.
 */
export const getRequestSite = cache(async (hostParam?: string): Promise<RequestSite> => {
  const h = await headers();
  const host = parseHost(h.get('host'));
  if (!host) return { kind: 'not-found' };
  if (hostParam !== undefined && safeDecode(hostParam) !== host) return { kind: 'not-found' };
  try {
    const resolved = await resolveSite(host, clientIp(h));
    return resolved ? { kind: 'ok', ...resolved } : { kind: 'not-found' };
  } catch (error) {
    if (isPlatformUnavailable(error)) return { kind: 'unavailable' };
    throw error;
  }
});

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
