/**
 * Wire shapes of the member centre's records calls (records.md): the betting record, the account record,
 * profit and loss, and bonus details. Every call is a POST with a token and a JSON body (the platform's relay calls);
 * dates are epoch milliseconds (contract/paging.ts), money is in the merchant's currency (major units).
 */
import type { GameListType } from './games';
import type { PagedDto, PageQuery, RangeQuery } from './paging';

export const RecordsPath = {
  /** Body {}. Value BetTabsDto: the betting record's tabs (the merchant's categories) and each one's vendors. */
  BET_TABS: '/wps/relay/ODSFE2_MemBetTabs',
  /** Body BetRecordQuery. Value BetRecordsDto (newest first). Range at most RECORD_MAX_DAYS. */
  BETS: '/wps/relay/ODSFE2_MemBetDet',
  /** Body TransactionQuery. Value TransactionsDto (newest first). Range at most RECORD_MAX_DAYS. */
  TRANSACTIONS: '/wps/relay/ODSFE2_MemTransDet',
  /** Body ProfitQuery. Value ProfitDto: one row per day with activity (newest first). Range at most RECORD_MAX_DAYS. */
  PROFIT: '/wps/relay/ODSFE2_MemProfitLoss',
  /** Body BonusQuery. Value BonusesDto (newest first). Range at most RECORD_MAX_DAYS. */
  BONUSES: '/wps/relay/ODSFE2_MemBonusDet',
} as const;

/** Every records call takes a range of at most this many days (records.md: 30-day limit). */
export const RECORD_MAX_DAYS = 30;

/** The categories a betting record can be about: the navigation's categories and the merchant's in-house games. */
export type BetCategory = GameListType;

/** The order of the betting record's tabs (those the merchant offers): the most played first. */
export const BET_TAB_ORDER: readonly BetCategory[] = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'];

export interface BetTabDto {
  category: BetCategory;
  vendors: { vassalage: string; name: string }[];
}

export interface BetTabsDto {
  tabs: BetTabDto[];
}

export interface BetRecordQuery extends PageQuery, RangeQuery {
  category: BetCategory;
  /** A vendor of the category (vassalage); all of them when absent. */
  vendor?: string;
}

/** A lottery ticket's part of a betting record row (LOTT and ELOTT). */
export interface LotteryDetailDto {
  /** The draw the ticket is in, null while it waits for one. */
  drawNo: string | null;
  /** The numbers picked. */
  numbers: number[];
  /** The numbers drawn, null before the draw. */
  drawNumbers: number[] | null;
  status: 'open' | 'won' | 'lost';
}

export interface BetRecordDto {
  /** The order number (what the vendor and customer service know the bet by). */
  orderNo: string;
  /** Epoch ms. */
  betTime: number;
  vendor: string;
  gameName: string;
  betAmount: number;
  /** The stake that counts for turnover: the bet amount once settled, 0 for an open bet or a push (stake returned). */
  validBet: number;
  /** The payout (0 while open). */
  winAmount: number;
  /** winAmount − betAmount once settled; null while open. */
  profitLoss: number | null;
  status: 'open' | 'settled';
  lottery: LotteryDetailDto | null;
}

/** Sums over every bet of the query's range, category and vendor (not only the page); open bets add only their amount. */
export interface BetTotalsDto {
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number;
}

export type BetRecordsDto = PagedDto<BetRecordDto, BetTotalsDto>;

export interface TransactionQuery extends PageQuery, RangeQuery {
  /** A LedgerKind (contract/ledger.ts); every kind when absent. */
  kind?: string;
}

export interface TransactionDto {
  orderNo: string;
  /** LedgerKind, or a kind the platform added later (shown as it is). */
  kind: string;
  /** Epoch ms. */
  time: number;
  /** Signed: a credit is positive, a debit negative. */
  amount: number;
  /** The account's balance right after this movement (every movement of the member, in time order). */
  balanceAfter: number;
  remark: string | null;
}

/** Sums over the query's whole range and kind. */
export interface TransactionTotalsDto {
  count: number;
  /** Sum of the credits (≥ 0). */
  credit: number;
  /** Sum of the debits (≤ 0). */
  debit: number;
}

export type TransactionsDto = PagedDto<TransactionDto, TransactionTotalsDto>;

export interface ProfitQuery extends PageQuery, RangeQuery {
  /** One category's figures; every category ("All") when absent. */
  category?: BetCategory;
}

/**
 * One day's figures. Days are 24-hour periods counted from the query's `from` (the caller's local midnight), so a
 * day is the caller's calendar day. Deposit, withdraw, promotion and invitation bonus belong to no category: they are
 * 0 in a category's figures.
 */
export interface DailyProfitDto {
  /** Epoch ms: from + n × 24 h. */
  day: number;
  deposit: number;
  /** Withdrawn (≥ 0): withdrawals less the refunds of failed ones. */
  withdraw: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  rebate: number;
  promotion: number;
  invitationBonus: number;
  /** winAmount − betAmount (settled bets) + rebate + promotion + invitationBonus. */
  profitLoss: number;
}

export type ProfitTotalsDto = Omit<DailyProfitDto, 'day'>;

export type ProfitDto = PagedDto<DailyProfitDto, ProfitTotalsDto>;

/** The ledger kinds bonus details shows. */
export const BONUS_KINDS = ['BONUS', 'REBATE', 'REFERRAL'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export interface BonusQuery extends PageQuery, RangeQuery {
  /** One kind; all three when absent. */
  kind?: BonusKind;
}

export interface BonusDto {
  orderNo: string;
  kind: BonusKind;
  /** Epoch ms. */
  time: number;
  amount: number;
  /** A rebate's category and rate (basis points) and the valid bet it was paid on, when the platform knows them. */
  rebate: { category: BetCategory; rateBp: number; validBet: number } | null;
  remark: string | null;
}

export interface BonusTotalsDto {
  count: number;
  bonus: number;
  rebate: number;
  referral: number;
  total: number;
}

export type BonusesDto = PagedDto<BonusDto, BonusTotalsDto>;
