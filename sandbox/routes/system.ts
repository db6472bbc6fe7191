/** System calls: site status (host → merchant, maintenance, region), whitelabel flags and the encryption key. */
import type { Hono } from 'hono';
import { ErrorCode, SystemPath, type SiteStatusDto } from '../../lib/platform/contract';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MerchantRow } from '../lib/context';
import { encryptionKeyDto, type loadOrCreateKey } from '../lib/crypto';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { countryOf } from '../lib/geo';
import { createSiteInfoReader } from '../lib/site-info';

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
}
