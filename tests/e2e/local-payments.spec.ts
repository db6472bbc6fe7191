import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PlatformHeader } from '@site/platform-contract/envelope';
import { WalletPath, type DepositDto, type WithdrawSettingsDto } from '@site/platform-contract/wallet';
import { WalletControlPath } from '../../sandbox/control-paths';
import { readVietQr } from '../../sandbox/lib/vietqr';
import { originOf, send } from './support/http';
import { HOSTS, PLATFORM, siteUrl } from './support/platform';
import { platformToken } from './support/platform-session';
import { SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * Local payments: vn88's VietQR bank transfer, whose order shows a VietQR code that any Vietnamese bank app
 * reads as the order's transfer (decoded here from the image: bank, account, amount and the order number as the note),
 * with the same details as text to copy; vn88's MoMo and ph's GCash and Maya, each with its own limits and steps (the
 * wallet number, then the wallet's transaction reference, then an order awaiting confirmation); and the withdraw page's
 * "withdrawable now" and "turnover still required", as the sandbox reckons them from the member's deposits and bets.
 * Phone first; player1, whose open orders an earlier test may have left are cancelled first.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function cancelOpenDeposits(host: string, cookie: string) {
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(host) };
  const open = await send(host, '/api/wallet/deposits/open', { headers });
  expect(open.status, open.body).toBe(200);
  for (const order of (JSON.parse(open.body) as { value: { id: number; status: number }[] }).value) {
    if (order.status !== 4 && order.status !== 5) continue;
    const cancelled = await send(host, '/api/wallet/deposits/cancel', { method: 'POST', headers, data: { id: order.id } });
    expect(cancelled.status, cancelled.body).toBe(200);
  }
}

async function latestDeposit(request: APIRequestContext, merchant: string): Promise<DepositDto> {
  const response = await request.get(`${PLATFORM}${WalletControlPath.LATEST_DEPOSIT}?merchant=${merchant}&username=player1`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { deposit: DepositDto }).deposit;
}

/** Signs player1 in on `host`, cancels its open orders there and opens the deposit page (its heading in the brand's language). */
async function openDeposit(page: Page, host: string, heading: string) {
  const cookie = await signInContext(page.context(), { host, page });
  await cancelOpenDeposits(host, cookie);
  await page.goto(siteUrl(host, '/member/depositv2'));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The text of a figure in a description list: the <dd> after the <dt> named `term`. */
const figure = (scope: Locator, term: string) => scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Reads a QR code from an <img> whose src is a PNG data URL. */
async function decodeQr(image: Locator): Promise<string> {
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1]!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the image holds a readable QR code').not.toBeNull();
  return code!.data;
}

test.describe('local payments on a phone', () => {
  test.use(PHONE);

  test('vn88: a VietQR order carries its bank, account, amount and note in the code, and as text to copy', async ({ page, request }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf(HOSTS.vn88) });
    await openDeposit(page, HOSTS.vn88, 'Nạp tiền');
    await page.getByRole('radio', { name: /^Chuyển khoản VietQR · Vietcombank/ }).check({ force: true });
    await page.getByLabel('Số tiền', { exact: true }).fill('250000');
    await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
    // The new order (earlier ones were cancelled above).
    await expect.poll(async () => ((d) => `${d.method} ${d.amount} ${d.status}`)(await latestDeposit(request, 'vn88'))).toBe('VIETQR 250000 5');
    const deposit = await latestDeposit(request, 'vn88');
    const order = page.getByRole('article').filter({ hasText: deposit.orderNo });
    await expect(order.getByRole('heading', { name: 'Cách thanh toán bằng Vietcombank' })).toBeVisible();

    // The code, as a bank app reads it: NAPAS's VietQR with this order's transfer, its CRC intact.
    const qr = order.getByRole('img', { name: /^Mã VietQR: 250\.000\s?₫ tới Vietcombank$/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/png/);
    const payload = await decodeQr(qr);
    expect(readVietQr(payload)).toMatchObject({ bin: '970436', account: '0071000123456', amount: 250_000, note: deposit.orderNo });
    expect(payload).toBe(deposit.payTo.qrText);

    // The same, as text with a copy button each.
    await expect(figure(order, 'Số tài khoản')).toContainText('0071000123456');
    await expect(figure(order, 'Số tiền cần chuyển')).toContainText(/250\.000/);
    await expect(figure(order, 'Nội dung chuyển khoản')).toContainText(deposit.orderNo);
    for (const [label, value] of [
      ['Ngân hàng hoặc ví', 'Vietcombank'],
      ['Số tài khoản', '0071000123456'],
      ['Số tiền cần chuyển', '250000'],
      ['Nội dung chuyển khoản', deposit.orderNo],
    ]) {
      await order.getByRole('button', { name: `Sao chép ${label}`, exact: true }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }

    await order.getByRole('button', { name: 'Tôi đã thanh toán' }).click();
    await expect(order.getByText('Đang chờ', { exact: true })).toBeVisible();
  });

  test('vn88: MoMo takes the payer’s number within MoMo’s limits, then the transaction ID, and the order awaits confirmation', async ({ page, request }) => {
    await openDeposit(page, HOSTS.vn88, 'Nạp tiền');
    const momo = page.getByRole('radio', { name: /^Ví điện tử · MoMo/ });
    await momo.check({ force: true });
    // MoMo's own limits (50.000 ₫ to 20.000.000 ₫, where ZaloPay starts at 20.000 ₫).
    await expect(page.getByRole('radio', { name: /^Ví điện tử · MoMo/ })).toHaveAccessibleName(/50\.000\s?₫.*20\.000\.000\s?₫/);
    await page.getByLabel('Số tiền', { exact: true }).fill('30000');
    await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
    const amount = page.getByLabel('Số tiền', { exact: true });
    await expect(amount).toHaveAccessibleDescription(/Số tiền phải từ 50\.000\s?₫/);
    const payer = page.getByLabel('Số MoMo của bạn', { exact: true });
    await expect(payer).toHaveAccessibleDescription('Nhập số MoMo của bạn.');

    await amount.fill('150000');
    await payer.fill('091234');
    await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
    await expect(payer).toHaveAccessibleDescription('Nhập số MoMo như trong ứng dụng, ví dụ 0901234567.');
    await payer.fill('0912 345 678');
    await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();

    await expect.poll(async () => ((d) => `${d.method} ${d.status}`)(await latestDeposit(request, 'vn88'))).toBe('MOMO 5');
    const deposit = await latestDeposit(request, 'vn88');
    expect(deposit).toMatchObject({ amount: 150_000, payerAccount: '0912345678', status: 5 });
    const order = page.getByRole('article').filter({ hasText: deposit.orderNo });
    await expect(order.getByRole('heading', { name: 'Cách thanh toán bằng MoMo' })).toBeVisible();
    await expect(order.getByRole('listitem').nth(1)).toContainText(`0901234567 (VN88) với lời nhắn ${deposit.orderNo}`);

    const reference = order.getByLabel('Mã giao dịch MoMo', { exact: true });
    await order.getByRole('button', { name: 'Tôi đã thanh toán' }).click();
    await expect(reference).toHaveAccessibleDescription('Nhập mã giao dịch MoMo.');
    await reference.fill('12AB');
    await order.getByRole('button', { name: 'Tôi đã thanh toán' }).click();
    await expect(reference).toHaveAccessibleDescription('Nhập mã giao dịch đúng như MoMo hiển thị, ví dụ 31456789012.');
    expect((await latestDeposit(request, 'vn88')).status).toBe(5);

    await reference.fill('31456789012');
    await order.getByRole('button', { name: 'Tôi đã thanh toán' }).click();
    await expect(order.getByText('Đang chờ', { exact: true })).toBeVisible();
    await expect(order.getByText('Chúng tôi đang xác nhận khoản thanh toán MoMo theo mã giao dịch.', { exact: false })).toBeVisible();
    await expect(figure(order, 'Mã giao dịch MoMo')).toHaveText('31456789012');
    expect(await latestDeposit(request, 'vn88')).toMatchObject({ id: deposit.id, status: 4, payReference: '31456789012' });
  });

  test('ph: GCash and Maya are methods of their own, each with its limits, number and reference', async ({ page, request }) => {
    await openDeposit(page, HOSTS.ph, 'Deposit');
    // ₱150 is within GCash's limits (₱100 to ₱50,000) and under Maya's minimum (₱200).
    await page.getByRole('radio', { name: /^E-wallet · Maya/ }).check({ force: true });
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('150');
    await page.getByLabel('Your Maya number', { exact: true }).fill('09181112222');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(amount).toHaveAccessibleDescription(/at least ₱200\.00/);

    await page.getByRole('radio', { name: /^E-wallet · GCash/ }).check({ force: true });
    await page.getByLabel('Your GCash number', { exact: true }).fill('09171112222');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(async () => ((d) => `${d.method} ${d.status}`)(await latestDeposit(request, 'ph'))).toBe('GCASH 5');
    const gcash = await latestDeposit(request, 'ph');
    expect(gcash).toMatchObject({ amount: 150, payerAccount: '09171112222', status: 5 });
    const gcashOrder = page.getByRole('article').filter({ hasText: gcash.orderNo });
    await expect(gcashOrder.getByRole('heading', { name: 'How to pay with GCash' })).toBeVisible();
    await expect(gcashOrder.getByRole('listitem').first()).toHaveText('Open GCash with the account 09171112222 and tap Send, then Express Send.');
    await gcashOrder.getByLabel('GCash transaction ID', { exact: true }).fill('5012 3456 78901');
    await gcashOrder.getByRole('button', { name: 'I have paid' }).click();
    await expect(gcashOrder.getByText('Pending', { exact: true })).toBeVisible();
    expect(await latestDeposit(request, 'ph')).toMatchObject({ id: gcash.id, status: 4, payReference: '5012345678901' });

    await page.getByRole('radio', { name: /^E-wallet · Maya/ }).check({ force: true });
    await amount.fill('250');
    await page.getByLabel('Your Maya number', { exact: true }).fill('09181112222');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(async () => ((d) => `${d.method} ${d.status}`)(await latestDeposit(request, 'ph'))).toBe('MAYA 5');
    const maya = await latestDeposit(request, 'ph');
    const mayaOrder = page.getByRole('article').filter({ hasText: maya.orderNo });
    await expect(mayaOrder.getByRole('heading', { name: 'How to pay with Maya' })).toBeVisible();
    await mayaOrder.getByLabel('Maya transaction ID', { exact: true }).fill('a1b2c3d4e5f6');
    await mayaOrder.getByRole('button', { name: 'I have paid' }).click();
    await expect(mayaOrder.getByText('Pending', { exact: true })).toBeVisible();
    expect(await latestDeposit(request, 'ph')).toMatchObject({ id: maya.id, amount: 250, payerAccount: '09181112222', status: 4, payReference: 'A1B2C3D4E5F6' });
  });

  test('withdraw: what can be withdrawn now and the turnover still required are the sandbox’s, and follow a deposit', async ({ page, request }) => {
    const token = await platformToken(request, 'demo');
    const headers = { [PlatformHeader.MERCHANT]: 'demo', [PlatformHeader.DEVICE]: 'WEB', [PlatformHeader.AUTHORIZATION]: token };
    const sandbox = async (): Promise<WithdrawSettingsDto> => {
      const response = await request.get(`${PLATFORM}${WalletPath.WITHDRAW_SETTINGS}`, { headers });
      expect(response.ok()).toBeTruthy();
      return ((await response.json()) as { value: WithdrawSettingsDto }).value;
    };
    const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
    const shown = async (expected: WithdrawSettingsDto) => {
      await expect(figure(page.locator('main'), 'Withdrawable now')).toHaveText(money(expected.withdrawable));
      await expect(figure(page.locator('main'), 'Turnover still required')).toHaveText(money(expected.turnoverRequired));
      await expect(figure(page.locator('main'), 'Main wallet')).toHaveText(money(expected.mainBalance));
    };

    await signInContext(page.context(), { page });
    await page.goto(siteUrl(HOSTS.demo, '/member/withdraw'));
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    const before = await sandbox();
    await shown(before);

    // A deposit of $40 approved, and no bet since: $40 more to bet, and nothing more to withdraw yet.
    const created = await request.post(`${PLATFORM}${WalletPath.DEPOSITS}`, { headers, data: { channel: 'BANK_CHASE', amount: 40 } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const id = ((await created.json()) as { value: DepositDto }).value.id;
    expect((await request.post(`${PLATFORM}${WalletControlPath.approveDeposit(id)}`)).ok()).toBeTruthy();
    const after = await sandbox();
    expect(after.turnoverRequired).toBeCloseTo(before.turnoverRequired + 40, 2);
    expect(after.mainBalance).toBeCloseTo(before.mainBalance + 40, 2);
    expect(after.withdrawable).toBeCloseTo(before.withdrawable, 2);
    await page.reload();
    await shown(after);
    await expect(page.getByText(`Bet ${money(after.turnoverRequired)} more and the other`)).toBeVisible();

    // More than that, though the wallet holds it: the field says how much may go now, and nothing leaves.
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill(String(Math.min(after.max, Math.floor(after.withdrawable) + 30)));
    await page.getByLabel('Payment password', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(amount).toHaveAccessibleDescription(`You can withdraw up to ${money(after.withdrawable)} now. Bet ${money(after.turnoverRequired)} more to withdraw the rest.`);
    expect((await sandbox()).mainBalance).toBeCloseTo(after.mainBalance, 2);
  });
});

/** An order made through the site's API, as the form makes it (one Idempotency-Key). */
async function order(host: string, cookie: string, data: object) {
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(host), 'idempotency-key': `axe-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const made = await send(host, '/api/wallet/deposits', { method: 'POST', headers, data });
  expect(made.status, made.body).toBe(200);
}

async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => ({ what, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(summary).toEqual([]);
}

for (const [screen, device] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test.describe(`local payments, axe on a ${screen}`, () => {
    test.use(device);
    test(`open VietQR, MoMo and GCash orders and the withdraw figures have no violations (${screen})`, async ({ page }) => {
      test.setTimeout(120_000);
      const vn = await signInContext(page.context(), { host: HOSTS.vn88, page });
      await cancelOpenDeposits(HOSTS.vn88, vn);
      await order(HOSTS.vn88, vn, { channel: 'BANK_VCB', amount: 500_000 });
      await order(HOSTS.vn88, vn, { channel: 'EWALLET_MOMO', amount: 200_000, payerAccount: '0912345678' });
      await page.goto(siteUrl(HOSTS.vn88, '/member/depositv2'));
      await expect(page.getByRole('img', { name: /^Mã VietQR/ })).toHaveAttribute('src', /^data:image\/png/);
      await expect(page.getByRole('heading', { name: 'Cách thanh toán bằng MoMo' })).toBeVisible();
      await expectNoViolations(page, 'vn88 deposit');

      const ph = await signInContext(page.context(), { host: HOSTS.ph, page });
      await cancelOpenDeposits(HOSTS.ph, ph);
      await order(HOSTS.ph, ph, { channel: 'EWALLET_GCASH', amount: 500, payerAccount: '09171234567' });
      await page.goto(siteUrl(HOSTS.ph, '/member/depositv2'));
      await expect(page.getByRole('heading', { name: 'How to pay with GCash' })).toBeVisible();
      await expectNoViolations(page, 'ph deposit');

      await signInContext(page.context(), { page });
      await page.goto(siteUrl(HOSTS.demo, '/member/withdraw'));
      await expect(page.getByText('Withdrawable now')).toBeVisible();
      await expectNoViolations(page, 'demo withdraw');
    });
  });
}
