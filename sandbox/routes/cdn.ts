/**
 * The sandbox image CDN: generated SVGs under /cdn/… (logos, banners and promotion images in a content language,
 * vendor badges, payment and licence marks, content illustrations, the apps' QR codes, avatar pictures), and PNGs of
 * game tiles, vendor logos and sports teams' crests.
 *
 * Banner and promotion images carry their language in the path (/cdn/banners/<language>/<id>.svg), not in a query,
 * so every language is its own cacheable URL even behind caches that ignore query strings. The form without a
 * language (/cdn/banners/<id>.svg) still answers, in the merchant's default language.
 */
import type { Context, Hono } from 'hono';
import QRCode from 'qrcode';
import type { AppEnv, Deps } from '../lib/context';
import { notFound } from '../lib/envelope';
import { SPORTS_TEAMS } from '../db/seed-content';
import {
  badgeSvg, bannerSvg, gameTileSvg, illustrationSvg, licenceMarkSvg, logoSvg, paymentMarkSvg,
} from '../lib/images';
import { avatarSvg } from '../lib/avatar-art';
import { createLanguages } from '../lib/language';
import { promotionSvg } from '../lib/promotion-art';
import { gameTilePng } from '../lib/tile-image';
import { teamCrestPng, vendorLogoPng } from '../lib/vendor-logo';

/** "pg.svg" → "pg"; anything not a plain name with .svg is unknown. */
function svgName(c: Context): string {
  const m = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file') ?? '');
  if (!m) throw notFound();
  return m[1]!;
}

/** "12.svg" → 12. */
function svgId(c: Context): number {
  const name = svgName(c);
  if (!/^\d{1,12}$/.test(name)) throw notFound();
  return Number(name);
}

/** The :lang segment as written in the URLs the sandbox hands out (lower-case language code), else unknown. */
function langParam(c: Context): string | undefined {
  const lang = c.req.param('lang');
  if (lang === undefined) return undefined;
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang)) throw notFound();
  return lang;
}

function svg(c: Context, body: string) {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
}

interface ArtRow {
  merchant_code: string;
  brand_name: string;
  color_from: string;
  color_to: string;
}

export function registerCdnRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const languages = createLanguages(deps);
  const brand = db.prepare('SELECT brand_name, color_primary, color_accent FROM merchants WHERE code = ?');
  const banner = db.prepare(
    `SELECT b.merchant_code, m.brand_name, b.color_from, b.color_to FROM banners b
     JOIN merchants m ON m.code = b.merchant_code WHERE b.id = ?`,
  );
  const bannerTitle = db.prepare('SELECT title FROM banner_i18n WHERE banner_id = ? AND language = ?').pluck();
  const promotion = db.prepare(
    `SELECT p.merchant_code, p.category, m.brand_name, m.color_primary AS color_from, m.color_accent AS color_to FROM promotions p
     JOIN merchants m ON m.code = p.merchant_code WHERE p.id = ?`,
  );
  const promotionTitle = db.prepare('SELECT title FROM promotion_i18n WHERE promotion_id = ? AND language = ?').pluck();

  app.get('/cdn/logos/:file', (c) => {
    const m = brand.get(svgName(c)) as { brand_name: string; color_primary: string; color_accent: string } | undefined;
    if (!m) throw notFound();
    return svg(c, logoSvg(m.brand_name, m.color_primary, m.color_accent));
  });

  /**
   * Draws an item's title in the language asked for when the merchant offers it, else in its default; a title
   * missing in that language falls back to the default's, like the API answers do.
   */
  const titled = <Row extends ArtRow>(
    row: (id: number) => Row | undefined,
    title: (id: number, lang: string) => string | undefined,
    draw: (item: Row, text: string, lang: string) => string = (item, text, lang) =>
      bannerSvg(text, item.color_from, item.color_to, item.brand_name, lang),
  ) =>
    (c: Context<AppEnv>) => {
      const asked = langParam(c);
      const id = svgId(c);
      const item = row(id);
      if (!item) throw notFound();
      const code = languages.pick(item.merchant_code, asked);
      // The texts of a language the seed has none in are another's (lib/language.ts): drawn as that one's.
      const lang = languages.textLanguageOf(item.merchant_code, code);
      const text = title(id, code) ?? title(id, lang) ?? title(id, languages.defaultOf(item.merchant_code));
      if (text === undefined) throw notFound();
      return svg(c, draw(item, text, lang));
    };

  const bannerArt = titled(
    (id) => banner.get(id) as ArtRow | undefined,
    (id, lang) => bannerTitle.get(id, lang) as string | undefined,
  );
  app.get('/cdn/banners/:file', bannerArt);
  app.get('/cdn/banners/:lang/:file', bannerArt);

  const promotionArt = titled(
    (id) => promotion.get(id) as (ArtRow & { category: string }) | undefined,
    (id, lang) => promotionTitle.get(id, lang) as string | undefined,
    (item, text, lang) => promotionSvg(text, item.category, item.brand_name, lang, [item.color_from, item.color_to]),
  );
  app.get('/cdn/promotions/:file', promotionArt);
  app.get('/cdn/promotions/:lang/:file', promotionArt);

  // Vendor logos (VendorDto.logoUrl): /cdn/vendors/<code>.png, raster as an operator's CDN serves them
  // (lib/vendor-logo.ts); the .svg addresses of earlier seeds still answer with the SVG badge.
  app.get('/cdn/vendors/:file', (c) => {
    const m = /^([A-Za-z0-9_-]{1,64})\.(svg|png)$/.exec(c.req.param('file') ?? '');
    if (!m) throw notFound();
    if (m[2] === 'svg') return svg(c, badgeSvg(m[1]!.replace(/[-_]/g, ' ').toUpperCase()));
    return c.body(new Uint8Array(vendorLogoPng(m[1]!)), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
  });
  // Sports teams' crests (HotMatchTeamDto.logoUrl): /cdn/teams/<code>.png, for the teams the fixtures name only.
  app.get('/cdn/teams/:file', (c) => {
    const m = /^([A-Z]{3})\.png$/.exec(c.req.param('file') ?? '');
    if (!m || !Object.hasOwn(SPORTS_TEAMS, m[1]!)) throw notFound();
    return c.body(new Uint8Array(teamCrestPng(m[1]!)), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
  });
  app.get('/cdn/payments/:file', (c) => svg(c, paymentMarkSvg(svgName(c))));
  app.get('/cdn/licences/:file', (c) => svg(c, licenceMarkSvg(svgName(c))));

  // Illustrations embedded in notice and help HTML: only the ones that exist (a dangling link must fail loudly).
  for (const kind of ['notices', 'help'] as const) {
    app.get(`/cdn/${kind}/:file`, (c) => {
      const art = illustrationSvg(svgName(c));
      if (!art) throw notFound();
      return svg(c, art);
    });
  }

  // Avatar pictures (AvatarIconDto.url): only the ones drawn; a seeded picture whose file is gone answers 404.
  app.get('/cdn/avatars/:file', (c) => {
    const art = avatarSvg(svgName(c));
    if (!art) throw notFound();
    return svg(c, art);
  });

  // An operator's QR image of its app: a real code of the resource's address, as a player's camera reads it.
  const qrTarget = db.prepare('SELECT url FROM resources WHERE qr_code_path = ? ORDER BY id LIMIT 1').pluck();
  app.get('/cdn/qr/:file', async (c) => {
    const url = qrTarget.get(`/cdn/qr/${svgName(c)}.svg`) as string | undefined;
    if (url === undefined) throw notFound();
    return svg(c, await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
  });

  // Game tiles (GameDto.imageUrl): /cdn/games/<nodeId>.png at rx1, /cdn/games/rx2/<nodeId>.png at rx2, raster as an
  // operator's CDN serves them (lib/tile-image.ts); the .svg addresses of earlier seeds still answer with the SVG art.
  const game = db.prepare(
    `SELECT g.game_name, v.name AS vendor_name FROM games g
     JOIN vendors v ON v.merchant_code = g.merchant_code AND v.category = g.game_type AND v.vassalage = g.vassalage WHERE g.node_id = ?`,
  );
  const tile = (size: 'rx1' | 'rx2') => (c: Context<AppEnv>) => {
    const m = /^(\d{1,12})\.(svg|png)$/.exec(c.req.param('file') ?? '');
    const g = m ? (game.get(Number(m[1])) as { game_name: string; vendor_name: string } | undefined) : undefined;
    if (!m || !g) throw notFound();
    if (m[2] === 'svg') return svg(c, gameTileSvg(g.game_name, g.vendor_name, size));
    return c.body(new Uint8Array(gameTilePng(g.game_name, g.vendor_name, size)), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
  };
  app.get('/cdn/games/:file', tile('rx1'));
  app.get('/cdn/games/rx2/:file', tile('rx2'));
}
