/**
 * Player protection: deposit, loss and play-time limits, the reality check, time-out and self-exclusion, and
 * what each merchant switches on. The platform enforces every rule itself (a client that skips the site is refused
 * too); the site shows them. Amounts are major units of the merchant's currency; play time is in minutes.
 */

export const ProtectionPath = {
  /** GET, token → ProtectionDto. */
  STATE: '/wps/member/protection',
  /** PUT, token, LimitRequest → ProtectionDto. Lowering (or a first limit) applies at once; raising or removing waits. */
  LIMIT: '/wps/member/protection/limit',
  /** PUT, token, { minutes: 15–60 | null } → ProtectionDto. */
  REALITY_CHECK: '/wps/member/protection/reality-check',
  /** POST, token, ExclusionRequest → ExclusionDto. Every session of the member ends at once, this one included. */
  EXCLUSION: '/wps/member/protection/exclusion',
  /** GET, token → PlaySessionDto: this login session's length and result (the reality check). */
  SESSION: '/wps/member/protection/session',
} as const;

/** Daily, weekly and monthly deposits; the day's net loss; the day's play time. Windows are rolling. */
export const LIMIT_KINDS = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'timeDay'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const DEPOSIT_LIMIT_KINDS = ['depositDay', 'depositWeek', 'depositMonth'] as const satisfies readonly LimitKind[];

/** The window each limit counts over, in hours (rolling: the last 24 hours, 7 days, 30 days). */
export const LIMIT_WINDOW_HOURS: Record<LimitKind, number> = {
  depositDay: 24,
  depositWeek: 24 * 7,
  depositMonth: 24 * 30,
  lossDay: 24,
  timeDay: 24,
};

/** A raise (or a removal) of a limit waits this long; a lowering applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** The largest amount a limit may be set to (major units), and the longest play time (minutes, a day). */
export const LIMIT_AMOUNT_MAX = 1_000_000_000;
export const PLAY_TIME_MAX_MINUTES = 24 * 60;
/** Gaps between game events longer than this are not play time (the player left the game). */
export const PLAY_IDLE_GAP_MS = 5 * 60 * 1000;

export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 60;
/** What the member centre offers (any whole number of minutes from 15 to 60 is taken). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60] as const;

/** Time-outs (24 hours to 30 days) and self-exclusion (6 months or for good). */
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
const DAY = 24 * 60 * 60 * 1000;
export const EXCLUSION_PERIOD_MS: Record<Exclude<ExclusionPeriod, 'permanent'>, number> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '6m': 182 * DAY,
};

export interface LimitRequest {
  kind: LimitKind;
  /** Major units (deposits, loss) or minutes (time); null removes the limit (after the wait). */
  amount: number | null;
}

export interface LimitDto {
  kind: LimitKind;
  /** The limit in force; null when none. */
  amount: number | null;
  /** What the window has counted so far (deposits asked for, net loss, minutes played). */
  used: number;
  /** amount − used, never below 0; null when there is no limit. */
  remaining: number | null;
  /** A raise or removal waiting for its time. */
  pending: { amount: number | null; appliesAt: string } | null;
}

export interface PlaySessionDto {
  /** ISO time this login session began. */
  startedAt: string;
  /** Stakes, payouts and their difference (payout − stake) since then. */
  staked: number;
  paidOut: number;
  net: number;
}

export interface ProtectionDto {
  limits: LimitDto[];
  /** Minutes between reality checks; null when off. */
  realityCheckMinutes: number | null;
  session: PlaySessionDto;
  /** The merchant's help organisations (as in SiteInfoDto.protection), for the safer gambling page. */
  helpOrganisations: HelpOrganisationDto[];
}

export interface ExclusionRequest {
  period: ExclusionPeriod;
}

export interface ExclusionDto {
  period: ExclusionPeriod;
  /** ISO end; null for a permanent exclusion. */
  until: string | null;
}

/** A help organisation of the merchant's market, linked from the footer and the safer gambling page. */
export interface HelpOrganisationDto {
  name: string;
  url: string;
}

/** What a merchant switches on (SiteInfoDto.protection). */
export interface ProtectionConfigDto {
  tools: { depositLimits: boolean; lossLimit: boolean; timeLimit: boolean; realityCheck: boolean; exclusion: boolean };
  /** The reality check every new member starts with (minutes), or null for off. */
  realityCheckDefault: number | null;
  /** The market requires a daily deposit limit at registration. */
  requireDepositLimit: boolean;
  /** The minimum age to play in this market (the footer's age line). */
  minimumAge: 18 | 21;
  helpOrganisations: HelpOrganisationDto[];
}

export const ProtectionErrorCode = {
  /** value: ProtectionRefusalDto (kind: the deposit window that refuses, remaining, limit). */
  DEPOSIT_LIMIT: 'deposit_limit_reached',
  /** value: ProtectionRefusalDto (kind lossDay). */
  LOSS_LIMIT: 'loss_limit_reached',
  /** value: ProtectionRefusalDto (kind timeDay; minutes). */
  TIME_LIMIT: 'play_time_limit_reached',
  /** value: ExclusionDto: login, deposits, launches and bets are refused until it ends. */
  EXCLUDED: 'self_excluded',
  /** The merchant has not switched this tool on. */
  TOOL_OFF: 'protection_tool_off',
  /** The market requires a deposit limit (registration without one, or removing the last). */
  DEPOSIT_LIMIT_REQUIRED: 'deposit_limit_required',
} as const;

export interface ProtectionRefusalDto {
  kind: LimitKind;
  limit: number;
  remaining: number;
}
