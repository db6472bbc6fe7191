import 'server-only';
import { headers } from 'next/headers';
import { createRequestContext } from '@/lib/request/context';
import { sameHost } from '@/lib/request/page-access';
import type { Site } from '@/lib/platform/site';
import { originOf } from './urls';

export type HostSite = { kind: 'ok'; site: Site; host: string; origin: string } | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * The merchant of a crawler file's request (robots.txt, sitemap.xml, the share image): the host's merchant when the
 * [host] segment is the Host header's (proxy.ts put it there), with the origin the visitor used.
 */
export async function hostSite(segment: string): Promise<HostSite> {
  const context = await createRequestContext();
  if (context.site.kind === 'unavailable') return { kind: 'unavailable' };
  if (context.site.kind !== 'ok' || !context.host || !sameHost(segment, context.host)) return { kind: 'not-found' };
  const h = await headers();
  const origin = originOf(h);
  if (!origin) return { kind: 'not-found' };
  return { kind: 'ok', site: context.site.site, host: context.host, origin };
}

/** The plain answer of a crawler file that cannot be served: 404 for no such merchant, 503 while the platform is away. */
export function unavailableFile(kind: 'not-found' | 'unavailable'): Response {
  return new Response(kind === 'unavailable' ? 'Service unavailable' : 'Not found', {
    status: kind === 'unavailable' ? 503 : 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
