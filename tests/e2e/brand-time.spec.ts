import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ACCOUNTS, acceptDisclaimer, HOSTS, siteUrl, skipAfterLoginNotices } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * One rule for times: the member centre and the agent centre both show and cut days in the
 * brand's time zone (demo GMT+7, ph GMT+8), named on screen, whatever the browser's own zone. The browser here is in
 * New York (UTC−5/−4), 11 or 12 hours from demo: a page that used the browser's zone would show other hours and ask
 * for other days. The expected texts are worked out from epoch milliseconds and the brand's offset, so the test does
 * not depend on the hour, the date or the zone it runs in.
 */

test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY = 24 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-28 14:05:09", the wall-clock time at `offsetMinutes` east of GMT. */
function brandText(ms: number, offsetMinutes: number): string {
  const at = new Date(ms + offsetMinutes * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** Midnight (epoch ms) of the brand's day that holds `ms`. */
function brandMidnight(ms: number, offsetMinutes: number): number {
  const shift = offsetMinutes * 60_000;
  return Math.floor((ms + shift) / DAY) * DAY - shift;
}

/** The brand's midnights a request made between two instants may use (two only when a brand midnight falls between). */
const possibleMidnights = (before: number, after: number, offsetMinutes: number) => [brandMidnight(before, offsetMinutes), brandMidnight(after, offsetMinutes)];

/** A report's rows on a phone: its cards, without the totals card. */
const records = (page: Page, caption: string) =>
  page.getByRole('list', { name: caption }).getByRole('listitem').filter({ hasNot: page.getByText('Totals', { exact: true }) });

const isGet = (path: string) => (response: Response) => response.request().method() === 'GET' && new URL(response.url()).pathname === path;

async function open(page: Page, context: BrowserContext, { host, account, path }: { host: string; account: typeof ACCOUNTS.player; path: string }) {
  await acceptDisclaimer(page);
  await skipAfterLoginNotices(page);
  await signInContext(context, { host, account });
  const before = Date.now();
  const [response] = await Promise.all([page.waitForResponse(isGet(path.startsWith('/member') ? '/api/records/bets' : '/api/agent/reports/bets')), page.goto(siteUrl(host, path))]);
  return { response, before, after: Date.now() };
}

test('member centre (demo, GMT+7): today is the brand’s day, bet times are the brand’s, and the zone is named', async ({ page, context }) => {
  const { response, before, after } = await open(page, context, { host: HOSTS.demo, account: ACCOUNTS.player, path: '/member/personalHistoryCopy' });
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  await expect(page.getByText('All times are in GMT+7, the site’s time zone.')).toBeVisible();

  // "Today" runs from the brand's midnight to the end of its day.
  const from = Number(new URL(response.url()).searchParams.get('from'));
  const to = Number(new URL(response.url()).searchParams.get('to'));
  expect(possibleMidnights(before, after, 420)).toContain(from);
  expect(to).toBe(from + DAY - 1);
  const day = brandText(from, 420).slice(0, 10);
  await expect(page.getByText(`${day} – ${day}`)).toBeVisible();

  // A week of bets: the newest one's time as the brand's clock read it.
  const [week] = await Promise.all([page.waitForResponse(isGet('/api/records/bets')), page.getByRole('button', { name: 'Last 7 days' }).click()]);
  const { list } = ((await week.json()) as { value: { list: { betTime: number }[] } }).value;
  expect(list.length).toBeGreaterThan(0);
  const newest = records(page, 'Bets in Slots').first();
  await expect(newest).toContainText(brandText(list[0]!.betTime, 420));
});

test('member centre (ph, GMT+8): the same rule with ph’s own zone', async ({ page, context }) => {
  const { response, before, after } = await open(page, context, { host: HOSTS.ph, account: ACCOUNTS.player, path: '/member/personalHistoryCopy' });
  await expect(page.getByText('All times are in GMT+8, the site’s time zone.')).toBeVisible();
  expect(possibleMidnights(before, after, 480)).toContain(Number(new URL(response.url()).searchParams.get('from')));
});

test('agent centre (demo, GMT+7): the team’s bets use the same days and clock as the member centre', async ({ page, context }) => {
  const { response, before, after } = await open(page, context, { host: HOSTS.demo, account: ACCOUNTS.agent, path: '/agent/personalHistoryCopy' });
  await expect(page.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();
  await expect(page.getByText(/Time zone\s*GMT\+7/)).toBeVisible();
  expect(possibleMidnights(before, after, 420)).toContain(Number(new URL(response.url()).searchParams.get('from')));

  const [week] = await Promise.all([page.waitForResponse(isGet('/api/agent/reports/bets')), page.getByRole('button', { name: 'Last 7 days' }).click()]);
  const { list } = ((await week.json()) as { value: { list: { betTime: number }[] } }).value;
  expect(list.length).toBeGreaterThan(0);
  const newest = records(page, 'Team bets').first();
  await expect(newest).toContainText(brandText(list[0]!.betTime, 420));
});
