'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/components/system/toasts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/data-display/date-time';
import { EmptyState } from '@/components/data-display/data-states';
import type { ContractDto, ContractKind } from '@/lib/api/agent/paths';
import { useAnswerContract, type ContractAction } from '@/lib/query/use-agent-contracts';
import { ContractStatusBadge, TierTable, useContractProblem } from './contract-parts';

/** The agent's own contract of a kind from its upline: accept or reject an offer, or end the contract in force, each confirmed first. */
export function MyContract({ kind, contract }: { kind: ContractKind; contract: ContractDto | null }) {
  const t = useTranslations('AgentCentre.contracts');
  const answer = useAnswerContract();
  const problem = useContractProblem();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  if (!contract) return <EmptyState>{t('noMine')}</EmptyState>;

  async function send(action: ContractAction) {
    if (!contract) return;
    try {
      await answer.mutateAsync({ kind, contractId: contract.id, action });
      notify('success', t(`answered.${action}`));
    } catch (error) {
      notify('error', problem(error));
    } finally {
      setAsking(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('upline')}</dt>
          <dd className="font-medium">{contract.upline.username}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('period')}</dt>
          <dd className="font-medium">{t(`periods.${contract.periodType}`)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('statusLabel')}</dt>
          <dd><ContractStatusBadge status={contract.status} /></dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('offeredAt')}</dt>
          <dd><DateTime value={contract.offeredAt} /></dd>
        </div>
      </dl>
      <TierTable contract={contract} kind={kind} />
      <div className="flex flex-wrap gap-2">
        {contract.status === 'P' ? (
          <>
            <Button type="button" onClick={() => setAsking('accept')}>{t('actions.accept')}</Button>
            <Button type="button" variant="secondary" onClick={() => setAsking('reject')}>{t('actions.reject')}</Button>
          </>
        ) : contract.status === 'A' ? (
          <Button type="button" variant="danger" onClick={() => setAsking('terminate')}>{t('actions.terminate')}</Button>
        ) : null}
      </div>
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`confirm.${asking}Title`) : ''}
        description={asking ? t(`confirm.${asking}Body`, { upline: contract.upline.username }) : ''}
        cancel={t('confirm.back')}
        busy={answer.isPending}
        action={
          asking ? (
            <Button type="button" variant={asking === 'accept' ? 'primary' : 'danger'} disabled={answer.isPending} aria-busy={answer.isPending || undefined} onClick={() => void send(asking)}>
              {t(`actions.${asking}`)}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
