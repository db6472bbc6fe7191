import { apiRoute, routeMethods } from '@/lib/api/route';
import type { AfterLoginData } from '@/lib/api/contract';
import { getAnnouncements } from '@/lib/platform';
import { formatBrandTime } from '@/lib/format/brand-time';

/** GET → AfterLoginData: what the after-login dialog shows. Merchant-public and cached on the server. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    handler: async (_input, { site, language }) => {
      const { popup } = await getAnnouncements(site.merchantCode, language);
      return { popup: popup.map((notice) => ({ ...notice, timeLabel: formatBrandTime(notice.time, site.gmtOffsetMinutes) })) } satisfies AfterLoginData;
    },
  }),
});
