/**
 * Migration 6: the wallet.
 * - wallet_ledger.wallet: which of the member's wallets a row moves: 'MAIN' (what games spend and withdrawals take) or a
 *   vendor's code (a vendor wallet, filled by transfers). Every existing row is the main wallet's.
 * - merchants.single_wallet: one balance, no vendor wallets (vn88).
 * - deposit channels (per merchant) and orders, banks (per merchant), bank cards, withdrawals, uploads (images in the
 *   database: deposit receipts, withdrawal proofs, activity applications).
 */
export const WALLET_SCHEMA = `
ALTER TABLE wallet_ledger ADD COLUMN wallet TEXT NOT NULL DEFAULT 'MAIN';
CREATE INDEX wallet_ledger_by_member_wallet ON wallet_ledger (member_id, wallet);

ALTER TABLE merchants ADD COLUMN single_wallet INTEGER NOT NULL DEFAULT 0 CHECK (single_wallet IN (0, 1));
UPDATE merchants SET single_wallet = 1 WHERE code = 'vn88';

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX uploads_by_member ON uploads (member_id);

CREATE TABLE deposit_channels (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('BANK', 'EWALLET', 'CRYPTO')),
  name TEXT NOT NULL,
  min_minor INTEGER NOT NULL,
  max_minor INTEGER NOT NULL,
  -- JSON array of amounts in minor units.
  presets TEXT NOT NULL,
  fee_rate_bp INTEGER NOT NULL DEFAULT 0,
  expiry_minutes INTEGER NOT NULL,
  pay_bank TEXT NOT NULL,
  pay_account TEXT NOT NULL,
  pay_name TEXT NOT NULL,
  -- Shown as a QR code (e-wallets and crypto).
  pay_qr TEXT,
  sort INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);

-- status: 2 Approved, 3 Cancelled, 4 Pending, 5 New, 6 Rejected, 7 Expired (records.md).
-- review: AUTO orders are approved by the sandbox's job once Pending for SANDBOX_DEPOSIT_APPROVE_MS; MANUAL ones wait for
-- the control endpoint.
CREATE TABLE deposit_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  channel_id INTEGER NOT NULL REFERENCES deposit_channels(id),
  order_no TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL DEFAULT 0,
  credited_minor INTEGER,
  status INTEGER NOT NULL CHECK (status IN (2, 3, 4, 5, 6, 7)),
  review TEXT NOT NULL DEFAULT 'AUTO' CHECK (review IN ('AUTO', 'MANUAL')),
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  decided_at INTEGER,
  expires_at INTEGER NOT NULL,
  reminded_at INTEGER
);
CREATE INDEX deposit_orders_by_member ON deposit_orders (member_id, created_at);
CREATE INDEX deposit_orders_open ON deposit_orders (status) WHERE status IN (4, 5);

CREATE TABLE deposit_receipts (
  order_id INTEGER NOT NULL REFERENCES deposit_orders(id),
  upload_id TEXT NOT NULL REFERENCES uploads(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (order_id, upload_id)
);

CREATE TABLE wallet_banks (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('BANK', 'EWALLET')),
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE withdraw_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  min_minor INTEGER NOT NULL,
  max_minor INTEGER NOT NULL,
  fee_rate_bp INTEGER NOT NULL,
  fee_min_minor INTEGER NOT NULL,
  confirm_window_minutes INTEGER NOT NULL,
  upline_min_minor INTEGER NOT NULL,
  upline_max_minor INTEGER NOT NULL
);

CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  bank_code TEXT NOT NULL,
  account_no TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, bank_code, account_no)
);

-- status: 1 Processing, 2 Transferring, 3 Audit failed, 4 Success, 5 Failed (records.md). The amount leaves the main wallet
-- at request (WITHDRAW) and comes back on 3 or 5 (WITHDRAW_REFUND). confirmation: the member's answer on a Success one.
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  ref_no TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (1, 2, 3, 4, 5)),
  remark TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  disbursed_at INTEGER,
  confirmation TEXT CHECK (confirmation IN ('RECEIVED', 'NOT_RECEIVED')),
  confirmed_at INTEGER,
  confirm_note TEXT
);
CREATE INDEX withdrawals_by_member ON withdrawals (member_id, created_at);

CREATE TABLE withdrawal_proofs (
  withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id),
  upload_id TEXT NOT NULL REFERENCES uploads(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (withdrawal_id, upload_id)
);

-- Wrong payment passwords per member, for a short lock after too many.
CREATE TABLE payment_password_failures (
  member_id INTEGER NOT NULL REFERENCES members(id),
  at INTEGER NOT NULL
);
CREATE INDEX payment_password_failures_by_member ON payment_password_failures (member_id, at);
`;

/**
 * A deposit order's Idempotency-Key: the key of the member's submission that made it. Unique per member, so
 * however many requests carry it, one order exists; NULL for orders made without one (the seed's, other clients').
 */
export const DEPOSIT_IDEMPOTENCY_SCHEMA = `
ALTER TABLE deposit_orders ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX deposit_orders_idempotency ON deposit_orders (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`;

/**
 * Local payments: a channel's method (contract DepositMethod: its steps), the BIN of a VietQR channel's bank;
 * an order's payer wallet number and the wallet's transaction reference the member gave when paying; and the
 * withdrawal turnover rule (the bets a deposit asks for, in percent of its amount). A database seeded before this gets
 * vn88's and ph's local methods here; a reset seeds them (seed-wallet.ts).
 */
export const LOCAL_PAYMENTS_SCHEMA = `
ALTER TABLE deposit_channels ADD COLUMN method TEXT NOT NULL DEFAULT 'STANDARD'
  CHECK (method IN ('STANDARD', 'VIETQR', 'MOMO', 'ZALOPAY', 'GCASH', 'MAYA'));
ALTER TABLE deposit_channels ADD COLUMN pay_bin TEXT CHECK (pay_bin IS NULL OR length(pay_bin) = 6);
ALTER TABLE deposit_orders ADD COLUMN payer_account TEXT;
ALTER TABLE deposit_orders ADD COLUMN pay_reference TEXT;
ALTER TABLE withdraw_settings ADD COLUMN turnover_multiplier_pct INTEGER NOT NULL DEFAULT 100 CHECK (turnover_multiplier_pct >= 0);

UPDATE deposit_channels SET method = 'VIETQR', pay_bin = '970436', pay_qr = NULL WHERE merchant_code = 'vn88' AND code = 'BANK_VCB';
UPDATE deposit_channels SET method = 'MOMO', pay_qr = NULL, min_minor = 5000000, max_minor = 2000000000 WHERE merchant_code = 'vn88' AND code = 'EWALLET_MOMO';
UPDATE deposit_channels SET method = 'ZALOPAY', pay_qr = NULL, min_minor = 2000000, max_minor = 1000000000 WHERE merchant_code = 'vn88' AND code = 'EWALLET_ZALOPAY';
UPDATE deposit_channels SET method = 'GCASH', pay_qr = NULL, min_minor = 10000, max_minor = 5000000 WHERE merchant_code = 'ph' AND code = 'EWALLET_GCASH';
UPDATE deposit_channels SET method = 'MAYA', pay_qr = NULL, min_minor = 20000, max_minor = 3000000 WHERE merchant_code = 'ph' AND code = 'EWALLET_MAYA';
`;
