import type { Banner } from '@/lib/platform/system';
import { canonicalRoute } from '@/lib/i18n/locale-path';

/** Which banner group each page shows (spec §2, "Banner group per route"). */
export const BANNER_GROUP_BY_ROUTE: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  // /download is the same page as /down (spec §2 routes).
  '/download': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
  '/helpmc': 'w_help',
  '/register': 'w_reg',
  '/inhouse': 'w_inhouse',
};

/** The banner group of a site route (without locale prefix); aliases (/index, /home, /register.html) count as their page. */
export function bannerGroupForRoute(route: string): string | null {
  const path = route.split(/[?#]/, 1)[0] || '/';
  return BANNER_GROUP_BY_ROUTE[canonicalRoute(path)] ?? null;
}

/** The banners a route shows, in the given order; none for a route without a group. */
export function bannersForRoute(banners: Banner[], route: string): Banner[] {
  const group = bannerGroupForRoute(route);
  return group ? banners.filter((banner) => banner.group === group) : [];
}
