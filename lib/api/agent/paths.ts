/**
 * The agent centre on the site: its API paths (app/api/agent/…) and the shapes they answer, the platform's
 * values as they are (their shapes are the contract's). Browser and server alike.
 */
export type {
  AgentAnnouncementDto,
  AgentProfileDto,
  ContractDto,
  ContractInfoDto,
  ContractKind,
  ContractsDto,
  ContractStatus,
  ContractTierDto,
  CreateLinkDto,
  DownlineDto,
  DownlinesDto,
  IncomeRowDto,
  IncomeTotalsDto,
  PayoutDto,
  PayoutStatus,
  PayoutTotalsDto,
  PeriodType,
  RegisterDownlineDto,
  RegistrationLinkDto,
  TeamBetDto,
  TeamBetTotalsDto,
  TeamFiguresDto,
  TeamOverviewDto,
  TeamProfitRowDto,
  TeamProfitTotalsDto,
  TeamSeriesPointDto,
  TeamTransactionDto,
  TeamTransactionTotalsDto,
} from '@site/platform-contract/agent';
export {
  AGENT_REPORT_MAX_DAYS,
  AgentErrorCode,
  CONTRACT_RATE_LIMITS,
  MAX_CONTRACT_TIERS,
  MAX_REGISTRATION_LINKS,
  PERIOD_TYPES_BY_KIND,
} from '@site/platform-contract/agent';

export const AgentApiPath = {
  /** GET → AgentProfileDto. */
  PROFILE: '/api/agent/profile',
  /** GET → ContractInfoDto (any real member: its own offers from its upline). */
  CONTRACT_INFO: '/api/agent/contract-info',
  /** GET ?page=&pageSize= → PagedDto<AgentAnnouncementDto> (HTML sanitized). */
  ANNOUNCEMENTS: '/api/agent/announcements',
  /** GET ?from=&to= → TeamOverviewDto. */
  OVERVIEW: '/api/agent/overview',
  /** GET ?parentId=&username=&page=&pageSize= → DownlinesDto. */
  DOWNLINES: '/api/agent/downlines',
  /** POST { username, password, accountType, rebateRate } → DownlineDto. */
  REGISTER: '/api/agent/downlines/register',
  /** GET → RegistrationLinkDto[]. POST { accountType, rebateRate, remark? } → RegistrationLinkDto. */
  LINKS: '/api/agent/links',
  /** POST { id } → { id }. */
  LINK_DELETE: '/api/agent/links/delete',
  /** GET ?username=&from=&to=&page=&pageSize= → PagedDto<TeamBetDto, TeamBetTotalsDto>. */
  TEAM_BETS: '/api/agent/reports/bets',
  /** GET ?username=&from=&to=&page=&pageSize= → PagedDto<TeamProfitRowDto, TeamProfitTotalsDto>. */
  TEAM_PROFIT: '/api/agent/reports/profit',
  /** GET ?from=&to=&page=&pageSize= → PagedDto<IncomeRowDto, IncomeTotalsDto>. */
  INCOME: '/api/agent/reports/income',
  /** GET ?username=&kind=&from=&to=&page=&pageSize= → PagedDto<TeamTransactionDto, TeamTransactionTotalsDto>. */
  TEAM_TRANSACTIONS: '/api/agent/reports/transactions',
  /** GET ?kind=&status=&page=&pageSize= → ContractsDto. */
  CONTRACTS: '/api/agent/contracts',
  /** POST ContractOfferValues → ContractDto. */
  CONTRACT_OFFER: '/api/agent/contracts/offer',
  /** POST { kind, contractId, action } → ContractDto (any real member: the downline answering). */
  CONTRACT_ANSWER: '/api/agent/contracts/answer',
  /** GET ?kind=&role=&from=&to=&page=&pageSize= → PagedDto<PayoutDto, PayoutTotalsDto>. */
  PAYOUTS: '/api/agent/payouts',
} as const;
