import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DemoGamePath } from '@/sandbox/demo-game-paths';
import type { PayoutDto } from '@site/platform-contract/agent';
import { platformGames } from './support/games';
import { originOf, send } from './support/http';
import { apiRoutes } from './support/routes';
import { acceptDisclaimer, ACCOUNTS, HOSTS, PLATFORM, resetPlatform, siteUrl, skipAfterLoginNotices } from './support/platform';
import { logIn, SESSION_COOKIE, signInContext } from './support/sessions';

/**
 * The agent centre: who may enter (visitor, player, agent), the menu and the merchant's clock, the team
 * overview, team management with its drill-down, the contract pages (offer, the lower-rate confirmation, answer), and
 * the after-login prompt of a pending offer.
 */

const DOWN1 = { username: 'down1', password: 'Down#2026' };
const DAY = 24 * 3600_000;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Agent centre pages' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const signIn = (context: BrowserContext, account: { username: string; password: string } = ACCOUNTS.agent, host: string = HOSTS.demo) =>
  signInContext(context, { account, host });

async function prepare(page: Page) {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
}

/** The agent's centre on a phone with its menu sheet open; the caller closes the context. */
async function openPhoneMenu(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent'));
  const sheet = page.getByRole('dialog', { name: 'Agent centre' });
  // A tap before the page has hydrated opens nothing: tap again until the sheet is there.
  await expect(async () => {
    await page.getByRole('main').getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sheet).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return { context, page, sheet };
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('a visitor opening the agent centre gets the login popup and comes back to it once logged in', async ({ page }) => {
  await prepare(page);
  await page.goto(siteUrl(HOSTS.demo, '/agent'));
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(ACCOUNTS.agent.username);
  await dialog.getByLabel('Password', { exact: true }).fill(ACCOUNTS.agent.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent$/, { timeout: 20_000 });
  await expect(heading(page, 'Team overview')).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
});

test('a member who is no agent is told so, with a link to the affiliate programme, and never sees an agent page', async ({ page, context }) => {
  await prepare(page);
  const value = await signIn(context, ACCOUNTS.player);
  await page.goto(siteUrl(HOSTS.demo, '/agent/downlineManagmentView'));
  await expect(heading(page, 'Not an agent account')).toBeVisible();
  // A link the member may follow, not a redirect off the site.
  await expect(page.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute('href', 'https://aff.example.com/demo');
  await expect(menuOf(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Team management' })).toHaveCount(0);
  // The site's API refuses the agent centre's reads to a player as well.
  const api = await send(HOSTS.demo, '/api/agent/downlines', { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
  expect(api.status).toBe(403);
});

test('the agent API answers only agents, and an agent only about its own team', async ({ context }) => {
  const reads = apiRoutes().filter((api) => api.path.startsWith('/api/agent/') && api.methods.GET === 'agent' && !api.route.includes('['));
  expect(reads.length).toBeGreaterThan(5);
  const free = await send(HOSTS.demo, '/api/session/free-play', { method: 'POST', headers: { origin: originOf(HOSTS.demo) }, data: {} });
  expect(free.status, free.body).toBe(200);
  const trial = /(?:^|\n)site_session=([^;]*)/.exec(free.headers['set-cookie'] ?? '')?.[1];
  const player = await logIn(HOSTS.demo, ACCOUNTS.player);
  for (const read of reads) {
    expect((await send(HOSTS.demo, read.path)).status, `${read.route} as a visitor`).toBe(401);
    expect((await send(HOSTS.demo, read.path, { headers: { cookie: `${SESSION_COOKIE}=${trial}` } })).status, `${read.route} as a trial account`).toBe(403);
    expect((await send(HOSTS.demo, read.path, { headers: { cookie: `${SESSION_COOKIE}=${player}` } })).status, `${read.route} as a player`).toBe(403);
  }
  // a1p1 is in agent1's team, not in down1's: down1 can neither list under it nor report on it.
  const agent = await signIn(context);
  const found = await send(HOSTS.demo, '/api/agent/downlines?username=a1p1', { headers: { cookie: `${SESSION_COOKIE}=${agent}` } });
  expect(found.status, found.body).toBe(200);
  const a1p1 = (JSON.parse(found.body) as { value: { list: { id: number; username: string }[] } }).value.list.find((d) => d.username === 'a1p1')!;
  const down1 = await logIn(HOSTS.demo, DOWN1);
  const asDown1 = { headers: { cookie: `${SESSION_COOKIE}=${down1}` } };
  const under = await send(HOSTS.demo, `/api/agent/downlines?parentId=${a1p1.id}`, asDown1);
  expect(under.status, under.body).toBe(404);
  const to = Date.now();
  const bets = await send(HOSTS.demo, `/api/agent/reports/bets?username=a1p1&from=${to - 7 * DAY}&to=${to}`, asDown1);
  expect(bets.status, bets.body).toBe(404);
  const mine = await send(HOSTS.demo, `/api/agent/downlines?username=a1p1`, asDown1);
  expect((JSON.parse(mine.body) as { value: { list: unknown[] } }).value.list).toEqual([]);
});

test('five agent pages have no WCAG 2.2 A or AA violations (three on a desktop, two on a phone)', async ({ browser }) => {
  test.setTimeout(120_000);
  const desktop = { viewport: { width: 1366, height: 900 } };
  const runs = [
    [desktop, [['agentTeamOverview', 'Team overview'], ['agentDailyWages2', 'Daily salary'], ['personalHistoryCopy', 'Team betting']]],
    [PHONE, [['downlineManagmentView', 'Team management'], ['registerCenter', 'Registration centre']]],
  ] as const;
  for (const [view, pages] of runs) {
    const context = await browser.newContext(view);
    const page = await context.newPage();
    await prepare(page);
    await signIn(context);
    for (const [key, title] of pages) {
      await page.goto(siteUrl(HOSTS.demo, `/agent/${key}`));
      await expect(heading(page, title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: /Loading|Updating/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => ({ page: key, width: view.viewport.width, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
      expect(summary).toEqual([]);
    }
    await context.close();
  }
});

test('the profile menu links an agent to the centre; the header shows the merchant time zone and a ticking clock', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/'));
  await page.getByRole('button', { name: /account menu for agent1/i }).first().click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(heading(page, 'Team overview')).toBeVisible();
  await expect(page.getByText(/Time zone\s*GMT[+-]\d/)).toBeVisible();
  const clock = page.getByRole('main').locator('time').first();
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
});

test('team overview: figures over a period, the chart, and the team by level', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent'));
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expect(page.getByText('Team size', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team size by level' }).getByRole('rowheader', { name: 'Level 1' })).toBeVisible();
  await expect(page.getByTestId('team-chart')).toBeVisible();
});

test('team management: search, drill into a downline and back up by the path', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent/downlineManagmentView'));
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('cell', { name: 'a1p1' })).toBeVisible();
  await table.getByRole('button', { name: /downlines? of down1/ }).click();
  const path = page.getByRole('navigation', { name: 'Where you are in your team' });
  await expect(path.getByText('down1')).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('button', { name: /of down11/ })).toBeVisible();
  await path.getByRole('button', { name: 'My team' }).click();
  await expect(table.getByRole('cell', { name: 'a1p1' })).toBeVisible();
  await page.getByLabel('Find a member by username').fill('d11p');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('cell', { name: 'd11p1' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'a1p1' })).toHaveCount(0);
});

test('registration centre: an agent registers a downline through the form, then makes a registration link and deletes it', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent/registerCenter'));
  await expect(heading(page, 'Registration centre')).toBeVisible();
  const main = page.getByRole('main');

  // A downline, registered through the form: the form empties and the team has it.
  const username = `reg${Date.now() % 1e6}`;
  const register = main.getByRole('form', { name: 'Register a downline' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Password', { exact: true }).fill('Passw0rd1');
  await register.getByRole('radio', { name: 'Agent' }).check();
  await register.getByLabel('Rebate (%)').fill('0');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`${username} is registered in your team.`)).toBeVisible();
  await expect(register.getByLabel('Username')).toHaveValue('');
  await page.goto(siteUrl(HOSTS.demo, '/agent/downlineManagmentView'));
  await page.getByLabel('Find a member by username').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Team members' }).getByRole('cell', { name: username })).toBeVisible();

  // A registration link: its URL on this host and its QR code, then deleted after a confirmation.
  await page.goto(siteUrl(HOSTS.demo, '/agent/registerCenter'));
  const create = main.getByRole('form', { name: 'Create a registration link' });
  await create.getByRole('radio', { name: 'Member' }).check();
  await create.getByLabel('Rebate (%)').fill('0');
  const remark = `e2e ${username}`;
  await create.getByLabel('Remark').fill(remark);
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Registration link created.')).toBeVisible();
  const links = main.getByRole('list', { name: 'Registration links' });
  const card = links.getByRole('listitem').filter({ hasText: remark });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: /^QR code of link / })).toBeVisible();
  await expect(card.getByLabel('Register link')).toHaveValue(new RegExp(`^${originOf(HOSTS.demo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/register\\?affiliateCode=[A-Za-z0-9]+$`));
  await expect(card.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this registration link?' });
  await confirm.getByRole('button', { name: 'Delete link' }).click();
  await expect(page.getByText('Registration link deleted.')).toBeVisible();
  await expect(links.getByRole('listitem').filter({ hasText: remark })).toHaveCount(0);
});

test('contracts: an agent offers a daily salary, the downline accepts when prompted after login, and the team’s bets pay it when the day closes', async ({ page, context, browser, request }) => {
  test.setTimeout(120_000);
  await prepare(page);
  const agentCookie = await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent/agentDailyWages2'));
  await expect(heading(page, 'Daily salary')).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('Direct downline (agent)').selectOption({ label: 'down1' });
  // A rate above the limit is refused in the form.
  await form.getByLabel('Active members').fill('1');
  await form.getByLabel('Valid bet in the period').fill('0');
  await form.getByLabel('Rate (%)').fill('9');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByText(/Enter a rate from 0.01 to 3/)).toBeVisible();
  await form.getByLabel('Rate (%)').fill('1');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent. It waits for your downline\'s answer.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'down1' }).getByText('Pending')).toBeVisible();

  // down1 logs in through the page: the after-login step prompts the offer (no notices skipped for this one).
  const other = await browser.newContext();
  const downPage = await other.newPage();
  await acceptDisclaimer(downPage);
  await downPage.goto(siteUrl(HOSTS.demo, '/login'));
  const main = downPage.getByRole('main');
  await main.getByLabel('Username').fill(DOWN1.username);
  await main.getByLabel('Password', { exact: true }).fill(DOWN1.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  // The merchant's popup notices come first; then the offer.
  const notices = downPage.getByRole('dialog', { name: 'Announcements' });
  const prompt = downPage.getByRole('dialog', { name: 'A contract offer for you' });
  await expect(notices.or(prompt)).toBeVisible({ timeout: 20_000 });
  if (await notices.isVisible()) await notices.getByRole('button', { name: 'Got it' }).click();
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('agent1 offers you a daily salary contract.');
  await prompt.getByRole('button', { name: 'Accept' }).click();
  await expect(prompt).toBeHidden();
  await downPage.goto(siteUrl(HOSTS.demo, '/agent/agentDailyWages2'));
  await expect(downPage.getByRole('main').getByText('Confirmed').first()).toBeVisible();

  // down1's team plays: d1p1 spins the demo slot, launched through the site as its game page is.
  const d1p1 = await logIn(HOSTS.demo, { username: 'd1p1', password: 'Down#2026' });
  const { games } = await platformGames(request, 'INHOUSE');
  const slot = games.find((g) => g.openIn === 'iframe')!;
  const launch = await send(HOSTS.demo, '/api/games/launch', {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${d1p1}`, origin: originOf(HOSTS.demo) },
    data: { id: slot.nodeId, code: slot.gameId, vendor: slot.vassalage, type: 'INHOUSE' },
  });
  expect(launch.status, launch.body).toBe(200);
  const ticket = new URL((JSON.parse(launch.body) as { value: { url: string } }).value.url).searchParams.get('ticket');
  for (let i = 0; i < 5; i++) {
    const spin = await request.post(`${PLATFORM}${DemoGamePath.SPIN}`, { data: { ticket, stake: 10, requestId: `agent-e2e-${Date.now()}-${i}` } });
    expect(spin.ok(), await spin.text()).toBeTruthy();
  }

  // The merchant's day (GMT+7) closes: the sandbox clock moves just past midnight there, which settles the period.
  const { now } = (await (await request.get(`${PLATFORM}/__sandbox/clock`)).json()) as { now: string };
  const at = Date.parse(now);
  const offset = 7 * 3600_000;
  const midnight = Math.floor((at + offset) / DAY) * DAY + DAY - offset;
  expect((await request.post(`${PLATFORM}/__sandbox/clock`, { data: { advanceMs: midnight - at + 60_000 } })).ok()).toBeTruthy();
  const payouts = (await (await request.get(`${PLATFORM}/__sandbox/agent/payouts?merchant=demo&username=down1`)).json()) as { value: { list: PayoutDto[] } };
  const salary = payouts.value.list.find((p) => p.kind === 'dailySalary' && p.downline === 'down1');
  expect(salary, 'a daily salary payout for the closed day').toBeDefined();
  expect(salary!.status).toBe('A');
  expect(salary!.validBet).toBeGreaterThanOrEqual(50);
  expect(salary!.rate).toBe(1);
  expect(Math.round(salary!.amount * 100)).toBe(Math.floor(Math.round(salary!.validBet * 100) / 100));
  const amount = `$${salary!.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  // It shows in both centres: paid to down1, and paid by agent1 to its downline.
  for (const [viewer, tab] of [[downPage, 'Paid to me'], [page, 'Paid to my downlines']] as const) {
    await viewer.goto(siteUrl(HOSTS.demo, '/agent/agentDailyWages2'));
    await viewer.getByRole('tab', { name: tab }).click();
    await viewer.getByRole('button', { name: 'Last 7 days', exact: true }).click();
    await expect(viewer.getByRole('table', { name: tab }).getByRole('row').filter({ hasText: 'Paid' }).filter({ hasText: amount }).first()).toBeVisible();
  }

  // And in both account records: a SALARY row, + for down1 and − for agent1, at the time it was paid.
  const downCookie = (await other.cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
  const range = `kind=SALARY&from=${at - DAY}&to=${midnight + DAY}&pageSize=50`;
  for (const [cookie, sign] of [[downCookie, 1], [agentCookie, -1]] as const) {
    const record = await send(HOSTS.demo, `/api/records/transactions?${range}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    expect(record.status, record.body).toBe(200);
    const rows = (JSON.parse(record.body) as { value: { list: { amount: number; remark: string | null }[] } }).value.list;
    expect(rows.some((r) => Math.abs(r.amount - sign * salary!.amount) < 0.005 && (r.remark ?? '').includes(`#${salary!.contractId}`))).toBe(true);
  }
  await other.close();
});

test('contracts: a rejected offer leaves nothing behind: no contract in force, no prompt, no payout', async ({ page, context, browser, request }) => {
  await prepare(page);
  const agentCookie = await signIn(context);
  const headers = (cookie: string) => ({ cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(HOSTS.demo) });
  const downlines = await send(HOSTS.demo, '/api/agent/downlines', { headers: headers(agentCookie) });
  const down1Id = (JSON.parse(downlines.body) as { value: { list: { id: number; username: string }[] } }).value.list.find((d) => d.username === 'down1')!.id;
  const offer = { kind: 'realtimeSalary', downlineId: down1Id, periodType: 'fiveMinutes', tiers: [{ activeMembers: 1, periodValidBet: 0, rate: 1 }] };
  const made = await send(HOSTS.demo, '/api/agent/contracts/offer', { method: 'POST', headers: headers(agentCookie), data: offer });
  expect(made.status, made.body).toBe(200);

  // down1 rejects it on the real-time salary page.
  const other = await browser.newContext();
  const downPage = await other.newPage();
  await prepare(downPage);
  const downCookie = await signIn(other, DOWN1);
  await downPage.goto(siteUrl(HOSTS.demo, '/agent/agentRealtimeSalary'));
  await expect(heading(downPage, 'Real-time salary')).toBeVisible();
  await downPage.getByRole('main').getByRole('button', { name: 'Reject', exact: true }).click();
  const confirm = downPage.getByRole('alertdialog', { name: 'Reject this offer?' });
  await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(downPage.getByText('Offer rejected.')).toBeVisible();
  await expect(downPage.getByText('You have no contract of this kind from your upline.')).toBeVisible();

  // Nothing is left to answer after login, nothing is in force, and five minutes of bets pay nothing.
  const info = await send(HOSTS.demo, '/api/agent/contract-info', { headers: headers(downCookie) });
  expect(info.status, info.body).toBe(200);
  const realtime = (JSON.parse(info.body) as { value: { kinds: { kind: string; pending: unknown[]; active: unknown }[] } }).value.kinds.find((k) => k.kind === 'realtimeSalary');
  expect(realtime).toMatchObject({ pending: [], active: null });
  expect((await request.post(`${PLATFORM}/__sandbox/clock`, { data: { advanceMs: 10 * 60_000 } })).ok()).toBeTruthy();
  const payouts = (await (await request.get(`${PLATFORM}/__sandbox/agent/payouts?merchant=demo&username=down1`)).json()) as { value: { list: PayoutDto[] } };
  expect(payouts.value.list.filter((p) => p.kind === 'realtimeSalary')).toEqual([]);
  // agent1 sees its offer as rejected.
  await page.goto(siteUrl(HOSTS.demo, '/agent/agentRealtimeSalary'));
  await expect(page.getByRole('main').getByText(/rejected/).first()).toBeVisible();
  await other.close();
});

test('contracts: a lower rate than the contract in force asks for a confirmation, then replaces it', async ({ page, context }) => {
  await prepare(page);
  const agentCookie = await signIn(context);
  const headers = (cookie: string) => ({ cookie: `${SESSION_COOKIE}=${cookie}`, origin: originOf(HOSTS.demo) });
  // Set up through the site's API: agent1 offers 2 %, down1 accepts.
  const downlines = await send(HOSTS.demo, '/api/agent/downlines', { headers: headers(agentCookie) });
  const down1Id = (JSON.parse(downlines.body) as { value: { list: { id: number; username: string }[] } }).value.list.find((d) => d.username === 'down1')!.id;
  const offer = { kind: 'hourlySalary', downlineId: down1Id, periodType: 'hourly', tiers: [{ activeMembers: 1, periodValidBet: 0, rate: 2 }] };
  const made = await send(HOSTS.demo, '/api/agent/contracts/offer', { method: 'POST', headers: headers(agentCookie), data: offer });
  expect(made.status, made.body).toBe(200);
  const contractId = (JSON.parse(made.body) as { value: { id: number } }).value.id;
  const downCookie = await logIn(HOSTS.demo, DOWN1);
  const accepted = await send(HOSTS.demo, '/api/agent/contracts/answer', {
    method: 'POST',
    headers: headers(downCookie),
    data: { kind: 'hourlySalary', contractId, action: 'accept' },
  });
  expect(accepted.status, accepted.body).toBe(200);

  await page.goto(siteUrl(HOSTS.demo, '/agent/agentHourSalary'));
  const form = page.getByRole('main');
  await form.getByLabel('Direct downline (agent)').selectOption({ label: 'down1' });
  await form.getByLabel('Active members').fill('1');
  await form.getByLabel('Valid bet in the period').fill('0');
  await form.getByLabel('Rate (%)').fill('1');
  await form.getByRole('button', { name: 'Send offer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Offer a lower rate?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'End it and send' }).click();
  await expect(page.getByText('Offer sent. It waits for your downline\'s answer.')).toBeVisible();
});

test('reports: team betting has a member filter, a range and a totals row', async ({ page, context }) => {
  await prepare(page);
  await signIn(context);
  await page.goto(siteUrl(HOSTS.demo, '/agent/personalHistoryCopy'));
  await expect(heading(page, 'Team betting')).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const table = page.getByRole('table', { name: 'Team bets' });
  await expect(table.getByRole('cell', { name: 'Totals' })).toBeVisible();
  await page.getByLabel('Team member (username)').fill('down1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('cell', { name: 'down2' })).toHaveCount(0);
});

test('phone: the menu is a full-screen sheet that closes after a choice', async ({ browser }) => {
  const { context, page, sheet } = await openPhoneMenu(browser);
  await sheet.getByRole('link', { name: 'Team management' }).click();
  await expect(sheet).toBeHidden();
  await expect(heading(page, 'Team management')).toBeVisible();
  await context.close();
});

test('phone: the menu names the registration centre as spec §2 "Agent centre (page keys)" does', async ({ browser }) => {
  const { context, page, sheet } = await openPhoneMenu(browser);
  await expect(sheet.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
  await sheet.getByRole('link', { name: 'Registration centre' }).click();
  await expect(heading(page, 'Registration centre')).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/registerCenter$/);
  await context.close();
});
