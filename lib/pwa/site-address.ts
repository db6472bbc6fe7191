import 'server-only';
import { headers } from 'next/headers';
import { parseHost } from '@/lib/tenant/host';

/**
 * The absolute address of a path on the host this request came to (scheme from the trusted proxy's X-Forwarded-Proto,
 * which the server in front keeps only with TRUST_PROXY=1; else http): what the download page's QR code encodes and
 * its canonical link names. Null when the Host header is not a host.
 */
export async function addressOnThisHost(path: string): Promise<string | null> {
  const h = await headers();
  const host = h.get('host')?.trim().toLowerCase();
  if (!host || !parseHost(host)) return null;
  const scheme = (h.get('x-forwarded-proto') ?? 'http').split(',')[0]!.trim().toLowerCase() === 'https' ? 'https' : 'http';
  try {
    const base = new URL(`${scheme}://${host}`);
    if (base.host !== host) return null;
    return new URL(path, base).href;
  } catch {
    return null;
  }
}
