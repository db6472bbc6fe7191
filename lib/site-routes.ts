/**
 * The site's pages that exist. A link to a route that is not built yet is not shown (it would end on a 404): navigation
 * asks `routeExists` and its entry appears when the page lands. Pure, for server and client alike.
 */
import { canonicalRoute } from '@/lib/i18n/locale-path';
import { isAgentPageKey } from '@/lib/agent-centre/pages';
import { isMemberPageKey } from '@/lib/member-centre/pages';

export const BUILT_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/register',
  '/help',
  '/helpmc',
  // Games; the lobby.
  '/games',
  '/hot',
  '/favorite',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/elott',
  '/inhouse',
  '/lottery',
  '/vnlottery',
  // Promotions.
  '/promotions',
  '/promoDetail',
  // Download and the app; /down is its alias.
  '/download',
  // The points mall.
  '/pointMall',
  // The agent centre on its default page; its pages and the member centre's are their keys (below).
  '/agent',
]);

/** Whether the route of `href` (a site path without locale prefix; query and fragment ignored) has a page. */
export function routeExists(href: string): boolean {
  const path = canonicalRoute(href.split(/[?#]/, 1)[0] || '/');
  const member = /^\/member\/([^/]+)$/.exec(path);
  if (member) return isMemberPageKey(member[1]!);
  const agent = /^\/agent\/([^/]+)$/.exec(path);
  if (agent) return isAgentPageKey(agent[1]!);
  return BUILT_ROUTES.has(path);
}
