/**
 * The agent centre on the site: its API paths (app/api/agent/…) and the shapes they answer, the platform's
 * values as they are (their shapes are the contract's). Browser and server alike.
 */
export type {
  AgentAnnouncementDto as AgentAnnouncement,
  AgentProfileDto as AgentProfile,
  ContractDto as Contract,
  ContractInfoDto as ContractInfo,
  ContractKind,
  ContractsDto as Contracts,
  ContractStatus,
  ContractTierDto as ContractTier,
  CreateLinkDto as CreateLink,
  DownlineDto as Downline,
  DownlinesDto as Downlines,
  IncomeRowDto as IncomeRow,
  IncomeTotalsDto as IncomeTotals,
  PayoutDto as Payout,
  PayoutStatus,
  PayoutTotalsDto as PayoutTotals,
  PeriodType,
  RegisterDownlineDto as RegisterDownline,
  RegistrationLinkDto as RegistrationLink,
  TeamBetDto as TeamBet,
  TeamBetTotalsDto as TeamBetTotals,
  TeamFiguresDto as TeamFigures,
  TeamOverviewDto as TeamOverview,
  TeamProfitRowDto as TeamProfitRow,
  TeamProfitTotalsDto as TeamProfitTotals,
  TeamSeriesPointDto as TeamSeriesPoint,
  TeamTransactionDto as TeamTransaction,
  TeamTransactionTotalsDto as TeamTransactionTotals,
} from '@/lib/platform/contract/agent';
export {
  AGENT_REPORT_MAX_DAYS,
  AgentErrorCode,
  CONTRACT_RATE_LIMITS,
  MAX_CONTRACT_TIERS,
  MAX_REGISTRATION_LINKS,
  PERIOD_TYPES_BY_KIND,
} from '@/lib/platform/contract/agent';

export const AgentApiPath = {
  /** GET → AgentProfile. */
  PROFILE: '/api/agent/profile',
  /** GET → ContractInfo (any real member: its own offers from its upline). */
  CONTRACT_INFO: '/api/agent/contract-info',
  /** GET ?page=&pageSize= → PagedList<AgentAnnouncement> (HTML sanitized). */
  ANNOUNCEMENTS: '/api/agent/announcements',
  /** GET ?from=&to= → TeamOverview. */
  OVERVIEW: '/api/agent/overview',
  /** GET ?parentId=&username=&page=&pageSize= → Downlines. */
  DOWNLINES: '/api/agent/downlines',
  /** POST { username, password, accountType, rebateRate } → Downline. */
  REGISTER: '/api/agent/downlines/register',
  /** GET → RegistrationLink[]. POST { accountType, rebateRate, remark? } → RegistrationLink. */
  LINKS: '/api/agent/links',
  /** POST { id } → { id }. */
  LINK_DELETE: '/api/agent/links/delete',
  /** GET ?username=&from=&to=&page=&pageSize= → PagedList<TeamBet, TeamBetTotals>. */
  TEAM_BETS: '/api/agent/reports/bets',
  /** GET ?username=&from=&to=&page=&pageSize= → PagedList<TeamProfitRow, TeamProfitTotals>. */
  TEAM_PROFIT: '/api/agent/reports/profit',
  /** GET ?from=&to=&page=&pageSize= → PagedList<IncomeRow, IncomeTotals>. */
  INCOME: '/api/agent/reports/income',
  /** GET ?username=&kind=&from=&to=&page=&pageSize= → PagedList<TeamTransaction, TeamTransactionTotals>. */
  TEAM_TRANSACTIONS: '/api/agent/reports/transactions',
  /** GET ?kind=&status=&page=&pageSize= → Contracts. */
  CONTRACTS: '/api/agent/contracts',
  /** POST ContractOfferValues → Contract. */
  CONTRACT_OFFER: '/api/agent/contracts/offer',
  /** POST { kind, contractId, action } → Contract (any real member: the downline answering). */
  CONTRACT_ANSWER: '/api/agent/contracts/answer',
  /** GET ?kind=&role=&from=&to=&page=&pageSize= → PagedList<Payout, PayoutTotals>. */
  PAYOUTS: '/api/agent/payouts',
} as const;
