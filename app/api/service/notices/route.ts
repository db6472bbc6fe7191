import { apiRoute, routeMethods } from '@/lib/api/route';
import type { NoticesData } from '@/lib/api/service';
import { formatBrandTime } from '@/lib/format/brand-time';
import { getAnnouncements } from '@/lib/platform/system';

/** GET → NoticesData: the merchant's announcements (the notice list), sanitized. Merchant-public and cached on the server. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'public',
    handler: async (_input, { site, language }) => {
      const { notices } = await getAnnouncements(site.merchantCode, language);
      return { notices: notices.map((notice) => ({ ...notice, timeLabel: formatBrandTime(notice.time, site.gmtOffsetMinutes) })) } satisfies NoticesData;
    },
  }),
});
