/**
 * Seed of the member centre's wallet area. Call inside the seed's transaction, after accounts and game history.
 * Per merchant: single or multi wallet, deposit channels, banks, withdrawal limits; player1's upline (agent1), payee name
 * and bank cards; and 60 days of player1's deposits, withdrawals and vendor-wallet transfers (orders of every status)
 * whose ledger rows sum to exactly 0 in every wallet and whose running balance never dips below 0 (WALLET_HISTORY), so
 * player1's balance stays what the account seed makes it.
 */
import { createHash } from 'node:crypto';
import { walletMethodRule, type DepositMethod } from '@site/platform-contract';
import type { Db } from '.';
import { IN_HOUSE_VENDOR, type MerchantSeed } from './seed-data';
import { encodePng } from '../lib/png';
import { createWallet, MAIN } from '../lib/wallet';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Merchants with one balance and no vendor wallets (the migration sets the same on a database seeded before it). */
export const SINGLE_WALLET_MERCHANTS = ['vn88'];

interface ChannelSeed {
  code: string;
  kind: 'BANK' | 'EWALLET' | 'CRYPTO';
  /** How it is paid (contract DepositMethod); STANDARD when absent. */
  method?: DepositMethod;
  name: string;
  min: number;
  max: number;
  presets: number[];
  feeRateBp: number;
  expiryMinutes: number;
  /** bin: the bank's NAPAS BIN (VIETQR channels, whose QR code each order makes). */
  pay: { bank: string; account: string; name: string; qr: string | null; bin?: string };
}

interface BankSeed {
  code: string;
  name: string;
  kind: 'BANK' | 'EWALLET';
}

interface WalletConfig {
  channels: ChannelSeed[];
  banks: BankSeed[];
  /** turnoverPct: the bets a deposit asks for before it may be withdrawn, in percent of its amount. */
  withdraw: { min: number; max: number; feeRateBp: number; feeMin: number; confirmWindowMinutes: number; turnoverPct: number };
  upline: { min: number; max: number };
  /** player1's cards: [bank code, account number]. */
  cards: [string, string][];
  payeeName: string;
}

const CONFIG: Record<string, WalletConfig> = {
  demo: {
    channels: [
      {
        code: 'BANK_CHASE', kind: 'BANK', name: 'Chase', min: 10, max: 50_000, presets: [50, 100, 200, 500, 1_000, 5_000],
        feeRateBp: 0, expiryMinutes: 60, pay: { bank: 'Chase Bank', account: '402188301297', name: 'Demo Casino Ltd', qr: null },
      },
      {
        code: 'EWALLET_SKRILL', kind: 'EWALLET', name: 'Skrill', min: 10, max: 5_000, presets: [20, 50, 100, 200, 500],
        feeRateBp: 100, expiryMinutes: 30,
        pay: { bank: 'Skrill', account: 'pay@demo-casino.example', name: 'Demo Casino Ltd', qr: 'skrill:pay@demo-casino.example' },
      },
      {
        code: 'CRYPTO_USDT', kind: 'CRYPTO', name: 'USDT (TRC20)', min: 20, max: 100_000, presets: [50, 100, 500, 1_000, 5_000],
        feeRateBp: 0, expiryMinutes: 30,
        pay: {
          bank: 'USDT · TRC20', account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', name: 'Demo Casino',
          qr: 'tron:TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        },
      },
    ],
    banks: [
      { code: 'CHASE', name: 'Chase', kind: 'BANK' },
      { code: 'BOFA', name: 'Bank of America', kind: 'BANK' },
      { code: 'WELLS', name: 'Wells Fargo', kind: 'BANK' },
      { code: 'CITI', name: 'Citibank', kind: 'BANK' },
      { code: 'HSBC', name: 'HSBC', kind: 'BANK' },
      { code: 'SKRILL', name: 'Skrill', kind: 'EWALLET' },
    ],
    withdraw: { min: 20, max: 10_000, feeRateBp: 100, feeMin: 1, confirmWindowMinutes: 30, turnoverPct: 100 },
    upline: { min: 1, max: 10_000 },
    cards: [['CHASE', '021000021123456'], ['HSBC', '40051234567890']],
    payeeName: 'Alex Morgan',
  },
  vn88: {
    channels: [
      {
        // A VietQR (NAPAS 247) transfer to Vietcombank (BIN 970436): each order's code carries its amount and number.
        code: 'BANK_VCB', kind: 'BANK', method: 'VIETQR', name: 'Vietcombank', min: 100_000, max: 500_000_000,
        presets: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000], feeRateBp: 0, expiryMinutes: 60,
        pay: { bank: 'Vietcombank', account: '0071000123456', name: 'CONG TY VN88', qr: null, bin: '970436' },
      },
      {
        code: 'EWALLET_MOMO', kind: 'EWALLET', method: 'MOMO', name: 'MoMo', min: 50_000, max: 20_000_000,
        presets: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000], feeRateBp: 0, expiryMinutes: 30,
        pay: { bank: 'MoMo', account: '0901234567', name: 'VN88', qr: null },
      },
      {
        code: 'EWALLET_ZALOPAY', kind: 'EWALLET', method: 'ZALOPAY', name: 'ZaloPay', min: 20_000, max: 10_000_000,
        presets: [20_000, 100_000, 200_000, 500_000, 1_000_000], feeRateBp: 100, expiryMinutes: 30,
        pay: { bank: 'ZaloPay', account: '0907654321', name: 'VN88', qr: null },
      },
    ],
    banks: [
      { code: 'VCB', name: 'Vietcombank', kind: 'BANK' },
      { code: 'TCB', name: 'Techcombank', kind: 'BANK' },
      { code: 'BIDV', name: 'BIDV', kind: 'BANK' },
      { code: 'CTG', name: 'VietinBank', kind: 'BANK' },
      { code: 'MB', name: 'MB Bank', kind: 'BANK' },
      { code: 'ACB', name: 'ACB', kind: 'BANK' },
      { code: 'MOMO', name: 'MoMo', kind: 'EWALLET' },
    ],
    withdraw: { min: 200_000, max: 200_000_000, feeRateBp: 100, feeMin: 10_000, confirmWindowMinutes: 30, turnoverPct: 100 },
    upline: { min: 10_000, max: 200_000_000 },
    cards: [['VCB', '0011004455667'], ['MOMO', '0912345678']],
    payeeName: 'Nguyen Van An',
  },
  ph: {
    channels: [
      {
        code: 'BANK_BDO', kind: 'BANK', name: 'BDO', min: 500, max: 500_000, presets: [500, 1_000, 2_000, 5_000, 10_000],
        feeRateBp: 0, expiryMinutes: 60, pay: { bank: 'BDO Unibank', account: '001230456789', name: 'PH Play Corp', qr: null },
      },
      {
        code: 'EWALLET_GCASH', kind: 'EWALLET', method: 'GCASH', name: 'GCash', min: 100, max: 50_000, presets: [100, 500, 1_000, 2_000, 5_000],
        feeRateBp: 100, expiryMinutes: 30, pay: { bank: 'GCash', account: '09171234567', name: 'PH Play', qr: null },
      },
      {
        code: 'EWALLET_MAYA', kind: 'EWALLET', method: 'MAYA', name: 'Maya', min: 200, max: 30_000, presets: [200, 500, 1_000, 2_000, 5_000],
        feeRateBp: 0, expiryMinutes: 30, pay: { bank: 'Maya', account: '09181234567', name: 'PH Play', qr: null },
      },
    ],
    banks: [
      { code: 'BDO', name: 'BDO Unibank', kind: 'BANK' },
      { code: 'BPI', name: 'BPI', kind: 'BANK' },
      { code: 'MBTC', name: 'Metrobank', kind: 'BANK' },
      { code: 'GCASH', name: 'GCash', kind: 'EWALLET' },
      { code: 'MAYA', name: 'Maya', kind: 'EWALLET' },
    ],
    withdraw: { min: 1_000, max: 200_000, feeRateBp: 100, feeMin: 20, confirmWindowMinutes: 30, turnoverPct: 100 },
    upline: { min: 50, max: 200_000 },
    cards: [['BDO', '001234567890'], ['GCASH', '09170001122']],
    payeeName: 'Maria Santos',
  },
};

/** A merchant the table above does not name gets demo's channels and banks with limits scaled to its minimum deposit. */
function configOf(m: MerchantSeed): WalletConfig {
  return CONFIG[m.code] ?? CONFIG.demo!;
}

type Step =
  | { kind: 'deposit'; day: number; amount: number; channel: number; status: 2 | 3 | 4 | 5 | 6 | 7; receipt?: boolean; reminded?: boolean }
  | {
      kind: 'withdraw';
      day: number;
      amount: number;
      card: number;
      status: 1 | 2 | 3 | 4 | 5;
      confirmation?: 'RECEIVED' | 'NOT_RECEIVED';
      remark?: string;
    }
  | { kind: 'transfer'; day: number; amount: number; vendor: number; back: boolean };

/**
 * player1's history, in units of a tenth of the merchant's minimum deposit (demo: dollars). Deposits approved: 500 +
 * 1000 + 250 + 150 = 1900; withdrawals that keep their money (success, transferring, processing): 200 + 500 + 300 + 750 +
 * 100 + 50 = 1900; refused ones come back; every transfer goes back. The running balance ends at 0 and never dips below.
 * `day` is days before the seed, fractions are hours (0.001 is under two minutes: the New order still open).
 */
export const WALLET_HISTORY: Step[] = [
  { kind: 'deposit', day: 58, amount: 500, channel: 0, status: 2, receipt: true },
  { kind: 'deposit', day: 56, amount: 200, channel: 1, status: 6, receipt: true },
  { kind: 'withdraw', day: 53, amount: 200, card: 0, status: 4, confirmation: 'RECEIVED' },
  { kind: 'deposit', day: 50, amount: 100, channel: 0, status: 3 },
  { kind: 'deposit', day: 47, amount: 300, channel: 2, status: 7 },
  { kind: 'transfer', day: 44, amount: 100, vendor: 0, back: false },
  { kind: 'transfer', day: 43, amount: 100, vendor: 0, back: true },
  { kind: 'withdraw', day: 40, amount: 100, card: 1, status: 3, remark: 'Payee name does not match the account' },
  { kind: 'deposit', day: 35, amount: 1000, channel: 0, status: 2, receipt: true },
  { kind: 'withdraw', day: 31, amount: 300, card: 0, status: 5, remark: 'Receiving bank rejected the transfer' },
  { kind: 'withdraw', day: 27, amount: 500, card: 0, status: 4 },
  { kind: 'transfer', day: 22, amount: 50, vendor: 1, back: false },
  { kind: 'transfer', day: 21, amount: 50, vendor: 1, back: true },
  { kind: 'deposit', day: 18, amount: 250, channel: 0, status: 2 },
  { kind: 'withdraw', day: 14, amount: 300, card: 1, status: 4, confirmation: 'NOT_RECEIVED' },
  { kind: 'deposit', day: 6, amount: 150, channel: 2, status: 2 },
  { kind: 'deposit', day: 5, amount: 100, channel: 0, status: 6, receipt: true },
  { kind: 'withdraw', day: 4, amount: 750, card: 0, status: 4, confirmation: 'RECEIVED' },
  { kind: 'deposit', day: 3, amount: 200, channel: 0, status: 4, receipt: true, reminded: true },
  { kind: 'deposit', day: 2.2, amount: 80, channel: 1, status: 3 },
  { kind: 'withdraw', day: 2, amount: 100, card: 0, status: 2 },
  { kind: 'withdraw', day: 1, amount: 50, card: 1, status: 1 },
  { kind: 'deposit', day: 0.9, amount: 60, channel: 2, status: 7 },
  { kind: 'deposit', day: 0.001, amount: 100, channel: 0, status: 5 },
];

/** A receipt-like PNG (a white slip with grey lines), so seeded receipts and proofs show as images. */
function receiptPng(seed: number): Buffer {
  const w = 60;
  const h = 90;
  const rgb = new Uint8Array(w * h * 3).fill(250);
  for (let y = 10; y < h - 10; y += 8) {
    const len = 20 + ((seed * 7 + y) % 30);
    for (let x = 6; x < 6 + len; x++) rgb.fill(150, (y * w + x) * 3, (y * w + x) * 3 + 3);
  }
  return encodePng(w, h, rgb);
}

const orderNo = (prefix: string, at: number, id: number) =>
  `${prefix}${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

export function seedWallet(db: Db, m: MerchantSeed, now: number): void {
  const config = configOf(m);
  const unit = m.amounts.minDeposit / 10;
  const minor = (major: number) => Math.round(major * 100);

  if (SINGLE_WALLET_MERCHANTS.includes(m.code)) db.prepare('UPDATE merchants SET single_wallet = 1 WHERE code = ?').run(m.code);

  const channel = db.prepare(
    `INSERT INTO deposit_channels (merchant_code, code, kind, method, name, min_minor, max_minor, presets, fee_rate_bp, expiry_minutes,
       pay_bank, pay_account, pay_name, pay_qr, pay_bin, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const channelIds = config.channels.map((c, i) =>
    Number(
      channel.run(
        m.code, c.code, c.kind, c.method ?? 'STANDARD', c.name, minor(c.min), minor(c.max), JSON.stringify(c.presets.map(minor)), c.feeRateBp,
        c.expiryMinutes, c.pay.bank, c.pay.account, c.pay.name, c.pay.qr, c.pay.bin ?? null, i,
      ).lastInsertRowid,
    ),
  );
  const bank = db.prepare('INSERT INTO wallet_banks (merchant_code, code, name, kind, sort) VALUES (?, ?, ?, ?, ?)');
  config.banks.forEach((b, i) => bank.run(m.code, b.code, b.name, b.kind, i));
  const w = config.withdraw;
  db.prepare(
    `INSERT INTO withdraw_settings (merchant_code, min_minor, max_minor, fee_rate_bp, fee_min_minor, confirm_window_minutes,
       upline_min_minor, upline_max_minor, turnover_multiplier_pct) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    m.code, minor(w.min), minor(w.max), w.feeRateBp, minor(w.feeMin), w.confirmWindowMinutes, minor(config.upline.min), minor(config.upline.max),
    w.turnoverPct,
  );

  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const player = memberId.get(m.code, 'player1') as number | undefined;
  const agent = memberId.get(m.code, 'agent1') as number | undefined;
  if (player === undefined) return;
  if (agent !== undefined) db.prepare('UPDATE members SET upline_id = ? WHERE id = ? AND upline_id IS NULL').run(agent, player);
  db.prepare('UPDATE members SET payee_name = ? WHERE id = ? AND payee_name IS NULL').run(config.payeeName, player);

  const card = db.prepare('INSERT INTO bank_cards (member_id, bank_code, account_no, payee_name, created_at) VALUES (?, ?, ?, ?, ?)');
  const cardIds = config.cards.map(([code, account], i) =>
    Number(card.run(player, code, account, config.payeeName, now - (60 - i) * DAY).lastInsertRowid),
  );

  const vendors = (
    db.prepare(
      'SELECT DISTINCT vassalage FROM vendors WHERE merchant_code = ? AND vassalage <> ? ORDER BY category, sort',
    ).pluck().all(m.code, IN_HOUSE_VENDOR) as string[]
  ).slice(0, 2);
  const single = SINGLE_WALLET_MERCHANTS.includes(m.code);

  const upload = db.prepare('INSERT INTO uploads (id, member_id, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  let uploads = 0;
  const addUpload = (at: number): string => {
    uploads += 1;
    const id = createHash('sha256').update(`${m.code}:seed-upload:${uploads}`).digest('hex').slice(0, 32);
    const png = receiptPng(uploads);
    upload.run(id, player, 'image/png', png.length, png, at);
    return id;
  };

  const wallet = createWallet(db);
  const deposit = db.prepare(
    `INSERT INTO deposit_orders (member_id, channel_id, order_no, amount_minor, fee_minor, credited_minor, status, review, created_at,
       paid_at, decided_at, expires_at, reminded_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'MANUAL', ?, ?, ?, ?, ?)`,
  );
  const setOrderNo = db.prepare('UPDATE deposit_orders SET order_no = ? WHERE id = ?');
  const setPayer = db.prepare('UPDATE deposit_orders SET payer_account = ?, pay_reference = ? WHERE id = ?');
  const receipt = db.prepare('INSERT INTO deposit_receipts (order_id, upload_id, sort) VALUES (?, ?, 0)');
  const withdrawal = db.prepare(
    `INSERT INTO withdrawals (member_id, card_id, ref_no, amount_minor, fee_minor, status, remark, created_at, updated_at,
       disbursed_at, confirmation, confirmed_at, confirm_note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setRefNo = db.prepare('UPDATE withdrawals SET ref_no = ? WHERE id = ?');
  const proof = db.prepare('INSERT INTO withdrawal_proofs (withdrawal_id, upload_id, sort) VALUES (?, ?, 0)');

  WALLET_HISTORY.forEach((step, n) => {
    const at = now - Math.round(step.day * DAY);
    const amount = minor(step.amount * unit);
    if (step.kind === 'deposit') {
      const c = config.channels[step.channel]!;
      const fee = step.status === 2 ? 0 : Math.round((amount * c.feeRateBp) / 10_000);
      const credited = step.status === 2 ? amount : null;
      const paidAt = [2, 4, 6].includes(step.status) ? at + 5 * MINUTE : null;
      const decidedAt = step.status === 4 || step.status === 5 ? null : step.status === 7 ? at + c.expiryMinutes * MINUTE : at + 40 * MINUTE;
      const id = Number(
        deposit.run(
          player, channelIds[step.channel], `seed-${n}`, amount, fee, credited, step.status, at, paidAt, decidedAt,
          at + c.expiryMinutes * MINUTE, step.reminded ? at + 2 * HOUR : null,
        ).lastInsertRowid,
      );
      setOrderNo.run(orderNo('D', at, id), id);
      // A wallet method's order carries the payer's number, and once paid the wallet's transaction reference.
      const rule = walletMethodRule(c.method ?? 'STANDARD');
      if (rule) {
        const reference = paidAt === null ? null : rule.referenceExample.slice(0, -String(id).length) + String(id);
        setPayer.run(rule.payerAccountExample, reference, id);
      }
      if (step.receipt) receipt.run(id, addUpload(at + 5 * MINUTE));
      if (step.status === 2) wallet.post(player, credited!, 'DEPOSIT', `Deposit ${orderNo('D', at, id)}`, null, decidedAt!);
    } else if (step.kind === 'withdraw') {
      const fee = Math.max(minor(w.feeMin), Math.round((amount * w.feeRateBp) / 10_000));
      const updated = step.status === 1 ? at : at + 3 * HOUR;
      const disbursed = step.status === 4 ? updated : null;
      const confirmedAt = step.confirmation ? updated + 10 * MINUTE : null;
      const note = step.confirmation === 'NOT_RECEIVED' ? 'The money has not reached my account yet.' : null;
      const id = Number(
        withdrawal.run(
          player, cardIds[step.card], `seed-${n}`, amount, fee, step.status, step.remark ?? null, at, updated, disbursed,
          step.confirmation ?? null, confirmedAt, note,
        ).lastInsertRowid,
      );
      const ref = orderNo('W', at, id);
      setRefNo.run(ref, id);
      wallet.post(player, -amount, 'WITHDRAW', `Withdrawal ${ref}`, null, at);
      if (step.status === 3 || step.status === 5) wallet.post(player, amount, 'WITHDRAW_REFUND', `Withdrawal ${ref} refunded`, null, updated);
      if (step.confirmation === 'NOT_RECEIVED') proof.run(id, addUpload(confirmedAt!));
    } else {
      const vendor = vendors[step.vendor];
      // A single-wallet merchant has no vendor wallets: its history simply has no transfers.
      if (single || vendor === undefined) return;
      const [from, to] = step.back ? [vendor, MAIN] : [MAIN, vendor];
      wallet.post(player, -amount, 'TRANSFER_OUT', `To ${to === MAIN ? 'main wallet' : to}`, null, at, from);
      wallet.post(player, amount, 'TRANSFER_IN', `From ${from === MAIN ? 'main wallet' : from}`, null, at, to);
    }
  });
}
