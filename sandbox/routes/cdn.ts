/** The sandbox image CDN: generated SVGs under /cdn/… (logos, banners, vendor logos, payment/licence badges, QR placeholders). */
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/context';
import { notFound } from '../lib/envelope';
import { badgeSvg, bannerSvg, logoSvg, qrPlaceholderSvg } from '../lib/images';

/** "pg.svg" → "pg"; anything not a plain name with .svg is unknown. */
function svgName(c: Context): string {
  const m = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file') ?? '');
  if (!m) throw notFound();
  return m[1]!;
}

function svg(c: Context, body: string) {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
}

export function registerCdnRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const brand = db.prepare('SELECT brand_name, color_primary, color_accent FROM merchants WHERE code = ?');
  const banner = db.prepare(
    'SELECT b.title, b.color_from, b.color_to, m.brand_name FROM banners b JOIN merchants m ON m.code = b.merchant_code WHERE b.id = ?',
  );

  app.get('/cdn/logos/:file', (c) => {
    const m = brand.get(svgName(c)) as { brand_name: string; color_primary: string; color_accent: string } | undefined;
    if (!m) throw notFound();
    return svg(c, logoSvg(m.brand_name, m.color_primary, m.color_accent));
  });

  app.get('/cdn/banners/:file', (c) => {
    const id = Number(svgName(c));
    const b = Number.isInteger(id)
      ? (banner.get(id) as { title: string; color_from: string; color_to: string; brand_name: string } | undefined)
      : undefined;
    if (!b) throw notFound();
    return svg(c, bannerSvg(b.title, b.color_from, b.color_to, b.brand_name));
  });

  for (const kind of ['vendors', 'payments', 'licences'] as const) {
    app.get(`/cdn/${kind}/:file`, (c) => svg(c, badgeSvg(svgName(c).replace(/[-_]/g, ' ').toUpperCase())));
  }

  const promotion = db.prepare(
    'SELECT p.title, m.brand_name, m.color_primary, m.color_accent FROM promotions p JOIN merchants m ON m.code = p.merchant_code WHERE p.id = ?',
  );
  app.get('/cdn/promotions/:file', (c) => {
    const id = Number(svgName(c));
    const p = Number.isInteger(id)
      ? (promotion.get(id) as { title: string; brand_name: string; color_primary: string; color_accent: string } | undefined)
      : undefined;
    if (!p) throw notFound();
    return svg(c, bannerSvg(p.title, p.color_primary, p.color_accent, p.brand_name));
  });

  app.get('/cdn/qr/:file', (c) => svg(c, qrPlaceholderSvg(svgName(c))));
}
