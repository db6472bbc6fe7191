'use client';
import {
  AgentApiPath,
  type IncomeRowDto,
  type IncomeTotalsDto,
  type TeamBetDto,
  type TeamBetTotalsDto,
  type TeamProfitRowDto,
  type TeamProfitTotalsDto,
  type TeamTransactionDto,
  type TeamTransactionTotalsDto,
} from '@/lib/api/agent/paths';
import { usePagedList } from './use-paged-list';

interface ReportParams {
  from: number;
  to: number;
  page: number;
  username?: string;
}

/** One page of the team's bets over a range (one member, or the whole team), with the range's totals. */
export function useTeamBets(params: ReportParams) {
  return usePagedList<TeamBetDto, TeamBetTotalsDto>({ area: 'agent', resource: 'team-bets', path: AgentApiPath.TEAM_BETS, params: { ...params } });
}

/** The team's profit and loss by member over a range, with the range's totals. */
export function useTeamProfit(params: ReportParams) {
  return usePagedList<TeamProfitRowDto, TeamProfitTotalsDto>({ area: 'agent', resource: 'team-profit', path: AgentApiPath.TEAM_PROFIT, params: { ...params } });
}

/** The agent's own salary and dividend rows over a range, with received, paid and net. */
export function useAgentIncome(params: Omit<ReportParams, 'username'>) {
  return usePagedList<IncomeRowDto, IncomeTotalsDto>({ area: 'agent', resource: 'income', path: AgentApiPath.INCOME, params: { ...params } });
}

/** One page of the team's ledger rows over a range, with money in and out. */
export function useTeamTransactions(params: ReportParams & { kind?: string }) {
  return usePagedList<TeamTransactionDto, TeamTransactionTotalsDto>({
    area: 'agent',
    resource: 'team-transactions',
    path: AgentApiPath.TEAM_TRANSACTIONS,
    params: { ...params },
  });
}
