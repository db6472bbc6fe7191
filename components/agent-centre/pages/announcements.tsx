'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateTime } from '@/components/data-display/date-time';
import { Pagination } from '@/components/data-display/pagination';
import { useAgentAnnouncements } from '@/lib/query/use-agent-team';

/** Announcements (/agent/agentAnnouncement): the merchant's notices to agents, newest first; their HTML was sanitized by the site's API. */
export default function AnnouncementsPage() {
  const t = useTranslations('AgentCentre.announcements');
  const [page, setPage] = useState(1);
  const query = useAgentAnnouncements(page);
  return (
    <SectionCard title={t('title')}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
            {query.data.list.map((notice) => (
              <li key={notice.id}>
                <article className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
                  <h3 className="font-semibold">{notice.title}</h3>
                  <p className="text-xs text-ink-muted">
                    <DateTime value={notice.publishedAt} />
                  </p>
                  <div className="prose-help leading-relaxed break-words" dangerouslySetInnerHTML={{ __html: notice.html }} />
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.totalPages} onPage={setPage} disabled={query.isFetching} />
        </>
      )}
    </SectionCard>
  );
}
