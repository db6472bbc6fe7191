import type { Notice } from '@/lib/platform/system';
import { formatBrandTime } from '@/lib/format/brand-time';
import { localizeSiteLinks } from '@/lib/i18n/platform-links';
import { NoticeList } from './notice-list';

/**
 * A page's own notices under a heading, nothing when there are none: the promotion notices (PR) on the promotions page
 * and the help notices (H) in the help centre (spec §9 announcement types). Times at the brand's clock; the site links
 * in a notice are written for the page (its language, its help path).
 */
export function NoticesSection({
  id,
  heading,
  notices,
  gmtOffsetMinutes,
  links,
}: {
  id: string;
  heading: string;
  notices: Notice[];
  gmtOffsetMinutes: number;
  links: { locale: string; defaultLanguage: string; helpPath: string };
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised px-4 py-3">
      <h2 id={id} className="mb-1 text-lg font-bold">
        {heading}
      </h2>
      <NoticeList
        notices={notices.map((n) => ({ ...n, html: localizeSiteLinks(n.html, links), timeLabel: formatBrandTime(n.time, gmtOffsetMinutes) }))}
      />
    </section>
  );
}
