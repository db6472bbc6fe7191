/**
 * The kinds of wallet_ledger rows (the account record's "type"), written by every area that moves money and read by
 * the account record. A new kind is added here, so the record can name and filter it.
 */
export const LedgerKind = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAW: 'WITHDRAW',
  /** A failed or refused withdrawal's amount back to the wallet. */
  WITHDRAW_REFUND: 'WITHDRAW_REFUND',
  /** Main wallet ↔ a vendor wallet. */
  TRANSFER_OUT: 'TRANSFER_OUT',
  TRANSFER_IN: 'TRANSFER_IN',
  TRANSFER_UPLINE: 'TRANSFER_UPLINE',
  BET: 'BET',
  WIN: 'WIN',
  BONUS: 'BONUS',
  REBATE: 'REBATE',
  REFERRAL: 'REFERRAL',
  DIVIDEND: 'DIVIDEND',
  SALARY: 'SALARY',
  TRIAL_CREDIT: 'TRIAL_CREDIT',
  /** Money for points: a bonus reward of the points mall, or points converted (contract/points.ts). */
  POINTS: 'POINTS',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];
