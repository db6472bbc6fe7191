import 'server-only';
import { headers } from 'next/headers';
import { parseHost } from '@/lib/tenant/host';
import { visitorScheme } from '@/lib/security/visitor';

/**
 * The absolute address of a path on the host this request came to (the scheme as the server in front decided it,
 * lib/security/visitor.ts): what the download page's QR code encodes and
 * its canonical link names. Null when the Host header is not a host.
 */
export async function addressOnThisHost(path: string): Promise<string | null> {
  const h = await headers();
  const host = h.get('host')?.trim().toLowerCase();
  if (!host || !parseHost(host)) return null;
  const scheme = visitorScheme(h);
  try {
    const base = new URL(`${scheme}://${host}`);
    if (base.host !== host) return null;
    return new URL(path, base).href;
  } catch {
    return null;
  }
}
