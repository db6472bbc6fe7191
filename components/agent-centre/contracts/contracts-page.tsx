'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionCard } from '@/components/data-display/section-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateTime } from '@/components/data-display/date-time';
import { Pagination } from '@/components/data-display/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ContractKind } from '@/lib/api/agent/paths';
import { useContracts } from '@/lib/query/use-agent-contracts';
import { ContractStatusBadge, TierTable } from './contract-parts';
import { MyContract } from './my-contract';
import { OfferForm } from './offer-form';
import { PayoutsTable } from './payouts-table';

/**
 * A contract kind's page (dividend, daily, hourly or real-time salary; spec §4 "Contracts"): the agent's own contract
 * from its upline, the contracts it offered (and a new offer), and the payouts paid to it and by it.
 */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const t = useTranslations('AgentCentre.contracts');
  const [page, setPage] = useState(1);
  const query = useContracts({ kind, page });

  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('mineTitle')} description={t(`intro.${kind}`)}>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <MyContract kind={kind} contract={query.data.mine} />
        )}
      </SectionCard>
      <SectionCard title={t('offeredTitle')}>
        {query.isPending ? (
          <LoadingState />
        ) : !query.data ? null : query.data.offered.list.length === 0 ? (
          <EmptyState>{t('noOffered')}</EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
              {query.data.offered.list.map((contract) => (
                <li key={contract.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">
                      {contract.downline.username} · {t(`periods.${contract.periodType}`)}
                    </p>
                    <ContractStatusBadge status={contract.status} />
                  </div>
                  <p className="text-xs text-ink-muted">
                    {t('offeredAt')} <DateTime value={contract.offeredAt} />
                    {contract.endReason ? ` · ${t(`endReason.${contract.endReason}`)}` : ''}
                  </p>
                  <TierTable contract={contract} kind={kind} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={query.data.offered.totalPages} onPage={setPage} disabled={query.isFetching} />
          </>
        )}
      </SectionCard>
      <SectionCard title={t('offerTitle')} description={t('offerIntro')}>
        <OfferForm kind={kind} />
      </SectionCard>
      <SectionCard title={t('payouts.title')}>
        <Tabs defaultValue="mine" className="flex min-w-0 flex-col gap-4">
          <TabsList aria-label={t('payouts.title')}>
            <TabsTrigger value="mine">{t('payouts.mine')}</TabsTrigger>
            <TabsTrigger value="team">{t('payouts.team')}</TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <PayoutsTable kind={kind} role="mine" />
          </TabsContent>
          <TabsContent value="team">
            <PayoutsTable kind={kind} role="team" />
          </TabsContent>
        </Tabs>
      </SectionCard>
    </div>
  );
}
