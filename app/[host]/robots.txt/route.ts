import { hostSite, unavailableFile } from '@/lib/seo/host-site';
import { robotsTxt } from '@/lib/seo/robots';

/** /robots.txt of the request's merchant (proxy.ts rewrites it here for every host). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const found = await hostSite((await params).host);
  if (found.kind !== 'ok') return unavailableFile(found.kind);
  return new Response(robotsTxt(found.origin, found.site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
