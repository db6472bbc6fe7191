/**
 * What the platform accepts in the wallet calls' bodies (WalletPath), as yup schemas: field types, lengths, patterns,
 * amounts. The site's forms and API routes build on them (adding what only a form knows: a channel's limits, the
 * balance, the payment password's six digits) and the platform validates bodies with them as they are.
 *
 * Messages are the keys the site's wallet forms show (Wallet.errors.*); the platform answers a refusal as 400
 * bad_request naming the field, or the code a rule names (WalletErrorCode.AMOUNT_DECIMALS for `decimals`). The
 * platform validates strictly (JSON types as sent, no casting); the site casts what a form typed.
 */
import { array, boolean, number, object, string } from 'yup';
import { amountDecimals, hasAtMostDecimals } from '../money';
import {
  ACCOUNT_NO_PATTERN,
  PAYEE_NAME_MAX,
  PAYEE_NAME_PATTERN,
  UPLOAD_MAX_FILES,
  WITHDRAW_CONFIRM_NOTE_MAX,
  walletMethodRule,
  type DepositMethod,
} from '../wallet';

/** The largest amount any money call takes, in major units. */
export const AMOUNT_MAX = 1e12;

/**
 * A yup test of an amount (when there is one) against the currency's decimals (money.ts), named `decimals`, with
 * its message key: amount_whole where the currency has none (VND), amount_decimals otherwise.
 */
export function decimalsTest(currency: string) {
  const decimals = amountDecimals(currency);
  return {
    name: 'decimals',
    message: decimals === 0 ? 'amount_whole' : 'amount_decimals',
    params: { decimals },
    test: (value: number | null | undefined) => value === undefined || value === null || hasAtMostDecimals(value, decimals),
  };
}

/** An amount in major units of the merchant's currency: positive, at most AMOUNT_MAX, no more decimals than it has. */
export const amountField = (currency: string) =>
  number()
    .typeError('amount_invalid')
    .required('amount_required')
    .positive('amount_invalid')
    .max(AMOUNT_MAX, 'amount_invalid')
    .test(decimalsTest(currency));

/** A wallet's or a channel's code: 1 to 40 characters (which ones exist is the platform's to say). */
export const walletCodeField = () => string().required('required').max(40, 'invalid');

/** The id of a record (an order, a card, a withdrawal): a whole number from 1. */
export const recordIdField = () =>
  number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid').max(Number.MAX_SAFE_INTEGER, 'invalid');

/** Upload ids (WalletPath.UPLOAD), at most UPLOAD_MAX_FILES; null is none. */
export const uploadIdsField = () =>
  array(string().required('invalid').matches(/^[a-f0-9]{32}$/, 'invalid'))
    .max(UPLOAD_MAX_FILES, 'upload_too_many')
    .nullable();

/** The payment password as the platform takes it (it compares it with the one set, PAYMENT_PASSWORD_RULE). */
export const paymentPasswordField = () => string().required('payment_password_required').max(64, 'payment_password_format');

/** A wallet number as typed: spaces, dots and dashes between digits are taken out. */
export const normalWalletNumber = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value);
/** A transaction reference as typed: spaces taken out, letters upper-case. */
export const normalReference = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value);
/** A payee name as typed: trimmed, runs of spaces one space. */
export const normalPayeeName = (value: unknown): unknown => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

/**
 * The payer's wallet number of a deposit, normalised (normalWalletNumber) first: for a wallet method (MoMo, ZaloPay,
 * GCash, Maya) required, of that wallet's form; where the method is not known (the site's route) or asks none, any
 * number-like value or none (a channel whose method asks none refuses one: the platform's check, knowing the channel).
 */
export function payerAccountField(method?: DepositMethod) {
  const rule = method ? walletMethodRule(method) : null;
  const payer = string().transform((_value, raw) => normalWalletNumber(raw) as string);
  return rule
    ? payer.required('payer_account_required').matches(rule.payerAccount, 'payer_account_format')
    : payer.optional().matches(/^\d{6,15}$/, { message: 'payer_account_format', excludeEmptyString: true });
}

/**
 * The transaction reference of a paid deposit: for a wallet method's order required, of that wallet's form; where the
 * method is not known (the site's route), any reference-like value. Normalised (normalReference) first.
 */
export function referenceField(method?: DepositMethod) {
  const rule = method ? walletMethodRule(method) : null;
  const reference = string().transform((_value, raw) => normalReference(raw) as string);
  return rule
    ? reference.required('reference_required').matches(rule.reference, 'reference_format')
    : reference.optional().matches(/^[A-Z0-9]{6,24}$/, { message: 'reference_format', excludeEmptyString: true });
}

/** WalletPath.TRANSFER: between the main wallet and a vendor's. */
export const transferRequest = (currency: string) => object({ from: walletCodeField(), to: walletCodeField(), amount: amountField(currency) });

/** WalletPath.DEPOSITS (POST): the channel, the amount, and the payer's number as the channel's method asks. */
export const depositCreateRequest = (currency: string, method?: DepositMethod) =>
  object({ channel: walletCodeField(), amount: amountField(currency), payerAccount: payerAccountField(method) });

/** WalletPath.DEPOSIT_PAID: the order, its receipts, and the reference a wallet method's order asks. */
export const depositPaidRequest = (method?: DepositMethod) => object({ id: recordIdField(), receipts: uploadIdsField(), reference: referenceField(method) });

/** WalletPath.DEPOSIT_CANCEL and DEPOSIT_REMIND: one order. */
export const recordIdRequest = () => object({ id: recordIdField() });

/** A bank's code (WalletPath.BANKS): 1 to 40 characters. */
export const bankCodeField = () => string().required('bank_required').max(40, 'bank_required');

/** A card's or e-wallet's account number: 6 to 24 digits. */
export const accountNoField = () => string().trim().required('account_no_required').matches(ACCOUNT_NO_PATTERN, 'account_no_format');

/** The payee's name, taken normalised (normalPayeeName); `tooLong` is the message of one over PAYEE_NAME_MAX. */
export const payeeNameField = (tooLong = 'payee_name_too_long') =>
  string()
    .transform((_value, raw) => normalPayeeName(raw) as string)
    .required('payee_name_required')
    .max(PAYEE_NAME_MAX, tooLong)
    .matches(PAYEE_NAME_PATTERN, 'payee_name_format');

/** WalletPath.BANK_CARDS (POST). */
export const bankCardRequest = () =>
  object({ bankCode: bankCodeField(), accountNo: accountNoField(), payeeName: payeeNameField(), paymentPassword: paymentPasswordField() });

/** WalletPath.WITHDRAWALS (POST). */
export const withdrawRequest = (currency: string) => object({ cardId: recordIdField(), amount: amountField(currency), paymentPassword: paymentPasswordField() });

/** The member's note on a withdrawal not received. */
export const confirmNoteField = () => string().max(WITHDRAW_CONFIRM_NOTE_MAX, 'note_too_long');

/**
 * WalletPath.WITHDRAWAL_CONFIRM: received, or not with at least one proof and a note; the proofs and the note are
 * read only when not received.
 */
export const withdrawalConfirmRequest = () =>
  object({
    id: recordIdField(),
    received: boolean().typeError('invalid').required('required'),
    proofs: uploadIdsField().when('received', { is: false, then: (s) => s.nonNullable('proof_required').min(1, 'proof_required') }),
    note: confirmNoteField().nullable(),
  });

/** WalletPath.TRANSFER_UPLINE (POST). */
export const uplineTransferRequest = (currency: string) => object({ amount: amountField(currency), paymentPassword: paymentPasswordField() });
