/**
 * The member centre's wallet calls (contract/wallet.ts): main and vendor wallets and transfers, deposits (with
 * the approval job), bank cards and withdrawals (with the receipt confirmation), transfer to the upline, image uploads,
 * and the control endpoints tests drive them with.
 *
 * Money rules: every movement is a wallet_ledger row written in the same db.transaction as the check that allows it (no
 * await inside), so no balance goes below zero and nothing is counted twice however many requests interleave. Password
 * checks (async scrypt) run before the transaction. Time is deps.clock.now().
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { object, string, type InferType } from 'yup';
import {
  BANK_CARD_LIMIT, IDEMPOTENCY_KEY_PATTERN, PlatformHeader, DEPOSIT_MAX_OPEN, DEPOSIT_RECENT_MS, DEPOSIT_RECORD_MAX_DAYS, DEPOSIT_REMIND_INTERVAL_MS, DepositStatus,
  checkImage, ErrorCode, LedgerKind, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE, WalletErrorCode,
  WalletPath, WhitelabelFlag, WITHDRAW_PAGE_SIZE, WITHDRAW_RECORD_MAX_DAYS, WithdrawalStatus,
  walletMethodRule, type BankCardDto, type BankCardsDto, type DepositChannelDto, type DepositChannelKind, type DepositDto, type DepositMethod,
  type MerchantWalletDto, type UplineTransferInfoDto, type UplineTransferResultDto, type UploadDto, type VendorWalletDto, type WalletBankDto,
  type WalletBankKind, type WalletsDto, type WithdrawalConfirmation, type WithdrawalDto, type WithdrawSettingsDto,
} from '@site/platform-contract';
import {
  bankCardRequest, depositCreateRequest, depositPaidRequest, normalPayeeName, normalReference, normalWalletNumber, payerAccountField, recordIdRequest, referenceField,
  transferRequest, uplineTransferRequest, withdrawalConfirmRequest, withdrawRequest,
} from '@site/platform-contract/requests/wallet';
import { IN_HOUSE_VENDOR } from '../db/seed-data';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import { underMaintenance } from '../lib/catalogue';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { ApiError, badRequest, failure, notFound, ok } from '../lib/envelope';
import { limitOffset, paged, readPage, readRange } from '../lib/paging';
import { createPaymentPasswordCheck, createPaymentPasswords } from '../lib/payment-password';
import { readJsonObject, requireNumber, requireString } from '../lib/validate';
import { currencyDecimals, validBody } from '../lib/valid-body';
import { createProtection } from '../lib/protection';
import { createTurnover } from '../lib/turnover';
import { vietQrPayload } from '../lib/vietqr';
import { createWallet, MAIN, toMajor, toMinor } from '../lib/wallet';

const MINUTE = 60_000;
/** Uploads a member may make per hour (the database holds them). */
const UPLOADS_PER_HOUR = 60;
/** A multipart body may carry this much besides the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Where a stored upload is served (UploadDto.url): the upload path and its id, which is the capability (long and random). */
const UPLOAD_FILE_PREFIX = `${WalletPath.UPLOAD}/` as const;

/** How long a Pending (paid) deposit waits before the sandbox's job approves it: SANDBOX_DEPOSIT_APPROVE_MS, default 8 s. */
function approveDelayMs(): number {
  const raw = Number(process.env.SANDBOX_DEPOSIT_APPROVE_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : 8000;
}

interface DepositRow {
  id: number;
  member_id: number;
  order_no: string;
  amount_minor: number;
  fee_minor: number;
  credited_minor: number | null;
  status: DepositStatus;
  review: 'AUTO' | 'MANUAL';
  created_at: number;
  paid_at: number | null;
  decided_at: number | null;
  expires_at: number;
  reminded_at: number | null;
  payer_account: string | null;
  pay_reference: string | null;
  channel_code: string;
  channel_name: string;
  kind: DepositChannelKind;
  method: DepositMethod;
  pay_bank: string;
  pay_account: string;
  pay_name: string;
  pay_qr: string | null;
  pay_bin: string | null;
}

interface ChannelRow {
  id: number;
  merchant_code: string;
  code: string;
  kind: DepositChannelKind;
  method: DepositMethod;
  name: string;
  min_minor: number;
  max_minor: number;
  presets: string;
  fee_rate_bp: number;
  expiry_minutes: number;
}

interface WithdrawalRow {
  id: number;
  member_id: number;
  ref_no: string;
  amount_minor: number;
  fee_minor: number;
  status: WithdrawalStatus;
  remark: string | null;
  created_at: number;
  updated_at: number;
  disbursed_at: number | null;
  confirmation: 'RECEIVED' | 'NOT_RECEIVED' | null;
  confirmed_at: number | null;
  confirm_note: string | null;
  account_no: string;
  bank_name: string | null;
  kind: WalletBankKind | null;
  confirm_window_minutes: number;
}

interface SettingsRow {
  min_minor: number;
  max_minor: number;
  fee_rate_bp: number;
  fee_min_minor: number;
  confirm_window_minutes: number;
  upline_min_minor: number;
  upline_max_minor: number;
  turnover_multiplier_pct: number;
}

interface VendorRow {
  vassalage: string;
  name: string;
  maintenance: number;
  maintenance_start: number | null;
  maintenance_end: number | null;
}

const DEPOSIT_SELECT = `SELECT o.*, c.code AS channel_code, c.name AS channel_name, c.kind, c.method, c.pay_bank, c.pay_account, c.pay_name, c.pay_qr, c.pay_bin
  FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id`;
const WITHDRAWAL_SELECT = `SELECT w.*, k.account_no, b.name AS bank_name, b.kind, COALESCE(s.confirm_window_minutes, 30) AS confirm_window_minutes
  FROM withdrawals w JOIN bank_cards k ON k.id = w.card_id JOIN members m ON m.id = w.member_id
  LEFT JOIN wallet_banks b ON b.merchant_code = m.merchant_code AND b.code = k.bank_code
  LEFT JOIN withdraw_settings s ON s.merchant_code = m.merchant_code`;

const maskAccount = (account: string) => `•••• ${account.slice(-4)}`;
const stamp = (at: number) => new Date(at).toISOString().slice(0, 10).replace(/-/g, '');

/** Transitions a withdrawal may take (the control endpoint walks them; 3 and 5 refund it). */
const WITHDRAWAL_NEXT: Record<WithdrawalStatus, WithdrawalStatus[]> = { 1: [2, 3], 2: [4, 5], 3: [], 4: [], 5: [] };

export interface WalletJobs {
  /** Stops the deposit job (the app's close()). */
  stop(): void;
}

export function registerWalletRoutes(app: Hono<AppEnv>, deps: Deps): WalletJobs {
  const { db, clock } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const wallet = createWallet(db);
  const passwords = createPaymentPasswords(db);
  const protection = createProtection(deps);
  const turnoverOf = createTurnover(db);

  /** Money and centre calls are for real accounts: a trial one is refused (spec §6 in_need_true_account). */
  const player = [merchant, member, requireRealAccount] as const;

  // ———————————————————————————————————————————————————————————————————————————— shared reads

  const isSingle = db.prepare('SELECT single_wallet FROM merchants WHERE code = ?').pluck();
  const vendorsOf = db.prepare(
    `SELECT vassalage, MIN(name) AS name, MAX(maintenance) AS maintenance, MIN(maintenance_start) AS maintenance_start,
       MAX(maintenance_end) AS maintenance_end, MIN(category) AS category, MIN(sort) AS sort
     FROM vendors WHERE merchant_code = ? AND vassalage <> ? GROUP BY vassalage ORDER BY MIN(name), vassalage`,
  );
  const settingsOf = db.prepare('SELECT * FROM withdraw_settings WHERE merchant_code = ?');
  const hasFlag = db.prepare('SELECT 1 FROM merchant_flags WHERE merchant_code = ? AND flag = ?').pluck();
  const uploadsOf = db.prepare('SELECT id FROM uploads WHERE member_id = ? AND id IN (SELECT value FROM json_each(?))').pluck();

  const single = (code: string) => isSingle.get(code) === 1;
  const vendorWallets = (code: string) => vendorsOf.all(code, IN_HOUSE_VENDOR) as VendorRow[];
  const settings = (code: string): SettingsRow => {
    const row = settingsOf.get(code) as SettingsRow | undefined;
    if (!row) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'This merchant does not take withdrawals');
    return row;
  };
  const uploadDto = (id: string): UploadDto => ({ id, url: deps.abs(`${UPLOAD_FILE_PREFIX}${id}`) });

  const currencyOf = (c: Context<AppEnv>) => c.get('merchant').currency_code;
  /** A validated amount (the contract's amountField) in minor units. */
  const minorOf = (amount: number): number => {
    const minor = toMinor(amount);
    if (minor === null || minor <= 0) throw badRequest('amount must have at most 2 decimals');
    return minor;
  };
  const withinLimits = (minor: number, min: number, max: number) => {
    if (minor < min) throw new ApiError(400, WalletErrorCode.AMOUNT_BELOW_MIN, `The amount must be at least ${toMajor(min)}`, { min: toMajor(min) });
    if (minor > max) throw new ApiError(400, WalletErrorCode.AMOUNT_ABOVE_MAX, `The amount must be at most ${toMajor(max)}`, { max: toMajor(max) });
  };
  /** Upload ids (validated by the body's schema) that must be the member's own images; each once. */
  const ownUploads = (raw: readonly string[] | null | undefined, memberId: number): string[] => {
    const ids = [...new Set(raw ?? [])];
    const owned = uploadsOf.all(memberId, JSON.stringify(ids)) as string[];
    if (owned.length !== ids.length) throw new ApiError(400, WalletErrorCode.UPLOAD_NOT_FOUND, 'An image is not one of yours');
    return ids;
  };

  // ———————————————————————————————————————————————————————————————————————————— payment password

  /** Refuses unless the payment password is set and matches; too many wrong ones lock it for a while. */
  const checkPassword = createPaymentPasswordCheck(db, clock);
  const checkPaymentPassword = (me: MemberRow, plain: string): Promise<void> => checkPassword(me.id, plain);

  // ———————————————————————————————————————————————————————————————————————————— wallets and transfers

  function walletsDto(c: Context<AppEnv>): WalletsDto {
    const code = c.get('merchant').code;
    const id = c.get('member').id;
    const balances = wallet.balances(id);
    const now = clock.now();
    const isSingleWallet = single(code);
    const vendors: VendorWalletDto[] = isSingleWallet
      ? []
      : vendorWallets(code).map((v) => ({
          vendor: v.vassalage,
          name: v.name,
          balance: toMajor(balances.get(v.vassalage) ?? 0),
          maintenance: underMaintenance(v, now),
        }));
    const total = [...balances.values()].reduce((n, b) => n + b, 0);
    return { isSingle: isSingleWallet, main: toMajor(balances.get(MAIN) ?? 0), vendors, total: toMajor(total), currency: c.get('merchant').currency_code };
  }

  // The merchant's setting (merchants.single_wallet), the same for everyone: no member needed.
  app.post(WalletPath.MERCHANT_WALLET, merchant, async (c) => {
    await readJsonObject(c, true);
    const value: MerchantWalletDto = { isSingle: single(c.get('merchant').code) };
    return ok(c, value);
  });

  app.get(WalletPath.WALLETS, ...player, (c) => ok(c, walletsDto(c)));

  /** Moves between main and one vendor wallet: a TRANSFER_OUT row and a TRANSFER_IN row, or nothing. */
  const transfer = db.transaction((memberId: number, from: string, to: string, minor: number, at: number) => {
    if (wallet.balanceOf(memberId, from) < minor) {
      throw new ApiError(409, WalletErrorCode.BALANCE_NOT_ENOUGH, 'The wallet does not hold that much');
    }
    wallet.post(memberId, -minor, LedgerKind.TRANSFER_OUT, `To ${to === MAIN ? 'main wallet' : to}`, null, at, from);
    wallet.post(memberId, minor, LedgerKind.TRANSFER_IN, `From ${from === MAIN ? 'main wallet' : from}`, null, at, to);
  });

  const vendorFor = (code: string, vendor: string): VendorRow => {
    const found = vendorWallets(code).find((v) => v.vassalage === vendor);
    if (!found) throw new ApiError(400, WalletErrorCode.WALLET_NOT_FOUND, 'No such wallet');
    if (underMaintenance(found, clock.now())) {
      throw new ApiError(409, ErrorCode.VENDOR_UNDER_MAINTENANCE, `${found.name} is under maintenance`, { vassalage: found.vassalage });
    }
    return found;
  };

  app.post(WalletPath.TRANSFER, ...player, async (c) => {
    const { from, to, amount } = validBody(transferRequest(currencyOf(c)), await readJsonObject(c), currencyDecimals(currencyOf(c)));
    const minor = minorOf(amount);
    const code = c.get('merchant').code;
    if (single(code)) throw new ApiError(409, WalletErrorCode.SINGLE_WALLET, 'This site has one wallet');
    if ((from === MAIN) === (to === MAIN)) throw new ApiError(400, WalletErrorCode.WALLET_NOT_FOUND, 'One side must be the main wallet');
    vendorFor(code, from === MAIN ? to : from);
    transfer(c.get('member').id, from, to, minor, clock.now());
    return ok(c, walletsDto(c));
  });

  /** Every vendor wallet with money (and not under maintenance) back to main, in one transaction. */
  const recallAll = db.transaction((memberId: number, vendors: string[], at: number) => {
    for (const vendor of vendors) {
      const held = wallet.balanceOf(memberId, vendor);
      if (held > 0) transfer(memberId, vendor, MAIN, held, at);
    }
  });

  app.post(WalletPath.TRANSFER_ALL_TO_MAIN, ...player, (c) => {
    const code = c.get('merchant').code;
    if (single(code)) throw new ApiError(409, WalletErrorCode.SINGLE_WALLET, 'This site has one wallet');
    const now = clock.now();
    const open = vendorWallets(code).filter((v) => !underMaintenance(v, now)).map((v) => v.vassalage);
    recallAll(c.get('member').id, open, now);
    return ok(c, walletsDto(c));
  });

  // ———————————————————————————————————————————————————————————————————————————— uploads

  const insertUpload = db.prepare('INSERT INTO uploads (id, member_id, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const recentUploads = db.prepare('SELECT COUNT(*) FROM uploads WHERE member_id = ? AND created_at > ?').pluck();
  const readUpload = db.prepare('SELECT mime, bytes FROM uploads WHERE id = ?');

  app.post(
    WalletPath.UPLOAD,
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => failure(c, 413, WalletErrorCode.FILE_TOO_LARGE, 'The file is larger than 5 MB'),
    }),
    ...player,
    async (c) => {
      const me = c.get('member');
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw badRequest('Send the image as multipart/form-data with a part named file');
      }
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw badRequest('The multipart body could not be read');
      }
      if (!(file instanceof Blob)) throw badRequest('A part named file is required');
      if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(400, WalletErrorCode.FILE_TOO_LARGE, 'The file is larger than 5 MB');
      if (file.size === 0) throw new ApiError(400, WalletErrorCode.FILE_TYPE, 'The file is empty');
      const bytes = Buffer.from(await file.arrayBuffer());
      // The header says the picture's size: the image is never decoded, here or anywhere, to find out.
      const image = checkImage(bytes);
      if (!image.ok && image.problem === 'dimensions_too_large') {
        throw new ApiError(400, WalletErrorCode.IMAGE_TOO_LARGE, `The image is larger than ${UPLOAD_MAX_SIDE} px a side or ${UPLOAD_MAX_PIXELS / 1e6} megapixels`, {
          maxSide: UPLOAD_MAX_SIDE,
          maxPixels: UPLOAD_MAX_PIXELS,
        });
      }
      if (!image.ok) throw new ApiError(400, WalletErrorCode.FILE_TYPE, 'Only png and jpg images are accepted');
      const { mime } = image;
      const now = clock.now();
      if ((recentUploads.get(me.id, now - 60 * MINUTE) as number) >= UPLOADS_PER_HOUR) {
        throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many uploads; try again later');
      }
      const id = randomBytes(16).toString('hex');
      insertUpload.run(id, me.id, mime, bytes.length, bytes, now);
      return ok(c, uploadDto(id));
    },
  );

  // The image itself: its id is long and random, so the URL is the capability (an <img> sends no token).
  app.get(`${UPLOAD_FILE_PREFIX}:id`, (c) => {
    const id = c.req.param('id');
    const row = /^[a-f0-9]{32}$/.test(id) ? (readUpload.get(id) as { mime: string; bytes: Buffer } | undefined) : undefined;
    if (!row) throw notFound('No such image');
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.mime,
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  // ———————————————————————————————————————————————————————————————————————————— deposits

  const channelsOf = db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? ORDER BY sort');
  const channelByCode = db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND code = ?');
  const depositById = db.prepare(`${DEPOSIT_SELECT} WHERE o.id = ?`);
  const depositsOpen = db.prepare(
    `${DEPOSIT_SELECT} WHERE o.member_id = ? AND (o.status IN (4, 5) OR o.decided_at > ?) ORDER BY o.id DESC LIMIT 20`,
  );
  const countOpen = db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ? AND status IN (4, 5)').pluck();
  const depositPage = db.prepare(
    `${DEPOSIT_SELECT} WHERE o.member_id = ? AND o.created_at BETWEEN ? AND ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
  );
  const depositCount = db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ? AND created_at BETWEEN ? AND ?').pluck();
  const receiptsOf = db.prepare(
    'SELECT order_id, upload_id FROM deposit_receipts WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, sort',
  );
  const insertDeposit = db.prepare(
    `INSERT INTO deposit_orders (member_id, channel_id, order_no, amount_minor, fee_minor, status, review, created_at, expires_at, idempotency_key, payer_account)
     VALUES (?, ?, ?, ?, ?, 5, 'AUTO', ?, ?, ?, ?)`,
  );
  const depositByKey = db.prepare('SELECT id, channel_id, amount_minor, payer_account FROM deposit_orders WHERE member_id = ? AND idempotency_key = ?');
  const setDepositNo = db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ?');
  const markPaid = db.prepare('UPDATE deposit_orders SET status = 4, paid_at = ?, pay_reference = ? WHERE id = ? AND status = 5');
  const addReceipt = db.prepare('INSERT OR IGNORE INTO deposit_receipts (order_id, upload_id, sort) VALUES (?, ?, ?)');
  const decide = db.prepare(
    'UPDATE deposit_orders SET status = ?, decided_at = ?, credited_minor = ? WHERE id = ? AND status IN (4, 5)',
  );
  const remind = db.prepare('UPDATE deposit_orders SET reminded_at = ? WHERE id = ? AND status = 4');
  const dueForApproval = db.prepare("SELECT id FROM deposit_orders WHERE status = 4 AND review = 'AUTO' AND paid_at <= ?").pluck();
  const dueToExpire = db.prepare('SELECT id FROM deposit_orders WHERE status = 5 AND expires_at <= ?').pluck();

  /**
   * What the order's QR code says: a VIETQR order's own transfer (the bank's BIN, the account, the amount in whole VND
   * and the order number as the note, vietqr.ts), else the channel's code if it has one.
   */
  const qrTextOf = (o: DepositRow): string | null =>
    o.method === 'VIETQR' && o.pay_bin
      ? vietQrPayload({ bin: o.pay_bin, account: o.pay_account, amount: Math.round(o.amount_minor / 100), note: o.order_no })
      : o.pay_qr;

  function depositDtos(rows: DepositRow[]): DepositDto[] {
    const receipts = new Map<number, UploadDto[]>();
    for (const r of receiptsOf.all(JSON.stringify(rows.map((row) => row.id))) as { order_id: number; upload_id: string }[]) {
      receipts.set(r.order_id, [...(receipts.get(r.order_id) ?? []), uploadDto(r.upload_id)]);
    }
    return rows.map((o) => ({
      id: o.id,
      orderNo: o.order_no,
      channelCode: o.channel_code,
      channelName: o.channel_name,
      kind: o.kind,
      method: o.method,
      payerAccount: o.payer_account,
      payReference: o.pay_reference,
      amount: toMajor(o.amount_minor),
      credited: o.credited_minor === null ? null : toMajor(o.credited_minor),
      fee: toMajor(o.fee_minor),
      status: o.status,
      createdAt: o.created_at,
      decidedAt: o.decided_at,
      expiresAt: o.expires_at,
      payTo: { bank: o.pay_bank, accountNo: o.pay_account, accountName: o.pay_name, qrText: qrTextOf(o), bankBin: o.pay_bin },
      receipts: receipts.get(o.id) ?? [],
      remindedAt: o.reminded_at,
      canRemindAt: o.status === DepositStatus.PENDING ? Math.max(o.paid_at ?? o.created_at, (o.reminded_at ?? 0) + DEPOSIT_REMIND_INTERVAL_MS) : null,
    }));
  }
  const depositDto = (row: DepositRow) => depositDtos([row])[0]!;
  /** The member's own order, or 404 (another member's id is as unknown as a missing one). */
  const ownDeposit = (id: number, memberId: number): DepositRow => {
    const row = depositById.get(id) as DepositRow | undefined;
    if (!row || row.member_id !== memberId) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'No such order');
    return row;
  };
  const stateChanged = (what: string) => new ApiError(409, WalletErrorCode.STATE_CHANGED, what);

  /** Approved: the credited amount goes to the main wallet in the same transaction as the status. false if not open. */
  const approveDeposit = db.transaction((id: number, at: number): boolean => {
    const o = depositById.get(id) as DepositRow | undefined;
    if (!o || (o.status !== DepositStatus.PENDING && o.status !== DepositStatus.NEW)) return false;
    const credited = o.amount_minor - o.fee_minor;
    if (decide.run(DepositStatus.APPROVED, at, credited, id).changes !== 1) return false;
    wallet.post(o.member_id, credited, LedgerKind.DEPOSIT, `Deposit ${o.order_no}`, null, at);
    return true;
  });
  const closeDeposit = (id: number, status: DepositStatus, at: number): boolean => decide.run(status, at, null, id).changes === 1;

  app.get(WalletPath.DEPOSIT_CHANNELS, ...player, (c) => {
    const value: DepositChannelDto[] = (channelsOf.all(c.get('merchant').code) as ChannelRow[]).map((ch) => ({
      code: ch.code,
      kind: ch.kind,
      method: ch.method,
      name: ch.name,
      min: toMajor(ch.min_minor),
      max: toMajor(ch.max_minor),
      presets: (JSON.parse(ch.presets) as number[]).map(toMajor),
      feeRateBp: ch.fee_rate_bp,
      expiryMinutes: ch.expiry_minutes,
    }));
    return ok(c, value);
  });

  app.get(WalletPath.DEPOSITS, ...player, (c) => {
    const query = c.req.query();
    const page = readPage(query);
    const { from, to } = readRange(query, DEPOSIT_RECORD_MAX_DAYS);
    const id = c.get('member').id;
    const rows = depositPage.all(id, from, to, ...limitOffset(page)) as DepositRow[];
    return ok(c, paged(depositDtos(rows), depositCount.get(id, from, to) as number, page));
  });

  app.get(WalletPath.DEPOSITS_OPEN, ...player, (c) =>
    ok(c, depositDtos(depositsOpen.all(c.get('member').id, clock.now() - DEPOSIT_RECENT_MS) as DepositRow[])),
  );

  /**
   * A new order, or the one this submission's Idempotency-Key already made: looked up in the transaction that would add
   * it (better-sqlite3 runs it whole, so of many requests with one key exactly one inserts and the others find its
   * order; the unique index on (member_id, idempotency_key) stands behind that). Checks run only for a new order.
   */
  const createDeposit = db.transaction((memberId: number, ch: ChannelRow, minor: number, at: number, key: string | null, payer: string | null): number => {
    if (key !== null) {
      const made = depositByKey.get(memberId, key) as { id: number; channel_id: number; amount_minor: number; payer_account: string | null } | undefined;
      if (made && made.channel_id === ch.id && made.amount_minor === minor && made.payer_account === payer) return made.id;
      if (made) throw new ApiError(409, WalletErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key already made an order of another channel, amount or payer');
    }
    // Deposit limits and exclusion, in the transaction that adds the order (two orders at once cannot both fit).
    protection.assertDeposit(memberId, ch.merchant_code, minor);
    if ((countOpen.get(memberId) as number) >= DEPOSIT_MAX_OPEN) {
      throw new ApiError(409, WalletErrorCode.TOO_MANY_OPEN_DEPOSITS, 'Finish or cancel an open order first', { max: DEPOSIT_MAX_OPEN });
    }
    const fee = Math.round((minor * ch.fee_rate_bp) / 10_000);
    const id = Number(
      insertDeposit.run(memberId, ch.id, `new-${randomBytes(8).toString('hex')}`, minor, fee, at, at + ch.expiry_minutes * MINUTE, key, payer).lastInsertRowid,
    );
    setDepositNo.run(`D${stamp(at)}${String(id).padStart(6, '0')}`, id);
    return id;
  });

  app.post(WalletPath.DEPOSITS, ...player, async (c) => {
    const key = c.req.header(PlatformHeader.IDEMPOTENCY_KEY) ?? null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(`${PlatformHeader.IDEMPOTENCY_KEY} must be 16 to 128 letters, digits, - or _`);
    const body = await readJsonObject(c);
    const { channel: code, amount } = validBody(depositCreateRequest(currencyOf(c)).pick(['channel', 'amount']), body, currencyDecimals(currencyOf(c)));
    const minor = minorOf(amount);
    const ch = channelByCode.get(c.get('merchant').code, code) as ChannelRow | undefined;
    if (!ch) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'No such channel');
    withinLimits(minor, ch.min_minor, ch.max_minor);
    // A wallet method orders with the payer's wallet number (of that wallet's form); the others take none.
    const rule = walletMethodRule(ch.method);
    let payer: string | null = null;
    if (rule) {
      payer = validBody(object({ payerAccount: payerAccountField(ch.method) }), { payerAccount: normalWalletNumber(body.payerAccount) }, () =>
        new ApiError(400, WalletErrorCode.PAYER_ACCOUNT_INVALID, `payerAccount must be a ${ch.name} number like ${rule.payerAccountExample}`, { field: 'payerAccount' }),
      ).payerAccount ?? null;
    } else if (body.payerAccount !== undefined && body.payerAccount !== null) {
      throw badRequest(`${ch.name} takes no payerAccount`);
    }
    const id = createDeposit(c.get('member').id, ch, minor, clock.now(), key, payer);
    return ok(c, depositDto(depositById.get(id) as DepositRow));
  });

  const paid = db.transaction((id: number, memberId: number, receipts: string[], reference: string | null, at: number) => {
    const o = ownDeposit(id, memberId);
    const rule = walletMethodRule(o.method);
    if (rule && (reference === null || !referenceField(o.method).isValidSync(reference, { strict: true }))) {
      throw new ApiError(400, WalletErrorCode.PAY_REFERENCE_INVALID, `reference must be a ${o.channel_name} transaction reference like ${rule.referenceExample}`, {
        field: 'reference',
      });
    }
    if (o.status !== DepositStatus.NEW || o.expires_at <= at || markPaid.run(at, rule ? reference : null, id).changes !== 1) {
      throw stateChanged('The order is no longer waiting for payment');
    }
    receipts.forEach((upload, i) => addReceipt.run(id, upload, i));
  });

  app.post(WalletPath.DEPOSIT_PAID, ...player, async (c) => {
    const body = await readJsonObject(c);
    // The reference's form depends on the order's method, checked with it (paid); here it need only be text.
    const checked = validBody(depositPaidRequest().pick(['id', 'receipts']).shape({ reference: string().nullable() }), body);
    const { id } = checked;
    const me = c.get('member');
    const receipts = ownUploads(checked.receipts, me.id);
    const reference = typeof checked.reference === 'string' ? (normalReference(checked.reference) as string) : null;
    paid(id, me.id, receipts, reference, clock.now());
    return ok(c, depositDto(depositById.get(id) as DepositRow));
  });

  app.post(WalletPath.DEPOSIT_CANCEL, ...player, async (c) => {
    const { id } = validBody(recordIdRequest(), await readJsonObject(c));
    ownDeposit(id, c.get('member').id);
    if (!closeDeposit(id, DepositStatus.CANCELLED, clock.now())) throw stateChanged('The order can no longer be cancelled');
    return ok(c, depositDto(depositById.get(id) as DepositRow));
  });

  app.post(WalletPath.DEPOSIT_REMIND, ...player, async (c) => {
    const { id } = validBody(recordIdRequest(), await readJsonObject(c));
    const o = ownDeposit(id, c.get('member').id);
    if (o.status !== DepositStatus.PENDING) throw stateChanged('Only a pending order can be hurried');
    const now = clock.now();
    const next = depositDto(o).canRemindAt ?? now;
    if (o.reminded_at !== null && next > now) {
      throw new ApiError(429, WalletErrorCode.REMIND_TOO_SOON, 'A reminder was sent a moment ago', { retryAfterMs: next - now });
    }
    if (remind.run(now, id).changes !== 1) throw stateChanged('Only a pending order can be hurried');
    return ok(c, depositDto(depositById.get(id) as DepositRow));
  });

  // The approval job: paid (Pending) orders under automatic review are approved once they waited long enough; New orders
  // past their time expire. Each order in a transaction of its own; the timer never keeps the process alive.
  const delay = approveDelayMs();
  const tick = () => {
    if (!db.open) return;
    try {
      const now = clock.now();
      for (const id of dueForApproval.all(now - delay) as number[]) approveDeposit(id, now);
      for (const id of dueToExpire.all(now) as number[]) closeDeposit(id, DepositStatus.EXPIRED, now);
    } catch (error) {
      console.error('[sandbox] deposit job failed', error);
    }
  };
  const timer = setInterval(tick, Math.max(200, Math.min(1000, delay / 4)));
  timer.unref();

  // ———————————————————————————————————————————————————————————————————————————— bank cards

  const banksOf = db.prepare('SELECT code, name, kind FROM wallet_banks WHERE merchant_code = ? ORDER BY sort');
  const bankOf = db.prepare('SELECT code, name, kind FROM wallet_banks WHERE merchant_code = ? AND code = ?');
  const cardsOf = db.prepare(
    `SELECT k.*, b.name AS bank_name, b.kind FROM bank_cards k JOIN members m ON m.id = k.member_id
     LEFT JOIN wallet_banks b ON b.merchant_code = m.merchant_code AND b.code = k.bank_code WHERE k.member_id = ? ORDER BY k.id`,
  );
  const countCards = db.prepare('SELECT COUNT(*) FROM bank_cards WHERE member_id = ?').pluck();
  const cardExists = db.prepare('SELECT 1 FROM bank_cards WHERE member_id = ? AND bank_code = ? AND account_no = ?').pluck();
  const insertCard = db.prepare('INSERT INTO bank_cards (member_id, bank_code, account_no, payee_name, created_at) VALUES (?, ?, ?, ?, ?)');
  const payeeOf = db.prepare('SELECT payee_name FROM members WHERE id = ?').pluck();
  const setPayee = db.prepare('UPDATE members SET payee_name = ? WHERE id = ? AND payee_name IS NULL');

  interface CardRow {
    id: number;
    bank_code: string;
    account_no: string;
    payee_name: string;
    created_at: number;
    bank_name: string | null;
    kind: WalletBankKind | null;
  }
  const cardDto = (k: CardRow): BankCardDto => ({
    id: k.id,
    bankCode: k.bank_code,
    bankName: k.bank_name ?? k.bank_code,
    kind: k.kind ?? 'BANK',
    accountNoMasked: maskAccount(k.account_no),
    payeeName: k.payee_name,
    createdAt: k.created_at,
  });
  const normalName = (name: string) => normalPayeeName(name) as string;

  app.get(WalletPath.BANKS, ...player, (c) => ok(c, banksOf.all(c.get('merchant').code) as WalletBankDto[]));

  app.get(WalletPath.BANK_CARDS, ...player, (c) => {
    const id = c.get('member').id;
    const value: BankCardsDto = {
      cards: (cardsOf.all(id) as CardRow[]).map(cardDto),
      payeeName: (payeeOf.get(id) as string | null) ?? null,
      maxCards: BANK_CARD_LIMIT,
    };
    return ok(c, value);
  });

  const addCard = db.transaction((memberId: number, bankCode: string, accountNo: string, payee: string, at: number): number => {
    if ((countCards.get(memberId) as number) >= BANK_CARD_LIMIT) {
      throw new ApiError(409, WalletErrorCode.BANK_CARD_LIMIT, `At most ${BANK_CARD_LIMIT} cards`, { max: BANK_CARD_LIMIT });
    }
    if (cardExists.get(memberId, bankCode, accountNo) === 1) throw new ApiError(409, WalletErrorCode.BANK_CARD_EXISTS, 'This card is already bound');
    const fixed = payeeOf.get(memberId) as string | null;
    if (fixed !== null && normalName(fixed).toLowerCase() !== payee.toLowerCase()) {
      throw new ApiError(400, WalletErrorCode.PAYEE_NAME_FIXED, 'The payee name must be the one on your account');
    }
    if (fixed === null) setPayee.run(payee, memberId);
    return Number(insertCard.run(memberId, bankCode, accountNo, fixed ?? payee, at).lastInsertRowid);
  });

  app.post(WalletPath.BANK_CARDS, ...player, async (c) => {
    const body = await readJsonObject(c);
    // The name is taken normalised (trimmed, single spaces), as the site sends it.
    const checked = validBody(bankCardRequest(), { ...body, payeeName: normalPayeeName(body.payeeName) });
    const { bankCode, accountNo, payeeName: payee, paymentPassword: password } = checked;
    const me = c.get('member');
    if (!bankOf.get(c.get('merchant').code, bankCode)) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'No such bank');
    await checkPaymentPassword(me, password);
    const id = addCard(me.id, bankCode, accountNo, payee, clock.now());
    return ok(c, cardDto((cardsOf.all(me.id) as CardRow[]).find((k) => k.id === id)!));
  });

  // ———————————————————————————————————————————————————————————————————————————— withdrawals

  const withdrawalById = db.prepare(`${WITHDRAWAL_SELECT} WHERE w.id = ?`);
  const withdrawalPage = db.prepare(
    `${WITHDRAWAL_SELECT} WHERE w.member_id = ? AND w.created_at BETWEEN ? AND ? ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`,
  );
  const withdrawalCount = db.prepare('SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND created_at BETWEEN ? AND ?').pluck();
  const proofsOf = db.prepare(
    'SELECT withdrawal_id, upload_id FROM withdrawal_proofs WHERE withdrawal_id IN (SELECT value FROM json_each(?)) ORDER BY withdrawal_id, sort',
  );
  const ownCard = db.prepare('SELECT id FROM bank_cards WHERE id = ? AND member_id = ?').pluck();
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (member_id, card_id, ref_no, amount_minor, fee_minor, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const setRefNo = db.prepare('UPDATE withdrawals SET ref_no = ? WHERE id = ?');
  const setWithdrawalStatus = db.prepare(
    'UPDATE withdrawals SET status = ?, updated_at = ?, disbursed_at = ?, remark = COALESCE(?, remark) WHERE id = ? AND status = ?',
  );
  const setConfirmation = db.prepare(
    `UPDATE withdrawals SET confirmation = ?, confirmed_at = ?, confirm_note = ? WHERE id = ? AND status = 4 AND confirmation IS NULL`,
  );
  const addProof = db.prepare('INSERT OR IGNORE INTO withdrawal_proofs (withdrawal_id, upload_id, sort) VALUES (?, ?, ?)');

  const feeOf = (minor: number, s: SettingsRow) => Math.max(s.fee_min_minor, Math.round((minor * s.fee_rate_bp) / 10_000));

  function confirmationOf(w: WithdrawalRow, now: number): { confirmation: WithdrawalConfirmation; confirmBy: number | null } {
    if (w.status !== WithdrawalStatus.SUCCESS) return { confirmation: 'NONE', confirmBy: null };
    if (w.confirmation) return { confirmation: w.confirmation, confirmBy: null };
    const by = (w.disbursed_at ?? w.updated_at) + w.confirm_window_minutes * MINUTE;
    // Unanswered within the window counts as received (spec §4), computed from the clock so moving it shows it.
    return now >= by ? { confirmation: 'AUTO_RECEIVED', confirmBy: null } : { confirmation: 'PENDING', confirmBy: by };
  }

  function withdrawalDtos(rows: WithdrawalRow[]): WithdrawalDto[] {
    const proofs = new Map<number, UploadDto[]>();
    for (const p of proofsOf.all(JSON.stringify(rows.map((r) => r.id))) as { withdrawal_id: number; upload_id: string }[]) {
      proofs.set(p.withdrawal_id, [...(proofs.get(p.withdrawal_id) ?? []), uploadDto(p.upload_id)]);
    }
    const now = clock.now();
    return rows.map((w) => ({
      id: w.id,
      refNo: w.ref_no,
      type: w.kind ?? 'BANK',
      amount: toMajor(w.amount_minor),
      fee: toMajor(w.fee_minor),
      receive: toMajor(w.amount_minor - w.fee_minor),
      bankName: w.bank_name ?? '',
      accountNoMasked: maskAccount(w.account_no),
      status: w.status,
      remark: w.remark,
      createdAt: w.created_at,
      updatedAt: w.updated_at,
      ...confirmationOf(w, now),
      proofs: proofs.get(w.id) ?? [],
      confirmNote: w.confirm_note,
    }));
  }
  const withdrawalDto = (row: WithdrawalRow) => withdrawalDtos([row])[0]!;
  const ownWithdrawal = (id: number, memberId: number): WithdrawalRow => {
    const row = withdrawalById.get(id) as WithdrawalRow | undefined;
    if (!row || row.member_id !== memberId) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'No such withdrawal');
    return row;
  };

  /** What may be withdrawn now and the turnover still asked (turnover.ts), minor units. */
  const withdrawableOf = (memberId: number, s: SettingsRow) => {
    const main = wallet.balance(memberId);
    const turnover = turnoverOf(memberId, s.turnover_multiplier_pct);
    return { main, withdrawable: Math.max(0, main - turnover.heldMinor), required: turnover.requiredMinor };
  };

  app.get(WalletPath.WITHDRAW_SETTINGS, ...player, (c) => {
    const s = settings(c.get('merchant').code);
    const id = c.get('member').id;
    const now = withdrawableOf(id, s);
    const value: WithdrawSettingsDto = {
      min: toMajor(s.min_minor),
      max: toMajor(s.max_minor),
      feeRateBp: s.fee_rate_bp,
      feeMin: toMajor(s.fee_min_minor),
      mainBalance: toMajor(now.main),
      withdrawable: toMajor(now.withdrawable),
      turnoverRequired: toMajor(now.required),
      turnoverMultiplier: s.turnover_multiplier_pct / 100,
      paymentPasswordSet: passwords.isSet(id),
      confirmWindowMinutes: s.confirm_window_minutes,
    };
    return ok(c, value);
  });

  app.get(WalletPath.WITHDRAWALS, ...player, (c) => {
    const query = c.req.query();
    const page = readPage(query, WITHDRAW_PAGE_SIZE);
    const { from, to } = readRange(query, WITHDRAW_RECORD_MAX_DAYS);
    const id = c.get('member').id;
    const rows = withdrawalPage.all(id, from, to, ...limitOffset(page)) as WithdrawalRow[];
    return ok(c, paged(withdrawalDtos(rows), withdrawalCount.get(id, from, to) as number, page));
  });

  /** The amount leaves the main wallet now (WITHDRAW), in the same transaction as the balance check. */
  const requestWithdrawal = db.transaction((memberId: number, cardId: number, minor: number, s: SettingsRow, at: number): number => {
    if (wallet.balance(memberId) < minor) throw new ApiError(409, WalletErrorCode.BALANCE_NOT_ENOUGH, 'The main wallet does not hold that much');
    const now = withdrawableOf(memberId, s);
    if (minor > now.withdrawable) {
      throw new ApiError(409, WalletErrorCode.TURNOVER_REQUIRED, 'Part of the balance is deposits not yet played through', {
        withdrawable: toMajor(now.withdrawable),
        turnoverRequired: toMajor(now.required),
      });
    }
    const fee = feeOf(minor, s);
    const id = Number(insertWithdrawal.run(memberId, cardId, `new-${randomBytes(8).toString('hex')}`, minor, fee, at, at).lastInsertRowid);
    const ref = `W${stamp(at)}${String(id).padStart(6, '0')}`;
    setRefNo.run(ref, id);
    wallet.post(memberId, -minor, LedgerKind.WITHDRAW, `Withdrawal ${ref}`, null, at);
    return id;
  });

  app.post(WalletPath.WITHDRAWALS, ...player, async (c) => {
    const { cardId, amount, paymentPassword: password } = validBody(withdrawRequest(currencyOf(c)), await readJsonObject(c), currencyDecimals(currencyOf(c)));
    const minor = minorOf(amount);
    const me = c.get('member');
    const s = settings(c.get('merchant').code);
    if (ownCard.get(cardId, me.id) === undefined) throw new ApiError(404, WalletErrorCode.NOT_FOUND, 'No such card');
    withinLimits(minor, s.min_minor, s.max_minor);
    await checkPaymentPassword(me, password);
    const id = requestWithdrawal(me.id, cardId, minor, s, clock.now());
    return ok(c, withdrawalDto(withdrawalById.get(id) as WithdrawalRow));
  });

  const confirm = db.transaction((w: WithdrawalRow, received: boolean, proofs: string[], note: string | null, at: number) => {
    if (confirmationOf(w, at).confirmation !== 'PENDING') throw stateChanged('This withdrawal cannot be confirmed now');
    if (setConfirmation.run(received ? 'RECEIVED' : 'NOT_RECEIVED', at, note, w.id).changes !== 1) throw stateChanged('Already confirmed');
    proofs.forEach((upload, i) => addProof.run(w.id, upload, i));
  });

  app.post(WalletPath.WITHDRAWAL_CONFIRM, ...player, async (c) => {
    const body = await readJsonObject(c);
    // Received: the proofs and the note are not read at all.
    const schema = withdrawalConfirmRequest();
    const checked: InferType<typeof schema> =
      body.received === true ? { ...validBody(schema.pick(['id', 'received']), body), proofs: null, note: null } : validBody(schema, body);
    const { id, received } = checked;
    const me = c.get('member');
    const proofs = received ? [] : ownUploads(checked.proofs, me.id);
    const rawNote = received ? '' : (checked.note ?? '');
    const w = ownWithdrawal(id, me.id);
    confirm(w, received, proofs, rawNote.trim() || null, clock.now());
    return ok(c, withdrawalDto(withdrawalById.get(id) as WithdrawalRow));
  });

  // ———————————————————————————————————————————————————————————————————————————— transfer to upline

  const uplineOf = db.prepare('SELECT u.id, u.username FROM members me JOIN members u ON u.id = me.upline_id WHERE me.id = ?');

  const uplineFeature = (c: Context<AppEnv>) => {
    if (hasFlag.get(c.get('merchant').code, WhitelabelFlag.AGETRANSFERUP3) !== 1) {
      throw new ApiError(403, WalletErrorCode.FEATURE_DISABLED, 'This site does not offer transfers to the upline');
    }
  };

  app.get(WalletPath.TRANSFER_UPLINE, ...player, (c) => {
    uplineFeature(c);
    const s = settings(c.get('merchant').code);
    const me = c.get('member');
    const upline = uplineOf.get(me.id) as { id: number; username: string } | undefined;
    const value: UplineTransferInfoDto = {
      upline: upline?.username ?? null,
      min: toMajor(s.upline_min_minor),
      max: toMajor(s.upline_max_minor),
      mainBalance: toMajor(wallet.balance(me.id)),
      paymentPasswordSet: passwords.isSet(me.id),
    };
    return ok(c, value);
  });

  /** TRANSFER_UPLINE rows on both sides, in one transaction with the balance check. */
  const toUpline = db.transaction((me: MemberRow, upline: { id: number; username: string }, minor: number, at: number) => {
    if (wallet.balance(me.id) < minor) throw new ApiError(409, WalletErrorCode.BALANCE_NOT_ENOUGH, 'The main wallet does not hold that much');
    wallet.post(me.id, -minor, LedgerKind.TRANSFER_UPLINE, `To upline ${upline.username}`, null, at);
    wallet.post(upline.id, minor, LedgerKind.TRANSFER_UPLINE, `From downline ${me.username}`, null, at);
  });

  app.post(WalletPath.TRANSFER_UPLINE, ...player, async (c) => {
    uplineFeature(c);
    const { amount, paymentPassword: password } = validBody(uplineTransferRequest(currencyOf(c)), await readJsonObject(c), currencyDecimals(currencyOf(c)));
    const minor = minorOf(amount);
    const me = c.get('member');
    const s = settings(c.get('merchant').code);
    const upline = uplineOf.get(me.id) as { id: number; username: string } | undefined;
    if (!upline) throw new ApiError(409, WalletErrorCode.NO_UPLINE, 'You have no upline');
    withinLimits(minor, s.upline_min_minor, s.upline_max_minor);
    await checkPaymentPassword(me, password);
    toUpline(me, upline, minor, clock.now());
    const value: UplineTransferResultDto = { upline: upline.username, amount: toMajor(minor), mainBalance: toMajor(wallet.balance(me.id)) };
    return ok(c, value);
  });

  // ———————————————————————————————————————————————————————————————————————————— control (tests)

  const pathId = (c: Context<AppEnv>): number => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,12}$/.test(raw)) throw badRequest('id must be a number');
    return Number(raw);
  };
  const memberByName = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const latestDeposit = db.prepare(`${DEPOSIT_SELECT} WHERE o.member_id = ? ORDER BY o.id DESC LIMIT 1`);
  const latestWithdrawal = db.prepare(`${WITHDRAWAL_SELECT} WHERE w.member_id = ? ORDER BY w.id DESC LIMIT 1`);
  const memberOfQuery = (c: Context<AppEnv>): number => {
    const merchantCode = c.req.query('merchant') ?? '';
    const username = c.req.query('username') ?? '';
    if (!/^[\w-]{1,40}$/.test(merchantCode) || !/^[\w.@-]{1,60}$/.test(username)) throw badRequest('merchant and username are required');
    const id = memberByName.get(merchantCode, username) as number | undefined;
    if (id === undefined) throw notFound('No such member');
    return id;
  };

  const decideByControl = (c: Context<AppEnv>, approve: boolean) => {
    const id = pathId(c);
    if (!depositById.get(id)) throw notFound('No such deposit');
    const done = approve ? approveDeposit(id, clock.now()) : closeDeposit(id, DepositStatus.REJECTED, clock.now());
    if (!done) throw stateChanged('The deposit is no longer open');
    return c.json({ success: true, deposit: depositDto(depositById.get(id) as DepositRow) });
  };
  app.post('/__sandbox/wallet/deposits/:id/approve', (c) => decideByControl(c, true));
  app.post('/__sandbox/wallet/deposits/:id/reject', (c) => decideByControl(c, false));
  app.get('/__sandbox/wallet/deposits/latest', (c) => {
    const row = latestDeposit.get(memberOfQuery(c)) as DepositRow | undefined;
    if (!row) throw notFound('No deposit yet');
    return c.json({ success: true, deposit: depositDto(row) });
  });

  /** A step of a withdrawal's walk; Audit failed and Failed refund the amount in the same transaction. */
  const advance = db.transaction((w: WithdrawalRow, status: WithdrawalStatus, remark: string | null, at: number) => {
    if (!WITHDRAWAL_NEXT[w.status].includes(status)) {
      throw stateChanged(`A withdrawal in status ${w.status} may go to ${WITHDRAWAL_NEXT[w.status].join(' or ') || 'nothing'}`);
    }
    const refund = status === WithdrawalStatus.AUDIT_FAILED || status === WithdrawalStatus.FAILED;
    if (setWithdrawalStatus.run(status, at, status === WithdrawalStatus.SUCCESS ? at : null, remark, w.id, w.status).changes !== 1) {
      throw stateChanged('The withdrawal changed meanwhile');
    }
    if (refund) wallet.post(w.member_id, w.amount_minor, LedgerKind.WITHDRAW_REFUND, `Withdrawal ${w.ref_no} refunded`, null, at);
  });

  app.post('/__sandbox/wallet/withdrawals/:id/advance', async (c) => {
    const id = pathId(c);
    const body = await readJsonObject(c);
    const status = requireNumber(body, 'status', { min: 1, max: 5, integer: true }) as WithdrawalStatus;
    const remark = body.remark === undefined ? null : requireString(body, 'remark', { max: 140 });
    const w = withdrawalById.get(id) as WithdrawalRow | undefined;
    if (!w) throw notFound('No such withdrawal');
    advance(w, status, remark, clock.now());
    return c.json({ success: true, withdrawal: withdrawalDto(withdrawalById.get(id) as WithdrawalRow) });
  });
  app.get('/__sandbox/wallet/withdrawals/latest', (c) => {
    const row = latestWithdrawal.get(memberOfQuery(c)) as WithdrawalRow | undefined;
    if (!row) throw notFound('No withdrawal yet');
    return c.json({ success: true, withdrawal: withdrawalDto(row) });
  });

  return {
    stop: () => clearInterval(timer),
  };
}
