'use client';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/data-display/amount';
import { DateTime } from '@/components/data-display/date-time';
import { RecordsTable } from '@/components/data-display/records-table';
import { StatusBadge } from '@/components/data-display/status-badge';
import type { ReferralEarningDto, ReferralFriendDto } from '@/lib/api/centre/rewards';
import { useReferralEarnings, useReferralFriends } from '@/lib/query/use-rewards-referral';

const friendColumn = createColumnHelper<ReferralFriendDto>();
const earningColumn = createColumnHelper<ReferralEarningDto>();

/** The friends the member invited: masked name, when they joined, whether they deposited and placed valid bets. */
export function ReferralFriendsTable() {
  const t = useTranslations('Rewards.referral');
  const [page, setPage] = useState(1);
  const query = useReferralFriends(page);
  const columns = [
    friendColumn.accessor('username', { id: 'username', header: t('friend') }),
    friendColumn.accessor('joinedAt', { id: 'joinedAt', header: t('joined'), cell: (c) => <DateTime value={c.getValue()} dateOnly /> }),
    friendColumn.accessor('hasDeposited', {
      id: 'deposit',
      header: t('deposit'),
      cell: (c) => (c.getValue() ? <StatusBadge tone="success">{t('deposited')}</StatusBadge> : <StatusBadge tone="neutral">{t('notDeposited')}</StatusBadge>),
    }),
    friendColumn.accessor('hasValidBet', {
      id: 'validBet',
      header: t('validBet'),
      cell: (c) => (c.getValue() ? <StatusBadge tone="success">{t('hasBets')}</StatusBadge> : <StatusBadge tone="neutral">{t('noBets')}</StatusBadge>),
    }),
  ];
  return (
    <RecordsTable
      caption={t('friendsTitle')}
      columns={columns}
      query={query}
      page={page}
      onPage={setPage}
      rowKey={(row) => `${row.username}-${row.joinedAt}`}
      emptyText={t('noFriends')}
    />
  );
}

/** The member's referral earnings (REFERRAL ledger rows) with the total of all of them. */
export function ReferralEarningsTable() {
  const t = useTranslations('Rewards.referral');
  const [page, setPage] = useState(1);
  const query = useReferralEarnings(page);
  const columns = [
    earningColumn.accessor('at', { id: 'at', header: t('time'), cell: (c) => <DateTime value={c.getValue()} /> }),
    earningColumn.accessor('remark', { id: 'remark', header: t('remark') }),
    earningColumn.accessor('amount', { id: 'amount', header: t('amount'), meta: { align: 'end' }, cell: (c) => <Amount value={c.getValue()} /> }),
  ];
  const total = query.data?.footer?.total;
  return (
    <RecordsTable
      caption={t('earningsTitle')}
      columns={columns}
      query={query}
      page={page}
      onPage={setPage}
      rowKey={(row) => String(row.id)}
      footer={total === undefined ? undefined : { amount: <Amount value={total} className="font-semibold" /> }}
      emptyText={t('noEarnings')}
    />
  );
}
