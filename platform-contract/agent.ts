/**
 * Wire shapes of the agent centre (spec §1, §2 "Agent centre", §4 "Contracts", §6 "Agent", §9; records.md
 * "Agent centre"). Every call needs the token of an agent (member type 1, 2, 41 or 42): any other member is refused
 * with AgentErrorCode.NOT_AGENT (403; AGENT_CENTRE_TYPES), a trial account with ErrorCode.TRIAL_ACCOUNT (403). An agent reads only its own
 * team: its downlines at any depth (members whose upline chain reaches it); naming anyone else is refused with
 * AgentErrorCode.NOT_IN_TEAM (404, the same answer as a member that does not exist).
 *
 * Money is major units of the merchant's currency; times are epoch milliseconds; ranges follow contract/paging.ts and
 * are at most AGENT_REPORT_MAX_DAYS long. Reports' footers sum every row of the query (not only the page).
 *
 * Contracts: an upline offers a contract of one kind to a direct downline that is an agent; the downline accepts,
 * rejects or (once accepted) terminates it. Per kind and downline at most one contract is pending and at most one is
 * accepted (a new offer may wait while the old contract runs; accepting it ends the old one). When a
 * period of an accepted contract closes, the platform computes the payout from the downline's team's settled bets in
 * that period (the downline and everyone under it), picks the highest tier whose thresholds are all met, and pays
 * rate × base from the upline's main wallet to the downline's main wallet: two ledger rows in one transaction (the
 * upline's negative, the downline's positive; kind SALARY, or DIVIDEND for the dividend), payout status A. When the
 * upline's main wallet cannot cover it, nothing moves and the payout is R (rejected) with reason 'insufficient_funds'.
 * A period with no tier met has no payout row. The first period of a contract is the one it was accepted in (counted
 * from the period's start); the sandbox settles closed periods lazily (at the start of every agent call and contract-info
 * call, and when its clock control moves time), so a payout's paidAt is when it was settled.
 *
 * Input: a malformed body or field (wrong type, missing) is 400 bad_request (ErrorCode.BAD_REQUEST); a well-formed value
 * that breaks a rule (tiers, rates, username or password rules, rebate above the agent's own) is 400 validation_failed.
 */
import type { LedgerKind } from './ledger';
import type { PagedDto, PageQuery, RangeQuery } from './paging';
import { WhitelabelFlag } from './system';

export const AgentPath = {
  /** POST, token, read. Body {}. Value AgentProfileDto: who the agent is, its clock and which contract kinds run. */
  PROFILE: '/wps/relay/ACS_agentProfile',
  /**
   * POST, token, read. Body {}. Value ContractInfoDto: the consolidated contract info (spec §7 "after login"): for each
   * kind the merchant runs, the member's own contract from its upline (pending offers first). Any member may ask
   * (a member with no upline contract gets empty lists); a trial account is refused.
   */
  CONTRACT_INFO: '/wps/member/info/funds/consolidated',
  /** POST, token, read. Body PageQuery. Value PagedDto<AgentAnnouncementDto>, newest first. */
  ANNOUNCEMENTS: '/wps/relay/ACS_agentAnnouncements',
  /** POST, token, read. Body RangeQuery. Value TeamOverviewDto. */
  TEAM_OVERVIEW: '/wps/relay/ACS_teamOverview',
  /** POST, token, read. Body DownlineQuery. Value DownlinesDto. */
  DOWNLINES: '/wps/relay/ACS_downlines',
  /**
   * POST, token. Body RegisterDownlineDto. Creates an account whose upline is the agent. Value DownlineDto.
   * Refusals: username_taken (409), validation_failed (400: username 4–16 letters and digits, password 8–20 with a
   * letter and a digit, rebate above the agent's own).
   */
  REGISTER_DOWNLINE: '/wps/relay/ACS_registerDownline',
  /** POST, token, read. Body {}. Value RegistrationLinkDto[] (newest first). */
  LINKS: '/wps/relay/ACS_registrationLinks',
  /** POST, token. Body CreateLinkDto. Value RegistrationLinkDto. At most MAX_REGISTRATION_LINKS (409 too_many_links). */
  LINK_CREATE: '/wps/relay/ACS_createRegistrationLink',
  /** POST, token. Body { id }. Deletes one of the agent's links (404 link_not_found otherwise). Value { id }. */
  LINK_DELETE: '/wps/relay/ACS_deleteRegistrationLink',
  /** POST, token, read. Body TeamBetQuery. Value TeamBetsDto (newest first). */
  TEAM_BETS: '/wps/relay/ACS_teamBets',
  /** POST, token, read. Body TeamProfitQuery. Value TeamProfitDto: one row per team member with activity. */
  TEAM_PROFIT: '/wps/relay/ACS_teamProfitLoss',
  /** POST, token, read. Body RangeQuery & PageQuery. Value IncomeDto: the agent's own SALARY and DIVIDEND rows. */
  INCOME: '/wps/relay/ACS_myIncome',
  /** POST, token, read. Body TeamTransactionQuery. Value TeamTransactionsDto: the team's ledger rows (not the agent's). */
  TEAM_TRANSACTIONS: '/wps/relay/ACS_teamTransactions',
  /**
   * POST, token, read. Body ContractListQuery. Value ContractsDto: the contracts of one kind the agent offered to its
   * direct downlines, and its own contract of that kind from its upline.
   */
  CONTRACTS: '/wps/relay/ACS_contracts',
  /**
   * POST, token. Body ContractOfferDto. Offers a contract of `kind` to a direct downline that is an agent. Value
   * ContractDto (status P). Refusals: not_direct_downline (404), downline_not_agent (409), feature_disabled (403),
   * validation_failed (400: 1–5 tiers, rates within CONTRACT_RATE_LIMITS, thresholds ≥ 0, tiers increasing),
   * contract_pending (409: an offer of this kind already waits for an answer), lower_rate_needs_confirm (409: the
   * downline has an accepted contract of this kind with a higher top rate; sending again with confirmLowerRate true
   * ends that contract (status R) and makes the new offer, in one transaction).
   */
  CONTRACT_OFFER: '/wps/relay/ACS_offerContract',
  /**
   * POST, token, read. Body PayoutQuery. Value PayoutsDto: payouts of one kind, newest period first: `role` 'mine' are
   * those paid to the agent (its own contract), 'team' those it paid to its direct downlines.
   */
  PAYOUTS: '/wps/relay/ACS_payouts',
} as const;

/**
 * The downline's answer to a contract (frontend-spec §7 "Home" and §4 "Contracts"): one relay call per kind, as the
 * original platform has them. POST, token. Body ContractAnswerDto, by the downline the contract is for; the kind is
 * the path's. accept: P → A (an accepted contract of the same kind is ended, R); reject: P → R; terminate: A → R.
 * Value ContractDto. Refusals: contract_not_found (404: not the member's own, or not of the path's kind),
 * contract_not_pending / contract_not_active (409), feature_disabled (403: the merchant does not run the kind).
 */
export const ContractRelayPath = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

export const AgentErrorCode = {
  NOT_AGENT: 'not_agent',
  NOT_IN_TEAM: 'not_in_team',
  NOT_DIRECT_DOWNLINE: 'not_direct_downline',
  DOWNLINE_NOT_AGENT: 'downline_not_agent',
  CONTRACT_PENDING: 'contract_pending',
  LOWER_RATE_NEEDS_CONFIRM: 'lower_rate_needs_confirm',
  CONTRACT_NOT_FOUND: 'contract_not_found',
  CONTRACT_NOT_PENDING: 'contract_not_pending',
  CONTRACT_NOT_ACTIVE: 'contract_not_active',
  LINK_NOT_FOUND: 'link_not_found',
  TOO_MANY_LINKS: 'too_many_links',
  USERNAME_TAKEN: 'username_taken',
  /** The merchant does not run this contract kind (ContractFlag). */
  FEATURE_DISABLED: 'feature_disabled',
  /** A well-formed value that breaks a rule (400). */
  VALIDATION_FAILED: 'validation_failed',
} as const;
export type AgentErrorCode = (typeof AgentErrorCode)[keyof typeof AgentErrorCode];

/** Member types that may use the agent centre (spec §6; lib/tenant/member-types.ts canUseAgentCentre). */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;

export const AGENT_REPORT_MAX_DAYS = 31;
/** TeamFiguresDto.vendorFee: this percent of the team's net loss to vendors (betting − winning, when positive). */
export const VENDOR_FEE_PERCENT = 10;
export const MAX_REGISTRATION_LINKS = 20;

// ---------------------------------------------------------------------------------------------------------------------
// Contracts

/** The four contract kinds; the merchant runs each one by a whitelabel flag (ContractFlag). */
export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'];

/** Whitelabel flags that turn each kind on (and its agent-centre page). */
export const ContractFlag: Record<ContractKind, WhitelabelFlag> = {
  dividend: WhitelabelFlag.CONTRACT3,
  dailySalary: WhitelabelFlag.DAILYSAL3,
  hourlySalary: WhitelabelFlag.HOURSAL3,
  realtimeSalary: WhitelabelFlag.REALTIMESAL3,
};

/**
 * How long a period is. dividend: weekly, semimonthly (1st–15th, 16th–end) or monthly; dailySalary: daily;
 * hourlySalary: hourly or halfHourly; realtimeSalary: fiveMinutes (spec §9: settled every 5 minutes). Periods are
 * aligned to the merchant's time zone (AgentProfileDto.gmtOffsetMinutes).
 */
export type PeriodType = 'fiveMinutes' | 'halfHourly' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export const PERIOD_TYPES_BY_KIND: Record<ContractKind, readonly PeriodType[]> = {
  dividend: ['weekly', 'semimonthly', 'monthly'],
  dailySalary: ['daily'],
  hourlySalary: ['hourly', 'halfHourly'],
  realtimeSalary: ['fiveMinutes'],
};

/**
 * A tier: every threshold given must be met in the period for its rate to apply. Base of the payout: the salaries pay
 * rate % of the team's valid bet in the period; the dividend pays rate % of the team's net loss (−profitLoss, when
 * positive; nothing when the team won).
 */
export interface ContractTierDto {
  /** Team members (the downline included) with at least one settled bet in the period. */
  activeMembers: number;
  /** The team's valid bet over the period. */
  periodValidBet: number;
  /** dividend only: the team's net loss over the period at least this. */
  periodNetLoss?: number;
  /** Percent, e.g. 0.8 for 0.8 %. */
  rate: number;
}

/** Rates allowed per kind (percent). */
export const CONTRACT_RATE_LIMITS: Record<ContractKind, { min: number; max: number }> = {
  dividend: { min: 0.1, max: 60 },
  dailySalary: { min: 0.01, max: 3 },
  hourlySalary: { min: 0.01, max: 3 },
  realtimeSalary: { min: 0.01, max: 3 },
};
export const MAX_CONTRACT_TIERS = 5;

/** P pending (offered, waiting for the downline), A accepted (in force), R ended (rejected, terminated or replaced). */
export type ContractStatus = 'P' | 'A' | 'R';

export interface ContractDto {
  id: number;
  kind: ContractKind;
  periodType: PeriodType;
  tiers: ContractTierDto[];
  status: ContractStatus;
  /** Why an R contract ended. */
  endReason: 'rejected' | 'terminated' | 'replaced' | null;
  upline: { id: number; username: string };
  downline: { id: number; username: string };
  offeredAt: number;
  /** When it was accepted, rejected or ended. */
  answeredAt: number | null;
  endedAt: number | null;
}

export interface ContractOfferDto {
  kind: ContractKind;
  downlineId: number;
  periodType: PeriodType;
  tiers: ContractTierDto[];
  /** Confirms ending the downline's accepted contract with a higher top rate (see CONTRACT_OFFER). */
  confirmLowerRate?: boolean;
}

/** The body of a ContractRelayPath call (the kind is the path's). */
export interface ContractAnswerDto {
  contractId: number;
  action: 'accept' | 'reject' | 'terminate';
}

export interface ContractListQuery extends PageQuery {
  kind: ContractKind;
  /** Only this status (all when absent). */
  status?: ContractStatus;
}

export interface ContractsDto {
  /** The agent's own contract of this kind from its upline: the pending offer if any, else the accepted one; null when none. */
  mine: ContractDto | null;
  /** Contracts it offered, newest first. */
  offered: PagedDto<ContractDto>;
}

export interface ContractInfoEntryDto {
  kind: ContractKind;
  /** Offers waiting for the member's answer. */
  pending: ContractDto[];
  /** The contract in force, if any. */
  active: ContractDto | null;
}

export interface ContractInfoDto {
  /** One entry per kind the merchant runs. */
  kinds: ContractInfoEntryDto[];
}

/** P pending (period closed, not yet paid), A paid, R refused (the upline could not cover it), M adjusted by the platform. */
export type PayoutStatus = 'P' | 'A' | 'R' | 'M';

export interface PayoutDto {
  id: number;
  contractId: number;
  kind: ContractKind;
  periodStart: number;
  /** Exclusive. */
  periodEnd: number;
  upline: string;
  downline: string;
  activeMembers: number;
  validBet: number;
  /** The team's profit and loss over the period (players' view: negative when they lost). */
  profitLoss: number;
  /** The tier's rate applied (percent). */
  rate: number;
  amount: number;
  status: PayoutStatus;
  reason: 'insufficient_funds' | null;
  paidAt: number | null;
}

/** The range applies to periodStart. */
export interface PayoutQuery extends PageQuery, RangeQuery {
  kind: ContractKind;
  role: 'mine' | 'team';
}

export interface PayoutTotalsDto {
  count: number;
  /** Sum of the amounts of paid (A and M) payouts. */
  paid: number;
}

export type PayoutsDto = PagedDto<PayoutDto, PayoutTotalsDto>;

// ---------------------------------------------------------------------------------------------------------------------
// Profile, announcements, overview

export interface AgentProfileDto {
  id: number;
  username: string;
  nickname: string | null;
  agentType: number;
  /** The merchant's time zone, minutes east of GMT (e.g. 420 for GMT+7): the centre's header clock and period edges. */
  gmtOffsetMinutes: number;
  /** The contract kinds the merchant runs (their pages show only then). */
  kinds: ContractKind[];
  /** Direct downlines and the whole team (the agent excluded). */
  directCount: number;
  teamCount: number;
  /** The agent's invitation code (RegisterPayload.affiliateCode). */
  affiliateCode: string | null;
  /** The agent's own rebate rate (percent): the most it may give a downline or a registration link. */
  rebateRate: number;
}

export interface AgentAnnouncementDto {
  id: number;
  title: string;
  /** Sanitized on the site before render. */
  html: string;
  publishedAt: number;
}

/** records.md "Team overview figures", over the range; the team is the agent's downlines at every depth. */
export interface TeamFiguresDto {
  /** Members in the team now (the agent excluded). */
  teamSize: number;
  /** Members who joined in the range. */
  newMembers: number;
  /** Members with at least one settled bet in the range. */
  activeMembers: number;
  /** Sum of the team's main wallets now. */
  teamBalance: number;
  /**
   * Sums of the team's ledger rows in the range, by kind: DEPOSIT; withdraw is WITHDRAW less WITHDRAW_REFUND rows, as a
   * positive amount.
   */
  deposit: number;
  withdraw: number;
  /** Sums of the team's bets settled in the range (settled_at in the range): stakes, valid bet, payouts. */
  betting: number;
  validBet: number;
  winning: number;
  rebate: number;
  salary: number;
  dividend: number;
  /** BONUS, REFERRAL rows. */
  promotion: number;
  /**
   * Fees the platform charged: vendor fee (VENDOR_FEE_PERCENT of the team's net loss to vendors over the range, rounded
   * down) and deposit fees (fee of the team's approved deposit orders decided in the range).
   */
  vendorFee: number;
  depositFee: number;
  /** The team's profit and loss (players' view): winning − betting + rebate + salary + dividend + promotion. */
  profitLoss: number;
}

export interface TeamSeriesPointDto {
  /** Start of the day (merchant time zone), epoch ms. */
  day: number;
  deposit: number;
  validBet: number;
  profitLoss: number;
}

export interface TeamOverviewDto {
  figures: TeamFiguresDto;
  /** One point per day of the range, oldest first (days without activity are zeros). */
  series: TeamSeriesPointDto[];
  /** Team members by depth under the agent: level 1 its direct downlines. */
  sizeByLevel: { level: number; count: number }[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Team

export interface DownlineQuery extends PageQuery {
  /** List the direct downlines of this team member (the agent's own when absent). */
  parentId?: number;
  /** Find team members whose username contains this (any depth; parentId is then ignored). */
  username?: string;
}

export interface DownlineDto {
  id: number;
  username: string;
  nickname: string | null;
  /** Member type (0 member, agent types 1, 2, 41, 42). */
  type: number;
  /** Depth under the asking agent: 1 for its direct downlines. */
  level: number;
  balance: number;
  /** Direct downlines of this member. */
  directCount: number;
  createdAt: number;
  lastLoginAt: number | null;
  status: 'active' | 'locked';
  /** The member's upline's username. */
  upline: string;
  /** Percent. */
  rebateRate: number;
}

export interface DownlinesDto extends PagedDto<DownlineDto> {
  /** From the agent down to the listed parent: the way back up (empty for the agent's own list or a search). */
  path: { id: number; username: string }[];
}

export interface RegisterDownlineDto {
  username: string;
  password: string;
  /** 'agent' makes an agent of type 2 (a sub-agent), 'member' a player. */
  accountType: 'member' | 'agent';
  /** Percent, at most the agent's own rebate. */
  rebateRate: number;
}

export interface RegistrationLinkDto {
  id: number;
  /** The code in the link (RegisterPayload.affiliateCode). */
  code: string;
  accountType: 'member' | 'agent';
  rebateRate: number;
  remark: string | null;
  /** Accounts registered through it. */
  registrations: number;
  createdAt: number;
}

export interface CreateLinkDto {
  accountType: 'member' | 'agent';
  rebateRate: number;
  /** At most 40 characters. */
  remark?: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// Reports

/** The range applies to betTime. */
export interface TeamBetQuery extends PageQuery, RangeQuery {
  /** One team member (username, exact); the whole team when absent. */
  username?: string;
  /** A betting-record category (contract/records.ts BetCategory); all when absent. */
  category?: string;
}

export interface TeamBetDto {
  orderNo: string;
  username: string;
  betTime: number;
  category: string;
  vendor: string;
  gameName: string;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number | null;
  status: 'open' | 'settled';
}

export interface TeamBetTotalsDto {
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number;
}

export type TeamBetsDto = PagedDto<TeamBetDto, TeamBetTotalsDto>;

export interface TeamProfitQuery extends PageQuery, RangeQuery {
  username?: string;
}

/**
 * One team member's activity in the range (players' view): bets settled in the range and ledger rows in the range
 * (salary and dividend are the member's SALARY / DIVIDEND rows, net of what it paid its own downlines).
 */
export interface TeamProfitRowDto {
  username: string;
  level: number;
  betting: number;
  validBet: number;
  winning: number;
  rebate: number;
  salary: number;
  dividend: number;
  promotion: number;
  profitLoss: number;
}

export type TeamProfitTotalsDto = Omit<TeamProfitRowDto, 'username' | 'level'>;
export type TeamProfitDto = PagedDto<TeamProfitRowDto, TeamProfitTotalsDto>;

export interface IncomeRowDto {
  id: number;
  time: number;
  kind: Extract<LedgerKind, 'SALARY' | 'DIVIDEND'>;
  /** Positive: received from the upline; negative: paid to a downline. */
  amount: number;
  remark: string | null;
}

export interface IncomeTotalsDto {
  received: number;
  paid: number;
  net: number;
}

export type IncomeDto = PagedDto<IncomeRowDto, IncomeTotalsDto>;

export interface TeamTransactionQuery extends PageQuery, RangeQuery {
  username?: string;
  kind?: LedgerKind;
}

export interface TeamTransactionDto {
  id: number;
  username: string;
  time: number;
  kind: LedgerKind;
  amount: number;
  remark: string | null;
}

export interface TeamTransactionTotalsDto {
  count: number;
  /** Sum of positive amounts, and of negative ones as a positive number. */
  in: number;
  out: number;
}

export type TeamTransactionsDto = PagedDto<TeamTransactionDto, TeamTransactionTotalsDto>;
