import { ok, siteRoute } from '@/lib/api/access';
import { getAnnouncements } from '@/lib/platform';
import type { AfterLoginData } from '@/components/account/after-login-data';
import { formatNoticeTime } from '@/components/home/notice-time';

/** GET → AfterLoginData: what the after-login dialog shows. Merchant-public and cached on the server. */
export const GET = siteRoute(async (_request, { site, language }) => {
  const { popup } = await getAnnouncements(site.merchantCode, language);
  return ok<AfterLoginData>({ popup: popup.map((notice) => ({ ...notice, timeLabel: formatNoticeTime(notice.time) })) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
