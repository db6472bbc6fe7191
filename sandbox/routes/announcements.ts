/**
 * MCSFE_getListAnnouncements: banners (optionally one group) and notices, filled per requested type, in the request's
 * content language (lib/language.ts). Banner images are drawn in that language too: /cdn/banners/<language>/<id>.svg.
 */
import type { Hono } from 'hono';
import {
  SystemPath, type AnnouncementsDto, type AnnouncementType, type BannerDto, type LinkageType, type NoticeDto,
} from '@site/platform-contract';
import { requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ok } from '../lib/envelope';
import { absoluteCdnLinks, createLanguages } from '../lib/language';
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
  const languages = createLanguages(deps);
  // Texts in the language asked in (@asked: a notice written in it), else in the texts of that language (@lang: they
  // differ for a language the seed has no texts in, lib/language.ts), else in the merchant's default (@fallback) for
  // an item not translated: it never just disappears.
  const banners = db.prepare(
    `SELECT b.id, b.group_name, COALESCE(a.title, t.title, d.title) AS title, b.linkage_type, b.linkage, b.sort FROM banners b
     LEFT JOIN banner_i18n a ON a.banner_id = b.id AND a.language = @asked
     LEFT JOIN banner_i18n t ON t.banner_id = b.id AND t.language = @lang
     LEFT JOIN banner_i18n d ON d.banner_id = b.id AND d.language = @fallback
     WHERE b.merchant_code = @merchant AND (@group IS NULL OR b.group_name = @group) AND COALESCE(a.title, t.title, d.title) IS NOT NULL
     ORDER BY b.group_name, b.sort, b.id`,
  );
  const notices = db.prepare(
    `SELECT n.id, COALESCE(a.title, t.title, d.title) AS title, COALESCE(a.content, t.content, d.content) AS content, n.time_iso
     FROM notices n
     LEFT JOIN notice_i18n a ON a.notice_id = n.id AND a.language = @asked
     LEFT JOIN notice_i18n t ON t.notice_id = n.id AND t.language = @lang
     LEFT JOIN notice_i18n d ON d.notice_id = n.id AND d.language = @fallback
     WHERE n.merchant_code = @merchant AND n.kind = @kind AND COALESCE(a.title, t.title, d.title) IS NOT NULL
     ORDER BY n.sort, n.id`,
  );

  app.post(SystemPath.ANNOUNCEMENTS, requireMerchant(deps), async (c) => {
    const body = await readJsonObject(c);
    const types = requireArrayOf(body, 'types', TYPES);
    requireOneOf(body, 'platform', ['W']);
    requireOneOf(body, 'executionType', ['B']);
    const groupName = optionalString(body, 'groupName', { max: 40, pattern: /^w_[a-z]+$/ }) ?? null;
    const merchant = c.get('merchant').code;
    const asked = languages.requestedLanguage(c);
    const lang = languages.contentLanguage(c);
    const fallback = languages.defaultOf(merchant);
    const noticesOf = (kind: Exclude<AnnouncementType, 'B'>): NoticeDto[] =>
      types.includes(kind)
        ? (notices.all({ merchant, kind, asked, lang, fallback }) as { id: number; title: string; content: string; time_iso: string }[]).map(
            (n) => ({ id: n.id, title: n.title, content: absoluteCdnLinks(n.content, abs), time: n.time_iso }),
          )
        : [];
    const value: AnnouncementsDto = {
      banners: types.includes('B')
        ? (banners.all({ merchant, group: groupName, asked, lang, fallback }) as BannerRow[]).map(
            (b): BannerDto => ({
              bannerId: b.id,
              groupName: b.group_name,
              url: abs(`/cdn/banners/${lang}/${b.id}.svg`),
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
      help: noticesOf('H'),
    };
    return ok(c, value);
  });
}
