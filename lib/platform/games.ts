import 'server-only';
import { GAME_CATEGORIES, GamesPath, type GameCategory, type SortingVendorDto } from './contract';
import { platformCall } from './client';
import { cachedPublic, CacheKey } from './cache';

/** One entry of the top navigation and the sidebar: a game category that has at least one vendor. */
export interface NavCategory {
  category: GameCategory;
  /** Site path of the category's list page, e.g. /rng. */
  path: string;
  vendors: { code: string; name: string; logoUrl: string }[];
}

const CATEGORY_PATH: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** Game categories that have at least one vendor, in navigation order. Merchant-public, cached. */
export async function getNavCategories(merchant: string, language: string): Promise<NavCategory[]> {
  return cachedPublic(CacheKey.vendors(merchant, language), async () => {
    const dto = await platformCall<SortingVendorDto[]>(GamesPath.VENDORS, {
      method: 'POST',
      json: { platform: 'html5-desktop' },
      merchant,
      language,
    });
    return reshapeNavCategories(dto);
  });
}

export function reshapeNavCategories(dto: SortingVendorDto[]): NavCategory[] {
  return GAME_CATEGORIES.flatMap((category) => {
    const entry = dto.find((d) => d.gameCategory === category);
    if (!entry || entry.vendors.length === 0) return [];
    return [
      {
        category,
        path: CATEGORY_PATH[category] ?? '/',
        vendors: entry.vendors.map((v) => ({ code: v.vassalage, name: v.name, logoUrl: v.logoUrl })),
      },
    ];
  });
}
