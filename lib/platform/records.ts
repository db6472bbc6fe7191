import 'server-only';
import {
  RecordsPath,
  type BetRecordQuery,
  type BetRecordsDto,
  type BetTabsDto,
  type BonusesDto,
  type BonusQuery,
  type ProfitDto,
  type ProfitQuery,
  type TransactionQuery,
  type TransactionsDto,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';

/**
 * The member centre's records calls: read-only relay POSTs, so a failed connection is tried again like a
 * GET. Every function takes the caller's context (merchant, token, ip); the values are the platform's as they are.
 */

const read = <T>(path: string, context: CallContext, json: object) => platformCall<T>(path, { ...context, method: 'POST', json, readOnly: true });

export const betTabs = (context: CallContext) => read<BetTabsDto>(RecordsPath.BET_TABS, context, {});

export const betRecords = (context: CallContext, query: BetRecordQuery) => read<BetRecordsDto>(RecordsPath.BETS, context, query);

export const transactions = (context: CallContext, query: TransactionQuery) => read<TransactionsDto>(RecordsPath.TRANSACTIONS, context, query);

export const profitAndLoss = (context: CallContext, query: ProfitQuery) => read<ProfitDto>(RecordsPath.PROFIT, context, query);

export const bonuses = (context: CallContext, query: BonusQuery) => read<BonusesDto>(RecordsPath.BONUSES, context, query);
