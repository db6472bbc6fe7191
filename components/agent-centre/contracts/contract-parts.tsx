'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';
import { ApiError } from '@/lib/api/api-error';
import { AgentErrorCode, type ContractDto, type ContractKind, type ContractStatus, type PayoutStatus } from '@/lib/api/agent/paths';
import { Amount } from '@/components/data-display/amount';

const CONTRACT_TONE: Record<ContractStatus, StatusTone> = { P: 'warning', A: 'success', R: 'neutral' };
const PAYOUT_TONE: Record<PayoutStatus, StatusTone> = { P: 'warning', A: 'success', R: 'danger', M: 'info' };

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useTranslations('AgentCentre.contracts.status');
  return <StatusBadge tone={CONTRACT_TONE[status]}>{t(status)}</StatusBadge>;
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useTranslations('AgentCentre.contracts.payoutStatus');
  return <StatusBadge tone={PAYOUT_TONE[status]}>{t(status)}</StatusBadge>;
}

/** A contract's tiers: what each needs and the rate it pays. */
export function TierTable({ contract, kind }: { contract: Pick<ContractDto, 'tiers'>; kind: ContractKind }) {
  const t = useTranslations('AgentCentre.contracts');
  return (
    <div className="overflow-x-auto rounded-xl border border-line" role="region" aria-label={t('tiers')} tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('tiers')}</caption>
        <thead className="bg-surface-sunken text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">{t('tier')}</th>
            <th scope="col" className="px-3 py-2 text-end">{t('fields.activeMembers')}</th>
            <th scope="col" className="px-3 py-2 text-end">{t('fields.periodValidBet')}</th>
            {kind === 'dividend' ? <th scope="col" className="px-3 py-2 text-end">{t('fields.periodNetLoss')}</th> : null}
            <th scope="col" className="px-3 py-2 text-end">{t('fields.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-start font-medium">{t('tierN', { n: i + 1 })}</th>
              <td className="px-3 py-2 text-end tabular-nums">{tier.activeMembers}</td>
              <td className="px-3 py-2 text-end"><Amount value={tier.periodValidBet} /></td>
              {kind === 'dividend' ? <td className="px-3 py-2 text-end"><Amount value={tier.periodNetLoss ?? 0} /></td> : null}
              <td className="px-3 py-2 text-end tabular-nums">{tier.rate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const KNOWN: ReadonlySet<string> = new Set(Object.values(AgentErrorCode));

/** A refusal of a contract call in words (the contract's own codes first, then the centre's shared text). */
export function useContractProblem() {
  const t = useTranslations('AgentCentre.errors');
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (KNOWN.has(error.code)) return t(error.code);
      if (error.code === 'network' || error.status === 0) return t('network');
      if (error.code === 'feature_disabled') return t('feature_disabled');
      if (error.code === 'validation_failed') return t('validation_failed');
    }
    return t('generic');
  };
}
