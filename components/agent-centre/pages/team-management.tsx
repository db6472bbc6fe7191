'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { StatusBadge } from '@/components/data-display/status-badge';
import { Button } from '@/components/ui/button';
import type { DownlineDto } from '@/lib/api/agent/paths';
import { canUseAgentCentre } from '@/lib/tenant/member-types';
import { useDownlines } from '@/lib/query/use-agent-team';

interface Place {
  parentId?: number;
  username?: string;
  page: number;
}

/**
 * Team management (/agent/downlineManagmentView): the agent's direct downlines, a member's own downlines one level down at a
 * time (and back up by the path), or a search of the whole team by username.
 */
export default function TeamManagementPage() {
  const t = useTranslations('AgentCentre.team');
  const [place, setPlace] = useState<Place>({ page: 1 });
  const [search, setSearch] = useState('');
  const searchId = useId();
  const query = useDownlines(place);
  const path = query.data?.path ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = search.trim();
    setPlace(username ? { username, page: 1 } : { page: 1 });
  };

  const columns: ColumnDef<DownlineDto, unknown>[] = [
    {
      id: 'username',
      header: t('columns.username'),
      cell: ({ row }) =>
        row.original.directCount > 0 ? (
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => setPlace({ parentId: row.original.id, page: 1 })}
            aria-label={t('showDownlines', { username: row.original.username, count: row.original.directCount })}
          >
            {row.original.username}
          </button>
        ) : (
          <span className="font-medium">{row.original.username}</span>
        ),
    },
    { id: 'level', header: t('columns.level'), cell: ({ row }) => <span className="tabular-nums">{row.original.level}</span> },
    { id: 'type', header: t('columns.type'), cell: ({ row }) => (canUseAgentCentre(row.original.type) ? t('agent') : t('member')) },
    { id: 'balance', header: t('columns.balance'), meta: { align: 'end' }, cell: ({ row }) => <Amount value={row.original.balance} /> },
    { id: 'directCount', header: t('columns.directCount'), meta: { align: 'end' }, cell: ({ row }) => <span className="tabular-nums">{row.original.directCount}</span> },
    { id: 'createdAt', header: t('columns.createdAt'), cell: ({ row }) => <DateTime value={row.original.createdAt} /> },
    { id: 'lastLoginAt', header: t('columns.lastLoginAt'), cell: ({ row }) => (row.original.lastLoginAt ? <DateTime value={row.original.lastLoginAt} /> : t('never')) },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) =>
        row.original.status === 'active' ? <StatusBadge tone="success">{t('active')}</StatusBadge> : <StatusBadge tone="danger">{t('locked')}</StatusBadge>,
    },
  ];

  return (
    <SectionCard title={t('title')}>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('search')}
          </label>
          <input id={searchId} className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} maxLength={32} autoComplete="off" />
        </div>
        <Button type="submit">{t('searchAction')}</Button>
        {place.username ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSearch('');
              setPlace({ page: 1 });
            }}
          >
            {t('clearSearch')}
          </Button>
        ) : null}
      </form>
      {place.username ? (
        <p className="text-sm text-ink-muted">{t('searching', { username: place.username })}</p>
      ) : (
        <nav aria-label={t('path')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm">
            <li>
              {place.parentId === undefined ? (
                <span aria-current="page" className="font-semibold">{t('myTeam')}</span>
              ) : (
                <button type="button" className="underline underline-offset-2" onClick={() => setPlace({ page: 1 })}>
                  {t('myTeam')}
                </button>
              )}
            </li>
            {path.map((step, i) => (
              <li key={step.id} className="flex items-center gap-1">
                <span aria-hidden className="text-ink-muted">/</span>
                {i === path.length - 1 ? (
                  <span aria-current="page" className="font-semibold">{step.username}</span>
                ) : (
                  <button type="button" className="underline underline-offset-2" onClick={() => setPlace({ parentId: step.id, page: 1 })}>
                    {step.username}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RecordsTable
        caption={t('caption')}
        columns={columns}
        query={query}
        page={place.page}
        onPage={(page) => setPlace((p) => ({ ...p, page }))}
        rowKey={(row) => String(row.id)}
        emptyText={place.username ? t('noMatch') : t('empty')}
      />
    </SectionCard>
  );
}
