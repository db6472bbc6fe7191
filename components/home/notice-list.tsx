import type { Notice } from '@/lib/platform/system';

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
                <svg aria-hidden="true" viewBox="0 0 20 20" className="notice-chevron">
                  <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5 1 1L10 14 4.5 8.5z" />
                </svg>
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
