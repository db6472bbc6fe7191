/** Game catalogue calls used by navigation: vendors per category, game types per vendor, lottery menus. */
import type { Hono } from 'hono';
import {
  GAME_CATEGORIES, GamesPath, type GameCategory, type GameMenusDto, type SortingVendorDto, type VendorGameTypesDto,
} from '../../lib/platform/contract';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ok } from '../lib/envelope';
import { optionalString, readJsonObject, requireString } from '../lib/validate';

interface VendorRow {
  category: GameCategory;
  vassalage: string;
  name: string;
  maintenance: 0 | 1;
}

export function registerGameRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, abs } = deps;
  const merchant = requireMerchant(deps);
  const vendors = db.prepare('SELECT category, vassalage, name, maintenance FROM vendors WHERE merchant_code = ? ORDER BY sort');
  const menus = db.prepare('SELECT id, group_code, label_name FROM lottery_menus WHERE merchant_code = ? ORDER BY sort');
  const games = db.prepare('SELECT game_code, game_name, vassalage FROM lottery_games WHERE menu_id = ? ORDER BY sort');

  app.post(GamesPath.VENDORS, merchant, async (c) => {
    const body = await readJsonObject(c);
    requireString(body, 'platform', { max: 60 });
    const rows = vendors.all(c.get('merchant').code) as VendorRow[];
    const value: SortingVendorDto[] = GAME_CATEGORIES.map((gameCategory) => ({
      gameCategory,
      vendors: rows
        .filter((r) => r.category === gameCategory)
        .map((r) => ({ vassalage: r.vassalage, name: r.name, logoUrl: abs(`/cdn/vendors/${r.vassalage}.svg`), maintenance: r.maintenance })),
    })).filter((s) => s.vendors.length > 0);
    return ok(c, value);
  });

  app.post(GamesPath.VENDOR_GAME_TYPES, merchant, requireMember(deps), async (c) => {
    const body = await readJsonObject(c, true);
    const only = optionalString(body, 'vassalage', { max: 40 });
    const byVendor = new Map<string, GameCategory[]>();
    for (const r of vendors.all(c.get('merchant').code) as VendorRow[]) {
      if (only && r.vassalage !== only) continue;
      byVendor.set(r.vassalage, [...(byVendor.get(r.vassalage) ?? []), r.category]);
    }
    const value: VendorGameTypesDto[] = [...byVendor].map(([vassalage, gameTypes]) => ({
      vassalage,
      gameTypes: GAME_CATEGORIES.filter((g) => gameTypes.includes(g)),
    }));
    return ok(c, value);
  });

  app.get(GamesPath.GAME_MENUS, merchant, (c) => {
    const value: GameMenusDto = {
      gameMenus: (menus.all(c.get('merchant').code) as { id: number; group_code: string; label_name: string }[]).map((m) => ({
        gameGroupCode: m.group_code,
        labelName: m.label_name,
        games: (games.all(m.id) as { game_code: string; game_name: string; vassalage: string }[]).map((g) => ({
          gameCode: g.game_code,
          gameName: g.game_name,
          vassalage: g.vassalage,
        })),
      })),
    };
    return ok(c, value);
  });
}
