/**
 * System calls: site status (host → merchant, maintenance, region), whitelabel flags, the encryption key and the help
 * centre.
 */
import type { Hono } from 'hono';
import {
  DEVICE_WEB, ErrorCode, SystemPath, type HelpArticleDto, type HelpCategory, type HelpCenterDto, type SiteStatusDto,
} from '@site/platform-contract';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MerchantRow } from '../lib/context';
import { encryptionKeyDto, type loadOrCreateKey } from '../lib/crypto';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { countryOf } from '../lib/geo';
import { absoluteCdnLinks, createLanguages } from '../lib/language';
import { createSiteInfoReader } from '../lib/site-info';
import { requireOneOfIgnoringCase, type Json } from '../lib/validate';

/** "Vn.LocalHost:3000", "http://vn.localhost:3000/x" → "vn.localhost"; null when it is not a plausible host. */
export function normalizeHost(raw: string): string | null {
  let s = raw.trim().toLowerCase();
  if (s.includes('://')) {
    try {
      s = new URL(s).hostname;
    } catch {
      return null;
    }
  }
  s = s.split('/')[0] ?? '';
  if (s.startsWith('[')) return s.includes(']') ? s.slice(1, s.indexOf(']')) : null;
  s = s.replace(/:\d*$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(s) ? s : null;
}

export function registerSystemRoutes(app: Hono<AppEnv>, deps: Deps, key: ReturnType<typeof loadOrCreateKey>): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const reader = createSiteInfoReader(deps);
  const byHost = db.prepare(
    'SELECT m.* FROM merchant_hosts h JOIN merchants m ON m.code = h.merchant_code WHERE h.host = ?',
  );
  const geoRanges = db.prepare('SELECT cidr, country FROM geo_ranges');
  const isRestricted = db.prepare('SELECT 1 FROM merchant_restricted_countries WHERE merchant_code = ? AND country = ?').pluck();

  app.get(SystemPath.STATUS, (c) => {
    const url = c.req.query('url');
    if (!url || url.length > 2048) throw badRequest('url is required');
    const host = normalizeHost(url);
    const m = host ? (byHost.get(host) as MerchantRow | undefined) : undefined;
    if (!m) throw new ApiError(404, ErrorCode.DOMAIN_NOT_AVAILABLE, 'No site is served on this domain');
    const ip = c.get('visitorIp');
    const country = countryOf(ip, geoRanges.all() as { cidr: string; country: string }[]);
    const maintenance = m.status === 1;
    const regionRestriction = !maintenance && (m.status === 2 || (country !== null && isRestricted.get(m.code, country) === 1));
    const value: SiteStatusDto = {
      status: maintenance ? 1 : regionRestriction ? 2 : 0,
      maintenanceEnd: maintenance ? m.maintenance_end_iso : null,
      location: { ip, country },
      maintenance,
      regionRestriction,
      site: reader.siteInfo(m),
    };
    return ok(c, value);
  });

  app.get(SystemPath.WHITELABEL, merchant, (c) => ok(c, reader.flagsOf(c.get('merchant').code)));

  const keyDto = encryptionKeyDto(key);
  app.get(SystemPath.ENCRYPTION_KEY, merchant, (c) => ok(c, keyDto));

  const languages = createLanguages(deps);
  // Articles in @lang, or in the merchant's default (@fallback) for one not translated.
  const helpArticles = db.prepare(
    `SELECT a.tag, COALESCE(t.title, d.title) AS title, COALESCE(t.content, d.content) AS content, a.category, a.sort, a.footer
     FROM help_articles a
     LEFT JOIN help_article_i18n t ON t.article_id = a.id AND t.language = @lang
     LEFT JOIN help_article_i18n d ON d.article_id = a.id AND d.language = @fallback
     WHERE a.merchant_code = @merchant AND COALESCE(t.title, d.title) IS NOT NULL
     ORDER BY a.sort, a.id`,
  );

  // No token: the help centre is public. ?lang= chooses the language; when it is missing or not offered, the usual
  // rule applies (Language header, then the merchant's default). The answer says which language it is in.
  app.get(SystemPath.HELP_CENTER, merchant, (c) => {
    const query: Json = { device: c.req.query('device') };
    requireOneOfIgnoringCase(query, 'device', [DEVICE_WEB]);
    const code = c.get('merchant').code;
    const lang = languages.contentLanguage(c, c.req.query('lang'));
    const rows = helpArticles.all({ merchant: code, lang, fallback: languages.defaultOf(code) }) as {
      tag: string; title: string; content: string; category: HelpCategory; sort: number; footer: 0 | 1;
    }[];
    const value: HelpCenterDto = {
      language: lang,
      articles: rows.map(
        (r): HelpArticleDto => ({
          tag: r.tag,
          title: r.title,
          content: absoluteCdnLinks(r.content, deps.abs),
          category: r.category,
          sort: r.sort,
          footer: r.footer === 1,
        }),
      ),
    };
    return ok(c, value);
  });
}
