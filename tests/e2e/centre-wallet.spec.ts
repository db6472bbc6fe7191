import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { WalletControlPath } from '../../sandbox/control-paths';
import { originOf, send } from './support/http';
import { HOSTS, PLATFORM, siteUrl } from './support/platform';
import { SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * The member centre's wallet as player1: a deposit approved by the sandbox's control endpoint raises the
 * header's balance; a withdrawal with the payment password walks to Success and is
 * confirmed received; a wrong payment password, an amount over the limit, a 6 MB and a .gif receipt each get their
 * field message and change nothing; money goes to a vendor wallet and back. Other tests in the lane share player1, so
 * every check is relative to what the test read first. Each flow runs once, on a phone or on a desktop (records are
 * cards on one and a table on the other); member-centre.spec.ts checks every page fits a phone.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** A 1×1 PNG (the upload checks the first bytes, not the name). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3e1a7d60000000049454e44ae426082',
  'hex',
);

const signIn = (page: Page, context: BrowserContext): Promise<string> => signInContext(context, { page });

/** Orders an earlier test left open count towards the open-order limit: cancel them first (through the site's API). */
async function cancelOpenDeposits(cookie: string) {
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(HOSTS.demo) };
  const open = await send(HOSTS.demo, '/api/wallet/deposits/open', { headers });
  expect(open.status, open.body).toBe(200);
  for (const order of (JSON.parse(open.body) as { value: { id: number; status: number }[] }).value) {
    if (order.status !== 4 && order.status !== 5) continue;
    const cancelled = await send(HOSTS.demo, '/api/wallet/deposits/cancel', { method: 'POST', headers, data: { id: order.id } });
    expect(cancelled.status, cancelled.body).toBe(200);
  }
}

/** A record's row: a table row on wide screens, a card on a phone (never the toasts' list items). */
const recordRow = (page: Page, project: string, caption: string, text: string) =>
  (project === 'phone' ? page.getByRole('list', { name: caption }).getByRole('listitem') : page.getByRole('table', { name: caption }).getByRole('row')).filter({
    hasText: text,
  });

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const headerBalance = async (page: Page) => {
  const shown = page.getByRole('banner').getByTestId('wallet-balance');
  await expect(shown).toHaveText(/\d/);
  return money(await shown.textContent());
};

async function open(page: Page, key: string, title: string) {
  await page.goto(siteUrl(HOSTS.demo, `/member/${key}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function control<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response = method === 'GET' ? await request.get(`${PLATFORM}${path}`) : await request.post(`${PLATFORM}${path}`, { data: data ?? {} });
  expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

const latestDeposit = (request: APIRequestContext) =>
  control<{ deposit: { id: number; orderNo: string; status: number } }>(request, 'GET', `${WalletControlPath.LATEST_DEPOSIT}?merchant=demo&username=player1`);
const latestWithdrawal = (request: APIRequestContext) =>
  control<{ withdrawal: { id: number; refNo: string; status: number } }>(request, 'GET', `${WalletControlPath.LATEST_WITHDRAWAL}?merchant=demo&username=player1`).catch(
    () => ({ withdrawal: { id: 0, refNo: '', status: 0 } }),
  );

test.describe('wallet on a phone', () => {
  test.use(PHONE);
  const project = 'phone';
  test('a deposit with a receipt, approved by the platform, raises the header balance', async ({ page, context, request }) => {
    await cancelOpenDeposits(await signIn(page, context));
    await open(page, 'depositv2', 'Deposit');
    const before = await headerBalance(page);
    const amount = 25;

    await page.getByRole('radio', { name: /Bank transfer · Chase/ }).check({ force: true });
    await page.getByLabel('Amount', { exact: true }).fill(String(amount));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/Order D\d+ created/)).toBeVisible();
    const { deposit } = await latestDeposit(request);
    const order = page.getByRole('article').filter({ hasText: deposit.orderNo });
    await expect(order.getByRole('heading', { name: `Deposit of $${amount}.00` })).toBeFocused();
    await expect(order.getByText('New', { exact: true })).toBeVisible();
    await expect(order.getByText('402188301297')).toBeVisible();

    const receipt = order.getByLabel(/^Add image/);
    await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(order.getByRole('img', { name: 'Payment receipt (optional), image 1' })).toBeVisible();
    await order.getByRole('button', { name: 'I have paid' }).click();
    await expect(order.getByText('Pending', { exact: true })).toBeVisible();
    await expect(order.getByRole('img', { name: 'Receipt 1' })).toBeVisible();

    const approved = await control<{ deposit: { status: number } }>(request, 'POST', WalletControlPath.approveDeposit(deposit.id));
    expect(approved.deposit.status).toBe(2);
    await expect(order.getByText(`Approved: $${amount}.00 was added to your main wallet.`)).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + amount, 2);

    // The deposit record (today) has it, approved, with its amount.
    await expect(recordRow(page, project, 'Deposit record', deposit.orderNo)).toContainText('Approved');
  });

  test('a wrong payment password and an amount over the limit get their field message and change nothing', async ({ page, context, request }) => {
    await signIn(page, context);
    await open(page, 'withdraw', 'Withdraw');
    const before = await headerBalance(page);
    const last = (await latestWithdrawal(request)).withdrawal.id;
    const form = page.locator('form').filter({ has: page.getByLabel('Payment password', { exact: true }) });
    const amount = form.getByLabel('Amount', { exact: true });
    const password = form.getByLabel('Payment password', { exact: true });

    await amount.fill('30');
    await password.fill('111111');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('The payment password is wrong.')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('20000');
    await password.fill('246810');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('The amount can be at most $10,000.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill(String(Math.floor(before) + 100));
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('That is more than the wallet holds.')).toBeVisible();

    expect((await latestWithdrawal(request)).withdrawal.id).toBe(last);
    expect(await headerBalance(page)).toBeCloseTo(before, 2);
  });

  test('money goes to a vendor wallet and back', async ({ page, context }) => {
    await signIn(page, context);
    await open(page, 'transferFund', 'My wallet');
    const total = await headerBalance(page);
    const main = page.getByTestId('main-balance');
    await expect(main).toHaveText(/\d/);
    const mainBefore = money(await main.textContent());
    const pg = page.getByRole('list', { name: 'Vendor wallets' }).getByRole('listitem').filter({ hasText: 'PG Soft' });
    const pgBefore = money(await pg.locator('p').nth(1).textContent());

    await page.getByLabel('Vendor wallet', { exact: true }).selectOption({ label: 'PG Soft' });
    await page.getByLabel('Amount', { exact: true }).fill('12.5');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('$12.50 moved to PG Soft.')).toBeVisible();
    await expect(main).toHaveText(`$${(mainBefore - 12.5).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await expect(pg).toContainText(`$${(pgBefore + 12.5).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await headerBalance(page)).toBeCloseTo(total, 2);

    await pg.getByRole('button', { name: 'Transfer out from PG Soft' }).click();
    const amount = page.getByLabel('Amount', { exact: true });
    await expect(amount).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Vendor → main' })).toBeChecked();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(amount).toHaveValue(String(pgBefore + 12.5));
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(/moved from PG Soft to your main wallet/)).toBeVisible();
    await expect(pg).toContainText('$0.00');
    await expect(main).toHaveText(`$${(mainBefore + pgBefore).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await headerBalance(page)).toBeCloseTo(total, 2);
  });
});
test.describe('wallet on a desktop', () => {
  test.use(DESKTOP);
  const project = 'desktop';
  test('a withdrawal with the payment password walks to Success and is confirmed received', async ({ page, context, request }) => {
    await signIn(page, context);
    await open(page, 'withdraw', 'Withdraw');
    const before = await headerBalance(page);
    const form = page.locator('form').filter({ has: page.getByLabel('Payment password', { exact: true }) });
    await form.getByLabel('Amount', { exact: true }).fill('30');
    await expect(form.getByText('You receive')).toBeVisible();
    await expect(form).toContainText('$29.00');
    await form.getByLabel('Payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText(/Withdrawal W\d+ of \$30\.00 requested/)).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 30, 2);

    const { withdrawal } = await latestWithdrawal(request);
    const row = recordRow(page, project, 'Withdraw record', withdrawal.refNo);
    await expect(row).toContainText('Processing');
    await control(request, 'POST', WalletControlPath.advanceWithdrawal(withdrawal.id), { status: 2 });
    await control(request, 'POST', WalletControlPath.advanceWithdrawal(withdrawal.id), { status: 4 });
    await page.reload();
    await expect(row).toContainText('Success');
    await expect(row).toContainText('Did the money arrive?');
    await row.getByRole('button', { name: `Received ${withdrawal.refNo}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Money received?' });
    await expect(dialog).toContainText('$29.00');
    await dialog.getByRole('button', { name: 'Yes, received' }).click();
    await expect(page.getByText('Thank you for confirming.')).toBeVisible();
    await expect(row).toContainText('Received');
    await expect(row.getByRole('button')).toHaveCount(0);
    // Received is the end of it: the money stays out of the wallet.
    expect(await headerBalance(page)).toBeCloseTo(before - 30, 2);
  });

  test('a 6 MB and a .gif receipt get their message under the field and nothing is uploaded', async ({ page, context, request }, testInfo) => {
    // Made here from bytes, and handed to the browser as files (a 6 MB buffer through the protocol is slow on a busy runner).
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(big);
    const bigPath = testInfo.outputPath('big.png');
    const gifPath = testInfo.outputPath('receipt.gif');
    await mkdir(path.dirname(bigPath), { recursive: true });
    await writeFile(bigPath, big);
    await writeFile(gifPath, Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'));
    await cancelOpenDeposits(await signIn(page, context));
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/uploads')) uploads.push(r.url());
    });
    await open(page, 'depositv2', 'Deposit');
    const before = await headerBalance(page);
    await page.getByLabel('Amount', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/Order D\d+ created/)).toBeVisible();
    const { deposit } = await latestDeposit(request);
    const order = page.getByRole('article').filter({ hasText: deposit.orderNo });
    const receipt = order.getByLabel(/^Add image/);
    await receipt.setInputFiles(bigPath);
    await expect(order.getByRole('alert')).toContainText('big.png is larger than 5 MB.');
    await receipt.setInputFiles(gifPath);
    await expect(order.getByRole('alert')).toContainText('receipt.gif is not a PNG or JPG image.');
    await expect(receipt).toHaveAttribute('aria-invalid', 'true');
    await expect(order.getByRole('img', { name: /Payment receipt \(optional\), image/ })).toHaveCount(0);
    expect(uploads).toEqual([]);

    // Cancelled, the order moves nothing either.
    await order.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
    await expect(order.getByText('You cancelled this order.')).toBeVisible();
    expect(await headerBalance(page)).toBeCloseTo(before, 2);
  });
});

test.describe('a single-wallet brand', () => {
  test.use(DESKTOP);

  test('vn88 keeps one wallet: no My wallet page, menu entry or link, and no transfer; demo keeps its vendor wallets', async ({ page, context }) => {
    const cookie = await signInContext(context, { host: HOSTS.vn88, page });
    await page.goto(siteUrl(HOSTS.vn88, '/en/member/securityCenter'));
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Member centre pages' });
    await expect(menu.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My wallet' })).toHaveCount(0);
    // My account shows the balance, with no way to a wallet page the brand does not have.
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: '₫' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'My wallet' })).toHaveCount(0);
    // Its address is a page the brand does not offer, in every language.
    for (const path of ['/en/member/transferFund', '/member/transferFund']) {
      expect((await page.goto(siteUrl(HOSTS.vn88, path)))?.status(), path).toBe(404);
    }
    // Nothing moves between game wallets: the platform refuses, and the site answers in its envelope.
    const transfer = await send(HOSTS.vn88, '/api/wallet/transfer', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(HOSTS.vn88) },
      data: { from: 'MAIN', to: 'PG', amount: 100000 },
    });
    expect(transfer.status, transfer.body).toBe(409);
    expect(JSON.parse(transfer.body)).toMatchObject({ success: false, errorCode: 'single_wallet' });

    // demo runs a multi wallet: My wallet is in the menu and on My account, and lists the vendor wallets.
    await signInContext(context, { host: HOSTS.demo });
    await page.goto(siteUrl(HOSTS.demo, '/member/securityCenter'));
    await expect(menu.getByRole('link', { name: 'My wallet' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'My wallet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vendor wallets' }).getByRole('listitem').first()).toBeVisible();
  });
});
