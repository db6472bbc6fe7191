/** @jest-environment node */
/**
 * Amounts and the merchant's currency: an amount with more decimals than the currency has (VND
 * none, USD two) is refused by every money call, 400 amount_decimals in the envelope with { decimals }, before
 * anything moves; the registration's starting deposit limit likewise.
 */
import { ProtectionPath, WalletPath, type DepositDto } from '@site/platform-contract';
import { captchaAnswer, register } from './account-helpers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const memberId = (merchant: string, username: string) =>
  app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username) as number;
const ordersOf = (id: number) => app.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(id) as number;

beforeEach(async () => {
  await call(app, 'POST', '/__sandbox/reset');
});

describe('amounts and the currency’s decimals', () => {
  it('refuses 100000.55 ₫ on every money call of vn88 (VND has no minor units), and takes 100000 ₫', async () => {
    const token = await tokenFor(app, 'vn88');
    const id = memberId('vn88', 'player1');
    const before = ordersOf(id);
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', WalletPath.DEPOSITS, { channel: 'BANK_VCB', amount: 100000.55 }],
      ['POST', WalletPath.WITHDRAWALS, { cardId: 1, amount: 100000.5, paymentPassword: '246810' }],
      ['PUT', ProtectionPath.LIMIT, { kind: 'depositDay', amount: 100000.5 }],
      ['PUT', ProtectionPath.LIMIT, { kind: 'lossDay', amount: 0.5 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(app, method, path, { merchant: 'vn88', token, body });
      expect([path, res.status, res.json]).toEqual([path, 400, { success: false, errorCode: 'amount_decimals', message: expect.any(String), value: { decimals: 0 } }]);
    }
    expect(ordersOf(id)).toBe(before);
    const whole = await call<DepositDto>(app, 'POST', WalletPath.DEPOSITS, { merchant: 'vn88', token, body: { channel: 'BANK_VCB', amount: 100000 } });
    expect(whole.status).toBe(200);
    expect(whole.json.value!.amount).toBe(100000);
  });

  it('takes cents of a dollar on demo, and refuses a third decimal with the same code', async () => {
    const token = await tokenFor(app, 'demo');
    const cents = await call<DepositDto>(app, 'POST', WalletPath.DEPOSITS, { merchant: 'demo', token, body: { channel: 'BANK_CHASE', amount: 10.55 } });
    expect(cents.json.value!.amount).toBe(10.55);
    const thirds = await call(app, 'POST', WalletPath.TRANSFER, { merchant: 'demo', token, body: { from: 'MAIN', to: 'PG', amount: 10.555 } });
    expect(thirds).toMatchObject({ status: 400, json: { errorCode: 'amount_decimals', value: { decimals: 2 } } });
  });

  it('refuses a starting deposit limit in fractions of the currency at registration', async () => {
    const user = { regType: 'username' as const, username: 'tran77', password: 'Tran#2026', confirmPassword: 'Tran#2026', payeeName: 'Trần Văn An', zalo: '0912345678' };
    const refused = await register(app, 'vn88', { ...user, depositLimitDay: 500000.5, captcha: await captchaAnswer(app, 'vn88') } as never);
    expect(refused.json).toMatchObject({ errorCode: 'validation_failed', value: { field: 'depositLimitDay' } });
  });
});
