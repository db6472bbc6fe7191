/**
 * The site's pages that exist. A link to a route that is not built yet is not shown (it would end on a 404): new
 * navigation asks `routeExists` and its entry appears when the page lands. Pure, for server and client alike.
 */
import { canonicalRoute } from '@/lib/i18n/locale-path';

export const BUILT_ROUTES: ReadonlySet<string> = new Set(['/', '/login', '/register', '/help', '/helpmc']);

/** Whether the route of `href` (a site path without locale prefix; query and fragment ignored) has a page. */
export function routeExists(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] || '/';
  return BUILT_ROUTES.has(canonicalRoute(path));
}
