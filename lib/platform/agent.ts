import 'server-only';
import {
  AgentPath,
  ContractRelayPath,
  type AgentAnnouncementDto,
  type AgentProfileDto,
  type ContractAnswerDto,
  type ContractDto,
  type ContractInfoDto,
  type ContractKind,
  type ContractListQuery,
  type ContractOfferDto,
  type ContractsDto,
  type CreateLinkDto,
  type DownlineDto,
  type DownlineQuery,
  type DownlinesDto,
  type IncomeDto,
  type PagedDto,
  type PageQuery,
  type PayoutQuery,
  type PayoutsDto,
  type RangeQuery,
  type RegisterDownlineDto,
  type RegistrationLinkDto,
  type TeamBetQuery,
  type TeamBetsDto,
  type TeamOverviewDto,
  type TeamProfitDto,
  type TeamProfitQuery,
  type TeamTransactionQuery,
  type TeamTransactionsDto,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { sanitizePlatformHtml } from '@/lib/security/sanitize';

/**
 * The agent centre's calls: one function per AgentPath call, and the answer to a contract through its kind's relay
 * (ContractRelayPath). Reads are relay POSTs tried again on a failed
 * connection like a GET; writes are sent once. Values are the platform's as they are, except announcements, whose
 * HTML is sanitized here before anything renders it.
 */

type AgentContext = CallContext & { merchant: string; token: string };

const read = <T>(path: string, context: AgentContext, json: object) => platformCall<T>(path, { ...context, method: 'POST', json, readOnly: true });
const write = <T>(path: string, context: AgentContext, json: object) => platformCall<T>(path, { ...context, method: 'POST', json });

export const profile = (context: AgentContext) => read<AgentProfileDto>(AgentPath.PROFILE, context, {});

/** Any real member may ask (its own offers from its upline). */
export const contractInfo = (context: AgentContext) => read<ContractInfoDto>(AgentPath.CONTRACT_INFO, context, {});

export async function announcements(context: AgentContext, query: PageQuery): Promise<PagedDto<AgentAnnouncementDto>> {
  const value = await read<PagedDto<AgentAnnouncementDto>>(AgentPath.ANNOUNCEMENTS, context, query);
  return { ...value, list: value.list.map((row) => ({ ...row, html: sanitizePlatformHtml(row.html) })) };
}

export const teamOverview = (context: AgentContext, query: RangeQuery) => read<TeamOverviewDto>(AgentPath.TEAM_OVERVIEW, context, query);

export const downlines = (context: AgentContext, query: DownlineQuery) => read<DownlinesDto>(AgentPath.DOWNLINES, context, query);

export const registerDownline = (context: AgentContext, payload: RegisterDownlineDto) =>
  write<DownlineDto>(AgentPath.REGISTER_DOWNLINE, context, payload);

export const links = (context: AgentContext) => read<RegistrationLinkDto[]>(AgentPath.LINKS, context, {});

export const createLink = (context: AgentContext, payload: CreateLinkDto) => write<RegistrationLinkDto>(AgentPath.LINK_CREATE, context, payload);

export const deleteLink = (context: AgentContext, id: number) => write<{ id: number }>(AgentPath.LINK_DELETE, context, { id });

export const teamBets = (context: AgentContext, query: TeamBetQuery) => read<TeamBetsDto>(AgentPath.TEAM_BETS, context, query);

export const teamProfit = (context: AgentContext, query: TeamProfitQuery) => read<TeamProfitDto>(AgentPath.TEAM_PROFIT, context, query);

export const income = (context: AgentContext, query: RangeQuery & PageQuery) => read<IncomeDto>(AgentPath.INCOME, context, query);

export const teamTransactions = (context: AgentContext, query: TeamTransactionQuery) =>
  read<TeamTransactionsDto>(AgentPath.TEAM_TRANSACTIONS, context, query);

export const contracts = (context: AgentContext, query: ContractListQuery) => read<ContractsDto>(AgentPath.CONTRACTS, context, query);

export const offerContract = (context: AgentContext, payload: ContractOfferDto) => write<ContractDto>(AgentPath.CONTRACT_OFFER, context, payload);

/** The downline accepts, rejects or terminates a contract of `kind`: the spec's relay of that kind (frontend-spec §7 "Home"). */
export const answerContract = (context: AgentContext, kind: ContractKind, payload: ContractAnswerDto) =>
  write<ContractDto>(ContractRelayPath[kind], context, payload);

export const payouts = (context: AgentContext, query: PayoutQuery) => read<PayoutsDto>(AgentPath.PAYOUTS, context, query);
