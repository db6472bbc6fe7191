/**
 * The site API's records routes (app/api/records/…) and what they answer: the platform's report values as they are
 * (their shapes are the contract's). Browser-safe.
 */
import type {
  BetRecordDto, BetTabDto, BetTotalsDto, BonusDto, BonusTotalsDto, DailyProfitDto, LotteryDetailDto, ProfitTotalsDto,
  TransactionDto, TransactionTotalsDto,
} from '@site/platform-contract/records';

export { BONUS_KINDS, RECORD_MAX_DAYS, type BetCategory, type BonusKind } from '@site/platform-contract/records';
export { LedgerKind } from '@site/platform-contract/ledger';

export const RecordsApiPath = {
  /** GET → { tabs: BetTab[] }: the betting record's categories and their vendors. */
  BET_TABS: '/api/records/bet-tabs',
  /** GET ?category=&vendor=&from=&to=&page=&pageSize= → PagedDto<BetRecord, BetTotals>. */
  BETS: '/api/records/bets',
  /** GET ?kind=&from=&to=&page=&pageSize= → PagedDto<Transaction, TransactionTotals>. */
  TRANSACTIONS: '/api/records/transactions',
  /** GET ?category=&from=&to=&page=&pageSize= → PagedDto<DailyProfit, ProfitTotals>. */
  PROFIT: '/api/records/profit',
  /** GET ?kind=&from=&to=&page=&pageSize= → PagedDto<Bonus, BonusTotals>. */
  BONUSES: '/api/records/bonuses',
} as const;

export type BetTab = BetTabDto;
export type BetRecord = BetRecordDto;
export type LotteryDetail = LotteryDetailDto;
export type BetTotals = BetTotalsDto;
export type Transaction = TransactionDto;
export type TransactionTotals = TransactionTotalsDto;
export type DailyProfit = DailyProfitDto;
export type ProfitTotals = ProfitTotalsDto;
export type Bonus = BonusDto;
export type BonusTotals = BonusTotalsDto;
