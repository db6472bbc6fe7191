/**
 * The wallet area of the member centre on the site's API (app/api/wallet/…, app/api/uploads): its paths, the shapes it
 * answers (the platform's own, re-exported under the contract's names), and the yup schemas shared by each form and
 * the route that takes it. Browser and server alike.
 */
import { boolean, object } from 'yup';
import { PAYEE_NAME_MAX, PAYMENT_PASSWORD_RULE, walletMethodRule, type DepositMethod } from '@site/platform-contract/wallet';
import {
  accountNoField,
  amountField as platformAmountField,
  bankCodeField,
  paymentPasswordField as platformPaymentPasswordField,
  payeeNameField,
  payerAccountField,
  recordIdField,
  referenceField,
  uploadIdsField,
  walletCodeField,
  confirmNoteField,
} from '@site/platform-contract/requests/wallet';
import { tooLong } from '@/lib/validation/field-error';

export type {
  BankCardDto,
  BankCardsDto,
  DepositChannelDto,
  DepositChannelKind,
  DepositDto,
  DepositMethod,
  UplineTransferInfoDto,
  UplineTransferResultDto,
  UploadDto,
  VendorWalletDto,
  WalletBankDto,
  WalletsDto,
  WithdrawalDto,
  WithdrawSettingsDto,
} from '@site/platform-contract/wallet';
export {
  DEPOSIT_RECORD_MAX_DAYS,
  walletMethodRule,
  DepositStatus,
  MAIN_WALLET,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  WalletErrorCode,
  WITHDRAW_CONFIRM_NOTE_MAX,
  WITHDRAW_PAGE_SIZE,
  WITHDRAW_RECORD_MAX_DAYS,
  WithdrawalStatus,
} from '@site/platform-contract/wallet';

export const WalletApiPath = {
  /** GET → WalletsDto (main, vendor wallets, total; isSingle). */
  WALLETS: '/api/wallet/wallets',
  /** POST TransferValues → WalletsDto. */
  TRANSFER: '/api/wallet/transfer',
  /** POST {} → WalletsDto: every vendor wallet back to main. */
  TRANSFER_ALL: '/api/wallet/transfer/all',
  /** GET → DepositChannelDto[]. */
  DEPOSIT_CHANNELS: '/api/wallet/deposit-channels',
  /**
   * GET ?from&to&page&pageSize → PagedDto<DepositDto> (7 days at most). POST { channel, amount } with the header
   * Idempotency-Key (newIdempotencyKey, one per submission) → DepositDto: that submission's one order.
   */
  DEPOSITS: '/api/wallet/deposits',
  /** GET → DepositDto[]: open orders and those decided in the last minutes. */
  DEPOSITS_OPEN: '/api/wallet/deposits/open',
  /** POST { id, receipts } → DepositDto (Pending). */
  DEPOSIT_PAID: '/api/wallet/deposits/paid',
  /** POST { id } → DepositDto (Cancelled). */
  DEPOSIT_CANCEL: '/api/wallet/deposits/cancel',
  /** POST { id } → DepositDto (the "hurry up" reminder sent). */
  DEPOSIT_REMIND: '/api/wallet/deposits/remind',
  /** GET → WalletBankDto[]. */
  BANKS: '/api/wallet/banks',
  /** GET → BankCardsDto. POST BankCardValues → BankCardDto. */
  BANK_CARDS: '/api/wallet/bank-cards',
  /** GET → WithdrawSettingsDto. */
  WITHDRAW_SETTINGS: '/api/wallet/withdraw-settings',
  /** GET ?from&to&page&pageSize → PagedDto<WithdrawalDto> (14 a page). POST WithdrawValues → WithdrawalDto. */
  WITHDRAWALS: '/api/wallet/withdrawals',
  /** POST { id, received, proofs?, note? } → WithdrawalDto. */
  WITHDRAWAL_CONFIRM: '/api/wallet/withdrawals/confirm',
  /** GET → UplineTransferInfoDto. POST { amount, paymentPassword } → UplineTransferResultDto. */
  TRANSFER_UPLINE: '/api/wallet/transfer-upline',
  /** POST multipart/form-data, part `file` (png or jpg, ≤ 5 MB) → UploadDto. */
  UPLOADS: '/api/uploads',
} as const;

/**
 * A key for one submission of a form that creates something (PlatformHeader.IDEMPOTENCY_KEY): 32 random hex digits
 * from the Web Crypto API, which browsers give plain-http pages too (crypto.randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

// ————————————————————————————————————————————————————————————————————————— schemas (error keys: Wallet.errors.*)
// The platform's rules (@site/platform-contract/requests/wallet), with what only a form knows on top: a channel's
// limits and the balance, wallet and bank codes of letters, digits and _, and the payment password's six digits.

export interface AmountLimits {
  /** The merchant's currency (ISO 4217 code, Site.currency.code): an amount has at most its decimals (VND none). */
  currency: string;
  min?: number;
  max?: number;
  /** What the wallet holds: more is refused with amount_above_balance. */
  balance?: number;
}

/**
 * An amount in major units: positive, with no more decimals than the currency has, within the limits the form knows.
 * The form and its route both give the merchant's currency, so both refuse 100000.55 ₫ alike.
 */
export function amountField({ currency, min, max, balance }: AmountLimits) {
  let field = platformAmountField(currency);
  if (min !== undefined) field = field.min(min, 'amount_below_min');
  if (max !== undefined) field = field.max(max, 'amount_above_max');
  // Over the limit says so first; within it, more than the wallet holds.
  if (balance !== undefined) {
    field = field.test('balance', 'amount_above_balance', (value) => value === undefined || (max !== undefined && value > max) || value <= balance);
  }
  return field;
}

const walletCode = () => walletCodeField().matches(/^[A-Za-z0-9_]{1,40}$/, 'invalid');
const recordId = recordIdField;
const uploadIds = () => uploadIdsField().nonNullable();
export const paymentPasswordField = () => platformPaymentPasswordField().matches(PAYMENT_PASSWORD_RULE, 'payment_password_format');

export const transferSchema = (limits: AmountLimits) => object({ from: walletCode(), to: walletCode(), amount: amountField(limits) });

/**
 * A new deposit: the channel, the amount within the channel's limits, and for a wallet method (MoMo, ZaloPay, GCash,
 * Maya: `method` given, as the form knows it) the payer's wallet number of that wallet's form. The route, which does not
 * know the channel's method, takes any number-like payerAccount and leaves the exact form to the platform.
 */
export const depositCreateSchema = (limits: AmountLimits & { method?: DepositMethod }) => {
  const method = limits.method && walletMethodRule(limits.method) ? limits.method : undefined;
  return object({ channel: walletCode(), amount: amountField(limits), payerAccount: payerAccountField(method) });
};

/**
 * "I have paid": the order, its receipts, and for a wallet method's order (`method` given, as the page knows it) the
 * wallet's transaction reference of that wallet's form. The route takes any reference-like value; the platform checks
 * its form.
 */
export const depositPaidSchema = (method?: DepositMethod) => object({ id: recordId(), receipts: uploadIds().default([]), reference: referenceField(method) });

export const recordIdSchema = () => object({ id: recordId() });

export const bankCardSchema = () =>
  object({
    bankCode: bankCodeField().matches(/^[A-Za-z0-9_]{1,40}$/, 'bank_required'),
    accountNo: accountNoField(),
    payeeName: payeeNameField(tooLong(PAYEE_NAME_MAX, 'payee_name_too_long')),
    paymentPassword: paymentPasswordField(),
  });

export const withdrawSchema = (limits: AmountLimits) =>
  object({ cardId: recordId().typeError('card_required').required('card_required'), amount: amountField(limits), paymentPassword: paymentPasswordField() });

export const withdrawalConfirmSchema = () =>
  object({
    id: recordId(),
    received: boolean().typeError('invalid').required('required'),
    proofs: uploadIds()
      .default([])
      .when('received', { is: false, then: (s) => s.min(1, 'proof_required') }),
    note: confirmNoteField().default(''),
  });

export const uplineTransferSchema = (limits: AmountLimits) => object({ amount: amountField(limits), paymentPassword: paymentPasswordField() });
