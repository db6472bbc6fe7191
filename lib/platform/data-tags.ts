/**
 * The data tags an operator can purge (POST /api/revalidate), each naming the key kinds it covers. Every key of the public
 * data cache (cache.ts) is "merchant:<code>:<kind>:…", so a merchant's data of a tag is found by its kind.
 */
export const DATA_TAGS = {
  notices: ['announcements'],
  games: ['vendors', 'games', 'hot-games', 'popular-lotteries', 'vn-numbers', 'winners', 'lottery-menus'],
  // The announcements hold the promotion notices (PR) and the help notices (H), shown on these pages: they go too.
  promotions: ['promotions', 'promotion-pages', 'promotion-page', 'announcements'],
  help: ['help', 'announcements'],
  register: ['register-settings', 'countries'],
  routes: ['domain-routes'],
  wallet: ['merchant-wallet'],
} as const;
export type DataTag = keyof typeof DATA_TAGS;

export function isDataTag(value: unknown): value is DataTag {
  return typeof value === 'string' && Object.hasOwn(DATA_TAGS, value);
}
