import 'server-only';
import { SystemPath, type AnnouncementsDto, type AnnouncementsRequest } from '@site/platform-contract';
import { safeLink } from '@/lib/security/safe-url';
import { sanitizePlatformHtml } from '@/lib/security/sanitize';
import { platformCall } from './client';
import { cachedPublic, CacheKey } from './cache';
import { isPlatformError } from './errors';

export interface Banner {
  id: number;
  group: string;
  imageUrl: string;
  title: string;
  /** A validated link target: a site path ("/promotions") or an absolute https URL; null when the banner is not a link. */
  href: string | null;
  external: boolean;
}

export interface Notice {
  id: number;
  title: string;
  /** Sanitized HTML. */
  html: string;
  time: string;
}

export interface Announcements {
  banners: Banner[];
  /** Player notices (PL): home and the notice list. */
  notices: Notice[];
  /** Popup notices (PU): once per browser session. */
  popup: Notice[];
  /** Promotion notices (PR): the promotions page. */
  promotion: Notice[];
  /** Help notices (H): the help centre. */
  help: Notice[];
}

/** Banners (all groups) and notices of every type (spec §9 announcement types) of a merchant, in a language. Merchant-public, cached. */
export async function getAnnouncements(merchant: string, language: string): Promise<Announcements> {
  return cachedPublic(CacheKey.announcements(merchant, language), async () => {
    const request: AnnouncementsRequest = { types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', executionType: 'B' };
    const dto = await platformCall<AnnouncementsDto>(SystemPath.ANNOUNCEMENTS, {
      method: 'POST',
      json: request,
      merchant,
      language,
    });
    return reshapeAnnouncements(dto);
  });
}

export function reshapeAnnouncements(dto: AnnouncementsDto): Announcements {
  const notice = (n: AnnouncementsDto['player'][number]): Notice => ({
    id: n.id,
    title: n.title,
    html: sanitizePlatformHtml(n.content),
    time: n.time,
  });
  return {
    banners: [...dto.banners]
      .sort((a, b) => a.sort - b.sort)
      .map((b) => {
        const link =
          b.linkageType === 'LINK'
            ? safeLink(b.linkage)
            : b.linkageType === 'PROMOTION' && b.linkage && /^\d+$/.test(b.linkage)
              ? { href: `/promoDetail?id=${b.linkage}`, external: false }
              : null;
        return { id: b.bannerId, group: b.groupName, imageUrl: b.url, title: b.title, href: link?.href ?? null, external: link?.external ?? false };
      }),
    notices: dto.player.map(notice),
    popup: dto.popup.map(notice),
    // A platform that answers without a group it was asked for has none of that type.
    promotion: (dto.promotion ?? []).map(notice),
    help: (dto.help ?? []).map(notice),
  };
}

/**
 * Whether the platform knows a merchant by its code (it answers the merchant's whitelabel flags; an unknown code is a
 * refusal). Throws when the platform cannot answer. For the signed purge, which names a merchant rather than a host.
 */
export async function merchantExists(merchant: string): Promise<boolean> {
  try {
    await platformCall<unknown>(SystemPath.WHITELABEL, { merchant });
    return true;
  } catch (error) {
    if (isPlatformError(error) && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
