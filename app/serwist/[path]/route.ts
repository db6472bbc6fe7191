/**
 * The service worker (app/sw.ts), bundled with esbuild while `next build` prerenders this route, and served at
 * /serwist/sw.js with the whole site as its scope (Service-Worker-Allowed) and its own CSP (proxy.ts). One worker for
 * every merchant: what it stores is each host's own (the offline page is fetched from the host it runs on).
 *
 * Precached: the offline page only. The build's assets are stored as they are used (app/sw.ts); pages and API answers
 * never are.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/lib/pwa/sw-contract';

/** The offline page's version: this commit (a new build refreshes it), else a fresh one. */
const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || randomUUID();

const route = createSerwistRoute({
  swSrc: 'app/sw.ts',
  // Native esbuild (a dependency already); the default would be esbuild-wasm.
  useNativeEsbuild: true,
  globPatterns: [],
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision }],
  rebuildOnChange: false,
});

// Built once, at `next build` (the route's values, written out for Next's static reading of segment options).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const revalidate = false;
export const generateStaticParams = route.generateStaticParams;

export async function GET(request: Request, context: { params: Promise<{ path: string }> }) {
  const response = await route.GET(request, context);
  // A new build must reach browsers at once (its policy header is set by proxy.ts).
  response.headers.set('Cache-Control', 'no-cache');
  return response;
}
