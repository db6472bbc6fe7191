/** @jest-environment node */
/**
 * The member centre's wallet on the sandbox: vendor wallets and transfers, deposits (the approval job, control
 * endpoints), bank cards and withdrawals (limits, payment password, refunds, the receipt confirmation and its window),
 * transfer to the upline, uploads, and the seeded history that leaves player1's balance as the account seed made it.
 */
import {
  DepositStatus, WalletPath, type BankCardDto, type BankCardsDto, type DepositChannelDto, type DepositDto, type DepositRecordDto,
  type MerchantWalletDto, type UplineTransferInfoDto, type UploadDto, type WalletsDto, type WithdrawalDto, type WithdrawRecordDto,
  type WithdrawSettingsDto,
} from '@site/platform-contract';
import { WalletControlPath } from '../control-paths';
import { WALLET_HISTORY } from '../db/seed-wallet';
import { call, makeSandbox, tokenFor } from './helpers';
import { jpegOfSize } from '../../tests/e2e/support/image-headers';

process.env.SANDBOX_DEPOSIT_APPROVE_MS = '300';
const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const memberId = (merchant: string, username: string) =>
  app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username) as number;
const sum = (id: number, wallet?: string) =>
  app.db.prepare(`SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ?${wallet ? ' AND wallet = ?' : ''}`)
    .pluck().get(...(wallet ? [id, wallet] : [id])) as number;

let token: string;
beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
  token = await tokenFor(app, 'demo');
});

const get = <T>(path: string, merchant = 'demo', t = token) => call<T>(app, 'GET', path, { merchant, token: t });
const post = <T>(path: string, body: unknown, merchant = 'demo', t = token) => call<T>(app, 'POST', path, { merchant, token: t, body });

describe('the seeded history', () => {
  it('leaves player1 at 1520.75 on every merchant, with every wallet summing to what the account seed made it', async () => {
    for (const merchant of ['demo', 'vn88', 'ph']) {
      const t = await tokenFor(app, merchant);
      const { json } = await get<WalletsDto>(WalletPath.WALLETS, merchant, t);
      expect(json.value).toMatchObject({ main: 1520.75, total: 1520.75 });
      expect(json.value!.vendors.every((v) => v.balance === 0)).toBe(true);
      const balance = await get<{ sumBalance: number }>('/wps/v2/wallets/balance', merchant, t);
      expect(balance.json.value!.sumBalance).toBe(1520.75);
    }
  });

  it('has a running balance that never dips below zero on its own and ends at zero', () => {
    let balance = 0;
    for (const step of WALLET_HISTORY) {
      if (step.kind === 'deposit' && step.status === 2) balance += step.amount;
      if (step.kind === 'withdraw' && step.status !== 3 && step.status !== 5) balance -= step.amount;
      if (step.kind === 'transfer') balance += step.back ? step.amount : -step.amount;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(0);
    const statuses = new Set(WALLET_HISTORY.flatMap((s) => (s.kind === 'transfer' ? [] : [`${s.kind}${s.status}`])));
    expect([...statuses].sort()).toEqual(
      ['deposit2', 'deposit3', 'deposit4', 'deposit5', 'deposit6', 'deposit7', 'withdraw1', 'withdraw2', 'withdraw3', 'withdraw4', 'withdraw5'],
    );
  });

  it('gives player1 agent1 as upline, a payee name and two cards', async () => {
    const info = await get<{ toUpline: string }>('/wps/member/info');
    expect(info.json.value!.toUpline).toBe('agent1');
    const cards = await get<BankCardsDto>(WalletPath.BANK_CARDS);
    expect(cards.json.value).toMatchObject({ payeeName: 'Alex Morgan', maxCards: 5 });
    expect(cards.json.value!.cards).toHaveLength(2);
    expect(cards.json.value!.cards[0]!.accountNoMasked).toMatch(/^•••• \d{4}$/);
  });
});

describe('vendor wallets', () => {
  it('vn88 is single-wallet: one balance, no transfers', async () => {
    // The merchant's setting, asked without a member (spec §3 "Merchant wallet: isSingle"), from merchants.single_wallet.
    const setting = async (merchant: string, body?: unknown) => (await call<MerchantWalletDto>(app, 'POST', WalletPath.MERCHANT_WALLET, { merchant, body })).json;
    expect(await setting('vn88', {})).toEqual({ success: true, value: { isSingle: true } });
    expect(await setting('demo')).toEqual({ success: true, value: { isSingle: false } });
    expect(await setting('ph', {})).toEqual({ success: true, value: { isSingle: false } });
    app.db.prepare('UPDATE merchants SET single_wallet = 1 WHERE code = ?').run('ph');
    expect(await setting('ph', {})).toEqual({ success: true, value: { isSingle: true } });
    app.db.prepare('UPDATE merchants SET single_wallet = 0 WHERE code = ?').run('ph');
    expect((await call(app, 'POST', WalletPath.MERCHANT_WALLET, { body: {} })).status).toBe(400);
    expect((await call(app, 'POST', WalletPath.MERCHANT_WALLET, { merchant: 'demo', body: '[1]' })).status).toBe(400);

    const t = await tokenFor(app, 'vn88');
    const wallets = await get<WalletsDto>(WalletPath.WALLETS, 'vn88', t);
    expect(wallets.json.value).toMatchObject({ isSingle: true, vendors: [] });
    const refused = await post(WalletPath.TRANSFER, { from: 'MAIN', to: 'PG', amount: 1 }, 'vn88', t);
    expect(refused).toMatchObject({ status: 409, json: { errorCode: 'single_wallet' } });
  });

  it('moves money between main and a vendor wallet, refuses more than the wallet holds, and brings all back', async () => {
    const id = memberId('demo', 'player1');
    const out = await post<WalletsDto>(WalletPath.TRANSFER, { from: 'MAIN', to: 'PG', amount: 100.25 });
    expect(out.status).toBe(200);
    expect(out.json.value!.main).toBe(1420.5);
    expect(out.json.value!.vendors.find((v) => v.vendor === 'PG')!.balance).toBe(100.25);
    expect(out.json.value!.total).toBe(1520.75);
    await post(WalletPath.TRANSFER, { from: 'MAIN', to: 'EVO', amount: 20 });
    const back = await post<WalletsDto>(WalletPath.TRANSFER, { from: 'PG', to: 'MAIN', amount: 0.25 });
    expect(back.json.value!.main).toBe(1400.75);
    expect(await post(WalletPath.TRANSFER, { from: 'PG', to: 'MAIN', amount: 100.01 })).toMatchObject({ status: 409, json: { errorCode: 'balance_not_enough' } });
    expect(await post(WalletPath.TRANSFER, { from: 'MAIN', to: 'MAIN', amount: 1 })).toMatchObject({ status: 400, json: { errorCode: 'wallet_not_found' } });
    expect(await post(WalletPath.TRANSFER, { from: 'MAIN', to: 'NOPE', amount: 1 })).toMatchObject({ status: 400, json: { errorCode: 'wallet_not_found' } });
    expect(await post(WalletPath.TRANSFER, { from: 'MAIN', to: 'PG', amount: 1.001 })).toMatchObject({ status: 400 });
    const all = await post<WalletsDto>(WalletPath.TRANSFER_ALL_TO_MAIN, {});
    expect(all.json.value!.main).toBe(1520.75);
    expect(all.json.value!.vendors.every((v) => v.balance === 0)).toBe(true);
    // Games spend only main: the wallet module's balance is main's.
    expect(sum(id, 'MAIN')).toBe(152075);
    const kinds = app.db.prepare("SELECT kind, COUNT(*) AS n FROM wallet_ledger WHERE member_id = ? AND created_at > ? GROUP BY kind ORDER BY kind")
      .all(id, Date.now() - 60_000);
    expect(kinds).toEqual([{ kind: 'TRANSFER_IN', n: 5 }, { kind: 'TRANSFER_OUT', n: 5 }]);
  });
});

describe('deposits', () => {
  it('creates an order with the bank details, takes receipts, and the job approves it into the main wallet', async () => {
    const channels = await get<DepositChannelDto[]>(WalletPath.DEPOSIT_CHANNELS);
    expect(channels.json.value!.map((c) => c.kind)).toEqual(['BANK', 'EWALLET', 'CRYPTO']);
    const bank = channels.json.value![0]!;
    expect(await post(WalletPath.DEPOSITS, { channel: bank.code, amount: bank.min - 1 })).toMatchObject({ status: 400, json: { errorCode: 'amount_below_min', value: { min: 10 } } });
    expect(await post(WalletPath.DEPOSITS, { channel: bank.code, amount: bank.max + 1 })).toMatchObject({ status: 400, json: { errorCode: 'amount_above_max' } });
    const created = await post<DepositDto>(WalletPath.DEPOSITS, { channel: bank.code, amount: 250 });
    expect(created.json.value).toMatchObject({ status: DepositStatus.NEW, amount: 250, payTo: { bank: 'Chase Bank', accountName: 'Demo Casino Ltd' } });
    const order = created.json.value!;
    expect(order.orderNo).toMatch(/^D\d{8}\d{6}$/);
    const open = await get<DepositDto[]>(WalletPath.DEPOSITS_OPEN);
    expect(open.json.value!.map((o) => o.id)).toContain(order.id);

    const upload = await uploadPng();
    const paid = await post<DepositDto>(WalletPath.DEPOSIT_PAID, { id: order.id, receipts: [upload.id] });
    expect(paid.json.value).toMatchObject({ status: DepositStatus.PENDING, receipts: [upload] });
    expect(await post(WalletPath.DEPOSIT_PAID, { id: order.id, receipts: [] })).toMatchObject({ status: 409, json: { errorCode: 'wallet_state_changed' } });
    const reminded = await post<DepositDto>(WalletPath.DEPOSIT_REMIND, { id: order.id });
    expect(reminded.json.value!.remindedAt).not.toBeNull();
    expect(await post(WalletPath.DEPOSIT_REMIND, { id: order.id })).toMatchObject({ status: 429, json: { errorCode: 'deposit_remind_too_soon' } });

    const id = memberId('demo', 'player1');
    await waitFor(() => (app.db.prepare('SELECT status FROM deposit_orders WHERE id = ?').pluck().get(order.id) as number) === DepositStatus.APPROVED);
    expect(sum(id)).toBe(152075 + 25000);
    const record = await get<DepositRecordDto>(`${WalletPath.DEPOSITS}?from=${Date.now() - DAY}&to=${Date.now() + DAY}`);
    expect(record.json.value!.list[0]).toMatchObject({ id: order.id, status: 2, credited: 250 });
    expect(app.db.prepare("SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ? AND kind = 'DEPOSIT' AND remark = ?").pluck().get(id, `Deposit ${order.orderNo}`)).toBe(1);
  });

  it('approves and rejects through the control endpoints, once; cancels open orders; expires unpaid ones', async () => {
    const id = memberId('demo', 'player1');
    const a = (await post<DepositDto>(WalletPath.DEPOSITS, { channel: 'BANK_CHASE', amount: 40 })).json.value!;
    const latest = await control<{ deposit: DepositDto }>('GET', '/__sandbox/wallet/deposits/latest?merchant=demo&username=player1');
    expect(latest.deposit.id).toBe(a.id);
    expect((await call(app, 'POST', WalletControlPath.approveDeposit(a.id))).status).toBe(200);
    expect((await call(app, 'POST', WalletControlPath.approveDeposit(a.id))).status).toBe(409);
    expect((await call(app, 'POST', WalletControlPath.rejectDeposit(a.id))).status).toBe(409);
    expect(sum(id)).toBe(152075 + 4000);

    const b = (await post<DepositDto>(WalletPath.DEPOSITS, { channel: 'BANK_CHASE', amount: 40 })).json.value!;
    expect((await control<{ deposit: DepositDto }>('POST', WalletControlPath.rejectDeposit(b.id))).deposit.status).toBe(6);
    const c = (await post<DepositDto>(WalletPath.DEPOSITS, { channel: 'BANK_CHASE', amount: 40 })).json.value!;
    expect((await post<DepositDto>(WalletPath.DEPOSIT_CANCEL, { id: c.id })).json.value!.status).toBe(3);
    expect(await post(WalletPath.DEPOSIT_CANCEL, { id: c.id })).toMatchObject({ status: 409 });
    // Another member's order is as unknown as a missing one.
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    expect(await post(WalletPath.DEPOSIT_CANCEL, { id: a.id }, 'demo', agent)).toMatchObject({ status: 404 });

    const d = (await post<DepositDto>(WalletPath.DEPOSITS, { channel: 'CRYPTO_USDT', amount: 40 })).json.value!;
    await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 31 * 60 * 1000 } });
    await waitFor(() => (app.db.prepare('SELECT status FROM deposit_orders WHERE id = ?').pluck().get(d.id) as number) === DepositStatus.EXPIRED);
    expect(sum(id)).toBe(152075 + 4000);
  });

  it('keeps the record to 7 days', async () => {
    const now = Date.now();
    expect(await get(`${WalletPath.DEPOSITS}?from=${now - 8 * DAY}&to=${now}`)).toMatchObject({ status: 400, json: { errorCode: 'range_too_long' } });
    const week = await get<DepositRecordDto>(`${WalletPath.DEPOSITS}?from=${now - 7 * DAY + 1}&to=${now}`);
    expect(week.json.value!.list.map((o) => o.status).sort()).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('withdrawals', () => {
  const cardOf = async () => (await get<BankCardsDto>(WalletPath.BANK_CARDS)).json.value!.cards[0]!;

  it('shows limits and fee, refuses a wrong password, a limit or more than main holds without moving anything', async () => {
    const id = memberId('demo', 'player1');
    const settings = (await get<WithdrawSettingsDto>(WalletPath.WITHDRAW_SETTINGS)).json.value!;
    expect(settings).toMatchObject({ min: 20, max: 10_000, feeRateBp: 100, feeMin: 1, mainBalance: 1520.75, paymentPasswordSet: true });
    const card = await cardOf();
    const before = sum(id);
    const count = () => app.db.prepare('SELECT COUNT(*) FROM withdrawals').pluck().get();
    const rows = count();
    expect(await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 100, paymentPassword: '111111' })).toMatchObject({ status: 400, json: { errorCode: 'payment_password_wrong' } });
    expect(await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 10_001, paymentPassword: '246810' })).toMatchObject({ status: 400, json: { errorCode: 'amount_above_max' } });
    expect(await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 19, paymentPassword: '246810' })).toMatchObject({ status: 400, json: { errorCode: 'amount_below_min' } });
    expect(await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 2000, paymentPassword: '246810' })).toMatchObject({ status: 409, json: { errorCode: 'balance_not_enough' } });
    expect(await post(WalletPath.WITHDRAWALS, { cardId: 999_999, amount: 100, paymentPassword: '246810' })).toMatchObject({ status: 404 });
    expect(sum(id)).toBe(before);
    expect(count()).toBe(rows);
  });

  it('locks the payment password after five wrong ones', async () => {
    const card = await cardOf();
    for (let i = 0; i < 5; i++) await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 100, paymentPassword: '000000' });
    expect(await post(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 100, paymentPassword: '246810' })).toMatchObject({ status: 429, json: { errorCode: 'payment_password_locked' } });
  });

  it('debits at request, walks the statuses, refunds a failed one, and takes the receipt confirmation', async () => {
    const id = memberId('demo', 'player1');
    const card = await cardOf();
    const w = (await post<WithdrawalDto>(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 200, paymentPassword: '246810' })).json.value!;
    expect(w).toMatchObject({ status: 1, amount: 200, fee: 2, receive: 198, confirmation: 'NONE', bankName: 'Chase' });
    expect(sum(id)).toBe(152075 - 20000);
    const advance = (wid: number, status: number) => call(app, 'POST', `/__sandbox/wallet/withdrawals/${wid}/advance`, { body: { status } });
    const advanced = async (wid: number, status: number) => (await control<{ withdrawal: WithdrawalDto }>('POST', `/__sandbox/wallet/withdrawals/${wid}/advance`, { status })).withdrawal;
    expect((await advance(w.id, 4)).status).toBe(409);
    expect((await advanced(w.id, 2)).status).toBe(2);
    const success = await advanced(w.id, 4);
    expect(success).toMatchObject({ status: 4, confirmation: 'PENDING' });
    expect(success.confirmBy).toBeGreaterThan(Date.now());
    expect(await post(WalletPath.WITHDRAWAL_CONFIRM, { id: w.id, received: false, proofs: [] })).toMatchObject({ status: 400 });
    const proof = await uploadPng();
    const notReceived = await post<WithdrawalDto>(WalletPath.WITHDRAWAL_CONFIRM, { id: w.id, received: false, proofs: [proof.id], note: 'Nothing yet' });
    expect(notReceived.json.value).toMatchObject({ confirmation: 'NOT_RECEIVED', proofs: [proof], confirmNote: 'Nothing yet' });
    expect(await post(WalletPath.WITHDRAWAL_CONFIRM, { id: w.id, received: true })).toMatchObject({ status: 409 });
    expect(sum(id)).toBe(152075 - 20000);

    const failed = (await post<WithdrawalDto>(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 50, paymentPassword: '246810' })).json.value!;
    await advance(failed.id, 3);
    expect(sum(id)).toBe(152075 - 20000);
    expect(app.db.prepare("SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ? AND kind = 'WITHDRAW_REFUND' AND remark LIKE ?").pluck().get(id, `%${failed.refNo}%`)).toBe(1);

    const record = await get<WithdrawRecordDto>(`${WalletPath.WITHDRAWALS}?from=${Date.now() - DAY}&to=${Date.now() + DAY}`);
    expect(record.json.value!.list.slice(0, 2).map((r) => [r.id, r.status])).toEqual([[failed.id, 3], [w.id, 4]]);
  });

  it('counts an unconfirmed success as received once the window passes on the sandbox clock', async () => {
    const card = await cardOf();
    const w = (await post<WithdrawalDto>(WalletPath.WITHDRAWALS, { cardId: card.id, amount: 30, paymentPassword: '246810' })).json.value!;
    await call(app, 'POST', `/__sandbox/wallet/withdrawals/${w.id}/advance`, { body: { status: 2 } });
    await call(app, 'POST', `/__sandbox/wallet/withdrawals/${w.id}/advance`, { body: { status: 4 } });
    await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 31 * 60 * 1000 } });
    const latest = await control<{ withdrawal: WithdrawalDto }>('GET', '/__sandbox/wallet/withdrawals/latest?merchant=demo&username=player1');
    expect(latest.withdrawal).toMatchObject({ id: w.id, confirmation: 'AUTO_RECEIVED', confirmBy: null });
    expect(await post(WalletPath.WITHDRAWAL_CONFIRM, { id: w.id, received: true })).toMatchObject({ status: 409 });
  });

  it('binds a card with the fixed payee name and the payment password', async () => {
    const add = (body: object) => post<BankCardDto>(WalletPath.BANK_CARDS, { bankCode: 'CITI', accountNo: '123456789', payeeName: 'Alex Morgan', paymentPassword: '246810', ...body });
    expect(await add({ payeeName: 'Someone Else' })).toMatchObject({ status: 400, json: { errorCode: 'payee_name_fixed' } });
    expect(await add({ paymentPassword: '999999' })).toMatchObject({ status: 400, json: { errorCode: 'payment_password_wrong' } });
    expect(await add({ bankCode: 'NOPE' })).toMatchObject({ status: 404 });
    expect(await add({ accountNo: '12ab' })).toMatchObject({ status: 400 });
    const added = await add({ payeeName: '  alex   morgan ' });
    expect(added.json.value).toMatchObject({ bankName: 'Citibank', accountNoMasked: '•••• 6789', payeeName: 'Alex Morgan' });
    expect(await add({})).toMatchObject({ status: 409, json: { errorCode: 'bank_card_exists' } });
    await add({ accountNo: '223456789' });
    await add({ accountNo: '323456789' });
    expect(await add({ accountNo: '423456789' })).toMatchObject({ status: 409, json: { errorCode: 'bank_card_limit' } });
  });
});

describe('transfer to upline', () => {
  it('moves money to agent1 in one transaction, with the payment password', async () => {
    const info = (await get<UplineTransferInfoDto>(WalletPath.TRANSFER_UPLINE)).json.value!;
    expect(info).toMatchObject({ upline: 'agent1', mainBalance: 1520.75, paymentPasswordSet: true });
    const me = memberId('demo', 'player1');
    const agent = memberId('demo', 'agent1');
    const agentBefore = sum(agent);
    expect(await post(WalletPath.TRANSFER_UPLINE, { amount: 10, paymentPassword: '000000' })).toMatchObject({ status: 400, json: { errorCode: 'payment_password_wrong' } });
    expect(await post(WalletPath.TRANSFER_UPLINE, { amount: 1600, paymentPassword: '246810' })).toMatchObject({ status: 409 });
    const done = await post<{ mainBalance: number }>(WalletPath.TRANSFER_UPLINE, { amount: 20.75, paymentPassword: '246810' });
    expect(done.json.value).toMatchObject({ upline: 'agent1', amount: 20.75, mainBalance: 1500 });
    expect(sum(agent)).toBe(agentBefore + 2075);
    expect(sum(me)).toBe(150000);
  });

  it('is refused where the merchant does not offer it', async () => {
    const t = await tokenFor(app, 'ph');
    expect(await get(WalletPath.TRANSFER_UPLINE, 'ph', t)).toMatchObject({ status: 403, json: { errorCode: 'feature_disabled' } });
  });
});

describe('uploads', () => {
  it('takes png and jpg by their bytes, refuses anything else and more than 5 MB, and serves the image', async () => {
    const png = await uploadPng();
    const image = await app.request(new URL(png.url).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const jpg = await upload(jpegOfSize(1, 1), 'photo.png', 'image/png');
    expect(jpg.status).toBe(200);
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), 'receipt.png', 'image/png');
    expect(gif).toMatchObject({ status: 400, json: { errorCode: 'file_type_not_allowed' } });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    expect(await upload(big, 'big.png', 'image/png')).toMatchObject({ status: 400, json: { errorCode: 'file_too_large' } });
    const huge = Buffer.alloc(6 * 1024 * 1024);
    expect((await upload(huge, 'huge.png', 'image/png')).status).toBe(413);
    expect((await app.request('/wps/upload/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await call(app, 'POST', WalletPath.UPLOAD, { merchant: 'demo', token, body: { file: 'x' } })).status).toBe(400);
  });

  it('is for a signed-in real account', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const res = await app.request(WalletPath.UPLOAD, { method: 'POST', headers: { Merchant: 'demo' }, body: form });
    expect(res.status).toBe(401);
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await app.request(WalletPath.UPLOAD, { method: 'POST', headers: { Merchant: 'demo', Authorization: token }, body: form });
  return { status: res.status, json: (await res.json()) as { errorCode?: string; value?: UploadDto } };
}

async function uploadPng(): Promise<UploadDto> {
  const res = await upload(PNG, 'receipt.png', 'image/png');
  expect(res.status).toBe(200);
  return res.json.value!;
}

/** A control endpoint's plain JSON answer. */
async function control<T>(method: string, url: string, body?: object): Promise<T> {
  const res = await call(app, method, url, body ? { body } : {});
  expect(res.status).toBe(200);
  return res.json as unknown as T;
}

async function waitFor(check: () => boolean, timeout = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
