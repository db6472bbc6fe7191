import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app route a request was answered by, as its pattern ("/[host]/[locale]/member/[page]", "/api/wallet/deposits"):
 * the metrics' route label, bounded by the build's routes however many addresses players visit. Read from the build's
 * routes manifest (.next/routes-manifest.json) in the order Next matches them: static routes first, then the dynamic
 * ones as the manifest sorts them (the most specific first).
 *
 * A page is matched by the path proxy.ts rewrote it to (/<host>/<locale>/<route>), or the route it stands for when the
 * page cache answered; an API route or an asset by its own path.
 */
export interface RouteTable {
  patternOf(pathname: string): string;
}

interface Manifest {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

/** How many paths' patterns are kept: the paths players ask for are many, the ones asked for often few. */
const KNOWN_PATHS = 2000;

/** The label of a request that matched no route (a redirect of proxy.ts, a 404 of the front). */
export const UNMATCHED_ROUTE = '(unmatched)';

export function routeTable(manifest: Manifest): RouteTable {
  const fixed = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (manifest.dynamicRoutes ?? [])
    // An intercepting route ("(.)help") answers only a client-side navigation, under the same address as its page.
    .filter((route) => !route.page.includes('(.'))
    .map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  // The pattern of the paths asked for most (home, catalogues, the API's), so most requests test no expression.
  const known = new Map<string, string>();
  return {
    patternOf(pathname) {
      if (pathname.startsWith('/_next/static/')) return '/_next/static';
      if (pathname.startsWith('/_next/')) return '/_next';
      const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
      if (fixed.has(trimmed)) return trimmed;
      let pattern = known.get(trimmed);
      if (pattern === undefined) {
        pattern = dynamic.find((route) => route.regex.test(trimmed))?.page ?? UNMATCHED_ROUTE;
        if (known.size >= KNOWN_PATHS) known.clear();
        known.set(trimmed, pattern);
      }
      return pattern;
    },
  };
}

/** The build's routes (none in the development server before its first compile: every request is then unmatched). */
export function loadRouteTable(dir = process.cwd()): RouteTable {
  try {
    return routeTable(JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as Manifest);
  } catch {
    return routeTable({});
  }
}
