import type { Notice } from '@/lib/platform/system';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';

/**
 * The merchant's notices (spec §2 "notice list (accordion, title and HTML content, time shown as YYYY-MM-DD HH:mm:ss)"):
 * native disclosure widgets, so they open and close without any script, keyboard and screen readers included.
 * Also the notice list dialog and the popup notices (components/service/).
 */
export function NoticeList({ notices, expanded = false }: { notices: (Notice & { timeLabel: string })[]; expanded?: boolean }) {
  return (
    <ul className="divide-y divide-line">
      {notices.map((notice) => (
        <li key={notice.id}>
          {/* `expanded`: each notice starts open (the popup notices, meant to be read at once). */}
          <details className="group" open={expanded || undefined}>
            <summary className="notice-summary">
              <span className="font-medium">{notice.title}</span>
              <span className="notice-meta">
                <time dateTime={notice.time}>{notice.timeLabel}</time>
                <ChevronDownIcon className="notice-chevron" />
              </span>
            </summary>
            {/* Sanitized by lib/platform/system.ts (lib/security/sanitize). */}
            <div className="prose-notice notice-body" dangerouslySetInnerHTML={{ __html: notice.html }} />
          </details>
        </li>
      ))}
    </ul>
  );
}
