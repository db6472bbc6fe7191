'use client';
import { Accordion } from 'radix-ui';
import type { Notice } from '@/lib/platform/system';

/** The merchant's notices as an accordion: title and time, the (already sanitized) HTML content when opened. */
export function NoticeList({ notices }: { notices: (Notice & { timeLabel: string })[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-line">
      {notices.map((notice) => (
        <Accordion.Item key={notice.id} value={String(notice.id)}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-3 text-start hover:text-brand-accent">
              <span className="font-medium">{notice.title}</span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-ink-muted">
                <time dateTime={notice.time}>{notice.timeLabel}</time>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-data-[state=open]:rotate-180">
                  <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5 1 1L10 14 4.5 8.5z" />
                </svg>
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="prose-notice pb-4 text-sm leading-relaxed text-ink-muted">
            <div dangerouslySetInnerHTML={{ __html: notice.html }} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
