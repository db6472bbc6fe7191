import { expect, test, type Page } from '@playwright/test';
import type { ContractDto, ContractKind, ContractsDto } from '@site/platform-contract/agent';
import { originOf, send } from './support/http';
import { acceptDisclaimer, ACCOUNTS, HOSTS, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * A downline answers its upline's contracts on each kind's page (spec §1 and §4 "Contracts": accept, reject,
 * terminate). The site answers through the platform's relay of the contract's kind (spec §7 "Home":
 * MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract), the only answer paths the sandbox serves: each answer that lands here went
 * through its kind's relay.
 */

const DOWN2 = { username: 'down2', password: 'Down#2026' };

const KINDS: { kind: ContractKind; page: string; title: string; named: string; periodType: string; tier: Record<string, number> }[] = [
  { kind: 'dividend', page: 'agentDividendRecordCopy2', title: 'Dividend', named: 'a dividend', periodType: 'weekly', tier: { rate: 20, periodNetLoss: 0 } },
  { kind: 'dailySalary', page: 'agentDailyWages2', title: 'Daily salary', named: 'a daily salary', periodType: 'daily', tier: { rate: 1 } },
  { kind: 'hourlySalary', page: 'agentHourSalary', title: 'Hourly salary', named: 'an hourly salary', periodType: 'hourly', tier: { rate: 1 } },
  { kind: 'realtimeSalary', page: 'agentRealtimeSalary', title: 'Real-time salary', named: 'a real-time salary', periodType: 'fiveMinutes', tier: { rate: 1 } },
];

const headers = (cookie: string) => ({ cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(HOSTS.demo) });

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** agent1 offers down2 a contract of `kind` through the site's API; → the offer's id. */
async function offer(agentCookie: string, kind: ContractKind, periodType: string, tier: Record<string, number>): Promise<number> {
  const downlines = await send(HOSTS.demo, '/api/agent/downlines', { headers: headers(agentCookie) });
  const down2 = (JSON.parse(downlines.body) as { value: { list: { id: number; username: string }[] } }).value.list.find((d) => d.username === 'down2')!;
  const made = await send(HOSTS.demo, '/api/agent/contracts/offer', {
    method: 'POST',
    headers: headers(agentCookie),
    data: { kind, downlineId: down2.id, periodType, tiers: [{ activeMembers: 1, periodValidBet: 0, ...tier }] },
  });
  expect(made.status, made.body).toBe(200);
  return (JSON.parse(made.body) as { value: ContractDto }).value.id;
}

/** Presses an action on the member's own contract, confirms it, and waits for the notice. */
async function answer(page: Page, action: string, confirmTitle: string, done: string) {
  await page.getByRole('main').getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: confirmTitle });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(confirm).toBeHidden();
}

for (const { kind, page: key, title, named, periodType, tier } of KINDS) {
  test(`contracts: a downline rejects, accepts and ends ${named} contract on its page`, async ({ browser }) => {
    const agentContext = await browser.newContext();
    const agentCookie = await signInContext(agentContext, { account: ACCOUNTS.agent });
    const context = await browser.newContext();
    const page = await context.newPage();
    await acceptDisclaimer(page);
    await skipAfterLoginNotices(page);
    await signInContext(context, { account: DOWN2 });

    const rejected = await offer(agentCookie, kind, periodType, tier);
    await page.goto(siteUrl(HOSTS.demo, `/agent/${key}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Pending').first()).toBeVisible();
    await answer(page, 'Reject', 'Reject this offer?', 'Offer rejected.');
    await expect(main.getByText('You have no contract of this kind from your upline.')).toBeVisible();

    const accepted = await offer(agentCookie, kind, periodType, tier);
    await page.reload();
    await answer(page, 'Accept', 'Accept this contract?', 'Contract accepted.');
    await expect(main.getByText('Confirmed').first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'End contract' })).toBeVisible();

    await answer(page, 'End contract', 'End this contract?', 'Contract ended.');
    await expect(main.getByText('You have no contract of this kind from your upline.')).toBeVisible();

    // The upline's list holds both, as the platform ended them: one rejected, one ended by the downline.
    const listed = await send(HOSTS.demo, `/api/agent/contracts?kind=${kind}&page=1&pageSize=10`, { headers: headers(agentCookie) });
    expect(listed.status, listed.body).toBe(200);
    const offered = (JSON.parse(listed.body) as { value: ContractsDto }).value.offered.list;
    expect(offered.find((c) => c.id === rejected)).toMatchObject({ status: 'R', endReason: 'rejected' });
    expect(offered.find((c) => c.id === accepted)).toMatchObject({ status: 'R', endReason: 'terminated' });
    await context.close();
    await agentContext.close();
  });
}
