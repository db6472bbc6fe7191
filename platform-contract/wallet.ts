/**
 * Wire shapes of the member centre's wallet calls: main and vendor wallets and transfers between them,
 * deposits, bank cards and withdrawals, transfer to the upline, and image uploads (deposit receipts, withdrawal proofs,
 * activity applications). Amounts are major units of the merchant's currency, with no more decimals than it has
 * (contract/money.ts: VND none, at most 2); times epoch ms.
 * Every call but GCS_merchantWallet needs a token of a real account: a trial account is refused with
 * ErrorCode.TRIAL_ACCOUNT (403).
 */
import type { PagedDto } from './paging';

export const WalletPath = {
  /**
   * POST, Merchant header, body {}. → MerchantWalletDto: whether the merchant keeps one wallet per member or a main
   * wallet and one per vendor with transfers between them (spec §3 "Merchant wallet: isSingle"). The same for every
   * member of the merchant, so the site caches it per merchant.
   */
  MERCHANT_WALLET: '/wps/relay/GCS_merchantWallet',
  /** GET, token. → WalletsDto: the main wallet and, on a multi-wallet merchant, one wallet per vendor. */
  WALLETS: '/wps/v2/wallets',
  /** POST, token, WalletTransferRequest. → WalletsDto after the move. Refused on a single-wallet merchant. */
  TRANSFER: '/wps/relay/GCS_walletTransfer',
  /** POST, token, body {}. Every vendor wallet back to main. → WalletsDto. */
  TRANSFER_ALL_TO_MAIN: '/wps/relay/GCS_walletTransferAll',

  /** GET, token. → DepositChannelDto[] in display order. */
  DEPOSIT_CHANNELS: '/wps/wallet/deposit/channels',
  /**
   * GET, token, ?from&to&page&pageSize (DEPOSIT_RECORD_MAX_DAYS). → PagedDto<DepositDto>. POST DepositCreateRequest →
   * DepositDto (New), with the header PlatformHeader.IDEMPOTENCY_KEY (the site always sends one): every request of the
   * member carrying a key that made an order is answered with that order as it is now, and makes no other, however
   * many arrive at once or later (decided in the transaction that creates the order); the same key with another
   * channel or amount is refused (409 IDEMPOTENCY_KEY_REUSED); a refused request binds no key. A malformed key is a 400.
   */
  DEPOSITS: '/wps/wallet/deposits',
  /**
   * GET, token. → DepositDto[]: the member's open orders (New and Pending) and those decided in the last
   * DEPOSIT_RECENT_MS (so the page can show how an order ended), newest first.
   */
  DEPOSITS_OPEN: '/wps/wallet/deposits/open',
  /** POST, token, DepositPaidRequest: the member has paid (New → Pending), with receipts. → DepositDto. */
  DEPOSIT_PAID: '/wps/wallet/deposits/paid',
  /** POST, token, { id }: New or Pending → Cancelled. → DepositDto. */
  DEPOSIT_CANCEL: '/wps/wallet/deposits/cancel',
  /** POST, token, { id }: the "hurry up" reminder on a Pending order (once per DEPOSIT_REMIND_INTERVAL_MS). → DepositDto. */
  DEPOSIT_REMIND: '/wps/wallet/deposits/remind',

  /** GET, token. → WalletBankDto[]: the banks and e-wallets a card may be of. */
  BANKS: '/wps/wallet/banks',
  /** GET, token. → BankCardsDto. POST BankCardCreateRequest → BankCardDto. */
  BANK_CARDS: '/wps/wallet/bank-cards',
  /** GET, token. → WithdrawSettingsDto (limits, fee, the main balance, whether a payment password is set). */
  WITHDRAW_SETTINGS: '/wps/wallet/withdraw/settings',
  /** GET, token, ?from&to&page&pageSize (WITHDRAW_RECORD_MAX_DAYS, page size WITHDRAW_PAGE_SIZE). → PagedDto<WithdrawalDto>. POST WithdrawRequest → WithdrawalDto. */
  WITHDRAWALS: '/wps/wallet/withdrawals',
  /** POST, token, WithdrawalConfirmRequest: the receipt confirmation of a Success withdrawal (spec §4). → WithdrawalDto. */
  WITHDRAWAL_CONFIRM: '/wps/wallet/withdrawals/confirm',

  /** GET, token. → UplineTransferInfoDto. POST UplineTransferRequest → UplineTransferResultDto. Needs AGETRANSFERUP3. */
  TRANSFER_UPLINE: '/wps/wallet/transfer-upline',

  /**
   * POST, token, multipart/form-data with one part `file`: a png or jpg (checkImage) of at most UPLOAD_MAX_BYTES, and
   * UPLOAD_MAX_SIDE pixels a side and UPLOAD_MAX_PIXELS in all by its header. → UploadDto.
   */
  UPLOAD: '/wps/upload',
} as const;

/** The main wallet's code in transfers (a vendor wallet's code is its vendor's, e.g. "PG"). */
export const MAIN_WALLET = 'MAIN';

export const WalletErrorCode = {
  /** The amount is more than the wallet it leaves holds. 409. */
  BALANCE_NOT_ENOUGH: 'balance_not_enough',
  /** Transfers on a single-wallet merchant. 409. */
  SINGLE_WALLET: 'single_wallet',
  /** No such wallet (a vendor this merchant does not offer), or a transfer from a wallet to itself. 400. */
  WALLET_NOT_FOUND: 'wallet_not_found',
  /** The amount is below the minimum. 400; value { min }. */
  AMOUNT_BELOW_MIN: 'amount_below_min',
  /** The amount is above the maximum. 400; value { max }. */
  AMOUNT_ABOVE_MAX: 'amount_above_max',
  /**
   * The amount has more decimals than the merchant's currency (contract/money.ts: none for VND, at most 2). 400; value
   * { decimals }. Deposits, withdrawals, transfers and money limits (player protection, registration) alike.
   */
  AMOUNT_DECIMALS: 'amount_decimals',
  /** The payment password does not match. 400. */
  PAYMENT_PASSWORD_WRONG: 'payment_password_wrong',
  /** The member has not set a payment password yet (security centre). 409. */
  PAYMENT_PASSWORD_NOT_SET: 'payment_password_not_set',
  /** Too many wrong payment passwords: wait. 429; value { retryAfterMs }. */
  PAYMENT_PASSWORD_LOCKED: 'payment_password_locked',
  /** No such channel, order, card or withdrawal of this member. 404. */
  NOT_FOUND: 'wallet_item_not_found',
  /** The order or withdrawal is not in a state that allows this (cancel an approved order, confirm twice). 409. */
  STATE_CHANGED: 'wallet_state_changed',
  /** A deposit's Idempotency-Key already made an order of another channel or amount. 409. */
  IDEMPOTENCY_KEY_REUSED: 'idempotency_key_reused',
  /**
   * A deposit with a wallet method (MoMo, ZaloPay, GCash, Maya): the payer's wallet number is missing or not of that
   * wallet's form (DEPOSIT_METHOD_RULES). 400, field payerAccount.
   */
  PAYER_ACCOUNT_INVALID: 'payer_account_invalid',
  /** "I have paid" on a wallet method's order: the wallet's transaction reference is missing or not of its form. 400, field reference. */
  PAY_REFERENCE_INVALID: 'pay_reference_invalid',
  /**
   * A withdrawal of more than may be withdrawn now: part of the balance is deposits not yet played through. 409; value
   * { withdrawable, turnoverRequired } (WithdrawSettingsDto).
   */
  TURNOVER_REQUIRED: 'withdraw_turnover_required',
  /** Too many open deposit orders (DEPOSIT_MAX_OPEN). 409. */
  TOO_MANY_OPEN_DEPOSITS: 'deposit_open_limit',
  /** The reminder was sent less than DEPOSIT_REMIND_INTERVAL_MS ago. 429; value { retryAfterMs }. */
  REMIND_TOO_SOON: 'deposit_remind_too_soon',
  /** The member already has BANK_CARD_LIMIT cards. 409. */
  BANK_CARD_LIMIT: 'bank_card_limit',
  /** A card with this bank and account number is already bound. 409. */
  BANK_CARD_EXISTS: 'bank_card_exists',
  /** The payee name differs from the member's, which is fixed once set. 400. */
  PAYEE_NAME_FIXED: 'payee_name_fixed',
  /** Transfer to upline: the member has no upline. 409. */
  NO_UPLINE: 'upline_not_found',
  /** The merchant does not offer this (transfer to upline without AGETRANSFERUP3). 403. */
  FEATURE_DISABLED: 'feature_disabled',
  /** An upload that is not a png or jpg (by its bytes and a header that can be read: checkImage). 400. */
  FILE_TYPE: 'file_type_not_allowed',
  /** An upload larger than UPLOAD_MAX_BYTES. 400 (413 when the whole body is too large). */
  FILE_TOO_LARGE: 'file_too_large',
  /**
   * An upload whose header says more than UPLOAD_MAX_SIDE pixels a side or UPLOAD_MAX_PIXELS in all (checkImage). 400;
   * value { maxSide, maxPixels }.
   */
  IMAGE_TOO_LARGE: 'image_dimensions_too_large',
  /** An upload id that is not the member's own image. 400. */
  UPLOAD_NOT_FOUND: 'upload_not_found',
} as const;
export type WalletErrorCode = (typeof WalletErrorCode)[keyof typeof WalletErrorCode];

// ————————————————————————————————————————————————————————————————————————— wallets and transfers

export interface MerchantWalletDto {
  /**
   * true: one balance for everything, no vendor wallets and nothing to transfer between them; false: a main wallet and
   * one per vendor (a multi, or transfer, wallet).
   */
  isSingle: boolean;
}

export interface VendorWalletDto {
  /** The vendor's code (vassalage). */
  vendor: string;
  name: string;
  balance: number;
  /** Under maintenance now: transfers to and from it are refused (vendor_under_maintenance). */
  maintenance: boolean;
}

export interface WalletsDto {
  isSingle: boolean;
  /** What games spend and withdrawals take. */
  main: number;
  /** Empty on a single-wallet merchant. */
  vendors: VendorWalletDto[];
  /** main + every vendor wallet: the header's sumBalance. */
  total: number;
  currency: string;
}

/** One of from and to is MAIN_WALLET, the other a vendor's code. */
export interface WalletTransferRequest {
  from: string;
  to: string;
  amount: number;
}

// ————————————————————————————————————————————————————————————————————————— deposits

export const DepositStatus = {
  APPROVED: 2,
  CANCELLED: 3,
  PENDING: 4,
  NEW: 5,
  REJECTED: 6,
  EXPIRED: 7,
} as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

export type DepositChannelKind = 'BANK' | 'EWALLET' | 'CRYPTO';

/**
 * How a channel is paid, each with its own steps:
 * - STANDARD: the pay-to details (and a QR code when the channel has one), then "I have paid" with optional receipts.
 * - VIETQR: a Vietnamese bank transfer by a VietQR (NAPAS 247) code: the order's qrText is an EMVCo payload carrying
 *   the bank's BIN, the account, the amount and the order number as the transfer note; the bank app fills the transfer
 *   from it. Then "I have paid".
 * - MOMO, ZALOPAY (Vietnam), GCASH, MAYA (Philippines): e-wallets. The order is made with the payer's wallet number;
 *   the member sends the money in the wallet's app to the pay-to number with the order number as the message, then
 *   gives the wallet's transaction reference with "I have paid", and the order waits for confirmation.
 */
export type DepositMethod = 'STANDARD' | 'VIETQR' | 'MOMO' | 'ZALOPAY' | 'GCASH' | 'MAYA';

/** What a wallet method asks of the member: the payer's wallet number when ordering, the transaction reference when paid. */
interface WalletMethodRule {
  /** The wallet's account: its mobile number as the wallet writes it. */
  payerAccount: RegExp;
  /** An example of the number, for the field's hint. */
  payerAccountExample: string;
  /** The transaction reference the wallet's app shows after a transfer. */
  reference: RegExp;
  referenceExample: string;
}

const VN_MOBILE = /^0[35789]\d{8}$/;
const PH_MOBILE = /^09\d{9}$/;

/** The wallet methods' rules, the same on the form, the site's API and the platform. */
const DEPOSIT_METHOD_RULES: Readonly<Partial<Record<DepositMethod, WalletMethodRule>>> = {
  // MoMo's transaction id ("Mã giao dịch"): 8 to 14 digits.
  MOMO: { payerAccount: VN_MOBILE, payerAccountExample: '0901234567', reference: /^\d{8,14}$/, referenceExample: '31456789012' },
  // ZaloPay's ("Mã giao dịch"): the date as yymmdd then 6 to 10 digits.
  ZALOPAY: { payerAccount: VN_MOBILE, payerAccountExample: '0901234567', reference: /^\d{12,16}$/, referenceExample: '261128000123456' },
  // GCash's reference number: 13 digits.
  GCASH: { payerAccount: PH_MOBILE, payerAccountExample: '09171234567', reference: /^\d{13}$/, referenceExample: '5012345678901' },
  // Maya's reference: 12 letters and digits.
  MAYA: { payerAccount: PH_MOBILE, payerAccountExample: '09181234567', reference: /^[A-Z0-9]{12}$/, referenceExample: 'A1B2C3D4E5F6' },
};

/** The rule of a wallet method, or null for a method that asks nothing of the payer (STANDARD, VIETQR). */
export const walletMethodRule = (method: DepositMethod): WalletMethodRule | null => DEPOSIT_METHOD_RULES[method] ?? null;

export interface DepositChannelDto {
  code: string;
  kind: DepositChannelKind;
  /** How it is paid (its steps). */
  method: DepositMethod;
  name: string;
  min: number;
  max: number;
  /** Amount buttons. */
  presets: number[];
  /** The bank's (or processor's) fee as a share of the amount, in basis points (100 = 1%). */
  feeRateBp: number;
  /** Minutes a New order waits for payment before it expires. */
  expiryMinutes: number;
}

/** Where to send the money for an order. */
export interface DepositPayToDto {
  /** Bank or e-wallet name, or the crypto network (e.g. "USDT · TRC20"). */
  bank: string;
  /** Account number, e-wallet number or crypto address. */
  accountNo: string;
  accountName: string;
  /**
   * Text to show as a QR code, else null: for a VIETQR order the EMVCo payload of this order (bank, account, amount and
   * the order number as the note), scanned by any Vietnamese bank app.
   */
  qrText: string | null;
  /** The bank's BIN (NAPAS acquirer id, 6 digits) of a VIETQR channel, else null. */
  bankBin: string | null;
}

export interface DepositDto {
  id: number;
  orderNo: string;
  channelCode: string;
  channelName: string;
  kind: DepositChannelKind;
  method: DepositMethod;
  /** The payer's wallet number (wallet methods), else null. */
  payerAccount: string | null;
  /** The wallet's transaction reference the member gave when paying (wallet methods), else null. */
  payReference: string | null;
  /** Requested amount. */
  amount: number;
  /** Credited amount (amount − fee), once approved; else null. */
  credited: number | null;
  fee: number;
  status: DepositStatus;
  createdAt: number;
  /** When it was approved, rejected, cancelled or expired; else null. */
  decidedAt: number | null;
  /** A New order expires then. */
  expiresAt: number;
  payTo: DepositPayToDto;
  receipts: UploadDto[];
  /** When the member last sent the "hurry up" reminder, else null. */
  remindedAt: number | null;
  /** When the next reminder may be sent (Pending orders), else null. */
  canRemindAt: number | null;
}

/** The body of a new deposit order; its Idempotency-Key travels as a header (WalletPath.DEPOSITS). */
export interface DepositCreateRequest {
  channel: string;
  amount: number;
  /** The payer's wallet number: required by a wallet method (DEPOSIT_METHOD_RULES), refused by the others. */
  payerAccount?: string;
}

export interface DepositPaidRequest {
  id: number;
  /** The wallet's transaction reference: required by a wallet method's order, ignored by the others. */
  reference?: string;
  /** Upload ids (UPLOAD), at most UPLOAD_MAX_FILES. */
  receipts: string[];
}

export interface DepositIdRequest {
  id: number;
}

export type DepositRecordDto = PagedDto<DepositDto>;

export const DEPOSIT_RECORD_MAX_DAYS = 7;
export const DEPOSIT_MAX_OPEN = 5;
export const DEPOSIT_RECENT_MS = 10 * 60 * 1000;
export const DEPOSIT_REMIND_INTERVAL_MS = 5 * 60 * 1000;

// ————————————————————————————————————————————————————————————————————————— bank cards and withdrawals

export type WalletBankKind = 'BANK' | 'EWALLET';

export interface WalletBankDto {
  code: string;
  name: string;
  kind: WalletBankKind;
}

export interface BankCardDto {
  id: number;
  bankCode: string;
  bankName: string;
  kind: WalletBankKind;
  /** Masked: only the last 4 digits shown (•••• 1234). */
  accountNoMasked: string;
  payeeName: string;
  createdAt: number;
}

export interface BankCardsDto {
  cards: BankCardDto[];
  /** The member's payee name: a new card's payee must be it; null until the first card sets it. */
  payeeName: string | null;
  maxCards: number;
}

export interface BankCardCreateRequest {
  bankCode: string;
  accountNo: string;
  payeeName: string;
  paymentPassword: string;
}

export const BANK_CARD_LIMIT = 5;
export const ACCOUNT_NO_PATTERN = /^\d{6,24}$/;
/** A payee name is at most this many characters (PAYEE_NAME_PATTERN's length). */
export const PAYEE_NAME_MAX = 60;
/** Letters (any script), spaces, dots, apostrophes and hyphens; 2–60 characters. */
export const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]{1,59}$/u;

export const WithdrawalStatus = {
  PROCESSING: 1,
  TRANSFERRING: 2,
  AUDIT_FAILED: 3,
  SUCCESS: 4,
  FAILED: 5,
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

/**
 * The receipt confirmation of a Success withdrawal (spec §4): PENDING until the member answers or the window passes;
 * AUTO_RECEIVED when the window passed unanswered (counts as received).
 */
export type WithdrawalConfirmation = 'NONE' | 'PENDING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';

export interface WithdrawSettingsDto {
  min: number;
  max: number;
  /** Fee = max(feeMin, amount × feeRateBp / 10000), rounded to the cent; the member receives amount − fee. */
  feeRateBp: number;
  feeMin: number;
  /** The main wallet's balance. */
  mainBalance: number;
  /**
   * What may be withdrawn now: the main balance less the deposits not yet played through (turnoverRequired ÷
   * turnoverMultiplier), never below 0. A withdrawal of more is refused (409 TURNOVER_REQUIRED).
   */
  withdrawable: number;
  /**
   * Bets still to be placed before the whole balance may be withdrawn: each approved deposit asks its amount ×
   * turnoverMultiplier in bets, and every settled bet's valid stake (a push counts nothing) pays off what is asked, in
   * time order; 0 when met.
   */
  turnoverRequired: number;
  /** The bets a deposit asks for, as a multiple of its amount (1 = the amount once). */
  turnoverMultiplier: number;
  paymentPasswordSet: boolean;
  confirmWindowMinutes: number;
}

export interface WithdrawRequest {
  cardId: number;
  amount: number;
  paymentPassword: string;
}

export interface WithdrawalDto {
  id: number;
  refNo: string;
  /** The card's kind: bank transfer or e-wallet. */
  type: WalletBankKind;
  amount: number;
  fee: number;
  /** amount − fee. */
  receive: number;
  bankName: string;
  accountNoMasked: string;
  status: WithdrawalStatus;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
  confirmation: WithdrawalConfirmation;
  /** Until then the member may confirm (a Success withdrawal not yet answered), else null. */
  confirmBy: number | null;
  proofs: UploadDto[];
  confirmNote: string | null;
}

export interface WithdrawalConfirmRequest {
  id: number;
  received: boolean;
  /** Not received: proof images (at least 1, at most UPLOAD_MAX_FILES) and an optional note. */
  proofs?: string[];
  note?: string;
}

export type WithdrawRecordDto = PagedDto<WithdrawalDto>;

export const WITHDRAW_PAGE_SIZE = 14;
export const WITHDRAW_RECORD_MAX_DAYS = 30;
export const WITHDRAW_CONFIRM_NOTE_MAX = 140;

/** The payment password: 6 digits. */
export const PAYMENT_PASSWORD_RULE = /^\d{6}$/;

// ————————————————————————————————————————————————————————————————————————— transfer to upline

export interface UplineTransferInfoDto {
  /** The upline's account, or null when the member has none. */
  upline: string | null;
  min: number;
  max: number;
  mainBalance: number;
  paymentPasswordSet: boolean;
}

export interface UplineTransferRequest {
  amount: number;
  paymentPassword: string;
}

export interface UplineTransferResultDto {
  upline: string;
  amount: number;
  mainBalance: number;
}

// ————————————————————————————————————————————————————————————————————————— uploads

export interface UploadDto {
  id: string;
  /** Absolute URL of the image (on the platform's image origin). */
  url: string;
}

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export type UploadMime = 'image/png' | 'image/jpeg';

/** png or jpg by the file's first bytes (its name and declared type are not trusted); null for anything else. */
export function sniffImage(bytes: Uint8Array): UploadMime | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The largest picture an upload may hold, read from its header and never decoded to find out: at most UPLOAD_MAX_SIDE
 * pixels wide and high, and UPLOAD_MAX_PIXELS in all. 40 megapixels decode to 160 MB (4 bytes a pixel), where a
 * 38000 × 38000 PNG of a few MB decodes to 4.3 GB. Screenshots and a phone's 12–24 megapixel photos fit; the site and
 * the platform both refuse more (the platform: 400 WalletErrorCode.IMAGE_TOO_LARGE, value { maxSide, maxPixels }).
 */
export const UPLOAD_MAX_SIDE = 8000;
export const UPLOAD_MAX_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** A png's size from its IHDR, the chunk every png starts with (after the 8-byte signature). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  const ihdr = [0x49, 0x48, 0x44, 0x52];
  if (bytes.length < 24 || !ihdr.every((b, i) => bytes[12 + i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** JPEG frame headers: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A jpg's size from its frame header, found by walking the segments from the start (each says its own length, so the
 * walk jumps from marker to marker: a few steps for a real file, never a byte-by-byte scan); null when the data ends,
 * breaks the segment structure, or reaches the scan or the end before any frame header.
 */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const n = bytes.length;
  let i = 2;
  while (i < n) {
    if (bytes[i] !== 0xff) return null;
    // A marker may be preceded by any number of 0xFF fill bytes.
    while (i < n && bytes[i] === 0xff) i += 1;
    if (i >= n) return null;
    const marker = bytes[i]!;
    i += 1;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // The start of image again, the end of image, or the scan (entropy-coded data) before a frame header.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || i + 2 > n) return null;
    const length = (bytes[i]! << 8) | bytes[i + 1]!;
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      // Length (2), sample precision (1), number of lines (2), samples per line (2).
      if (length < 7 || i + 7 > n) return null;
      const height = (bytes[i + 3]! << 8) | bytes[i + 4]!;
      const width = (bytes[i + 5]! << 8) | bytes[i + 6]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += length;
  }
  return null;
}

export type ImageCheck =
  | { ok: true; mime: UploadMime; width: number; height: number }
  | { ok: false; problem: 'wrong_type' | 'dimensions_too_large' };

/**
 * An upload as the site's form, the site's API and the platform take it: a png or jpg by its first bytes whose header
 * says its size (wrong_type otherwise: no picture a browser would show), within UPLOAD_MAX_SIDE and UPLOAD_MAX_PIXELS
 * (dimensions_too_large otherwise). Reads the header only.
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const mime = sniffImage(bytes);
  const size = mime === 'image/png' ? pngSize(bytes) : mime === 'image/jpeg' ? jpegSize(bytes) : null;
  if (!mime || !size) return { ok: false, problem: 'wrong_type' };
  const { width, height } = size;
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE || width * height > UPLOAD_MAX_PIXELS) return { ok: false, problem: 'dimensions_too_large' };
  return { ok: true, mime, width, height };
}
