/** MCSFE_getListAnnouncements: banners (optionally one group) and notices, filled per requested type. */
import type { Hono } from 'hono';
import {
  SystemPath, type AnnouncementsDto, type AnnouncementType, type BannerDto, type LinkageType, type NoticeDto,
} from '../../lib/platform/contract';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ok } from '../lib/envelope';
import { optionalString, readJsonObject, requireArrayOf, requireOneOf } from '../lib/validate';

const TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

interface BannerRow {
  id: number;
  group_name: string;
  title: string;
  linkage_type: LinkageType;
  linkage: string | null;
  sort: number;
}

export function registerAnnouncementRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, abs } = deps;
  const banners = db.prepare(
    `SELECT id, group_name, title, linkage_type, linkage, sort FROM banners
     WHERE merchant_code = ? AND (? IS NULL OR group_name = ?) ORDER BY group_name, sort, id`,
  );
  const notices = db.prepare(
    'SELECT id, title, content, time_iso FROM notices WHERE merchant_code = ? AND kind = ? ORDER BY sort, id',
  );

  app.post(SystemPath.ANNOUNCEMENTS, requireMerchant(deps), async (c) => {
    const body = await readJsonObject(c);
    const types = requireArrayOf(body, 'types', TYPES);
    requireOneOf(body, 'platform', ['W']);
    requireOneOf(body, 'executionType', ['B']);
    const groupName = optionalString(body, 'groupName', { max: 40, pattern: /^w_[a-z]+$/ }) ?? null;
    const code = c.get('merchant').code;
    const noticesOf = (kind: 'PL' | 'PU' | 'PR'): NoticeDto[] =>
      types.includes(kind)
        ? (notices.all(code, kind) as { id: number; title: string; content: string; time_iso: string }[]).map((n) => ({
            id: n.id,
            title: n.title,
            content: n.content,
            time: n.time_iso,
          }))
        : [];
    const value: AnnouncementsDto = {
      banners: types.includes('B')
        ? (banners.all(code, groupName, groupName) as BannerRow[]).map(
            (b): BannerDto => ({
              bannerId: b.id,
              groupName: b.group_name,
              url: abs(`/cdn/banners/${b.id}.svg`),
              linkageType: b.linkage_type,
              linkage: b.linkage,
              title: b.title,
              sort: b.sort,
            }),
          )
        : [],
      player: noticesOf('PL'),
      popup: noticesOf('PU'),
      promotion: noticesOf('PR'),
    };
    return ok(c, value);
  });
}
