import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { format, parse, subDays } from 'date-fns';
import type { BetTotals, BonusTotals, ProfitTotals, TransactionTotals } from '../../lib/api/centre/records';
import type { PagedDto } from '../../lib/api/centre/paged';
import { brandToday } from './support/clock';
import { HOSTS, siteUrl } from './support/platform';
import { signInContext } from './support/sessions';

/**
 * The records pages as player1: each report filtered by every preset and by a custom range, paged to its
 * end, its totals row showing the platform's totals, the betting record's decimals toggle
 * and the profit and loss chart. player1's seeded 60 days give every report pages to walk; other tests in the lane may
 * add rows, so the checks compare what the page shows with what the site's API answered for it. Each report runs once,
 * two as cards on a phone and two as tables on a desktop; axe checks all four on a desktop (member-centre.spec.ts
 * scans the account record and four other pages on a phone).
 */

// "Today" is the brand's day (demo keeps GMT+7), whatever the browser's zone: just after the brand's midnight it may hold
// no bet yet, so no test needs it to hold any; the seeded month does.
const DEMO_GMT_OFFSET_MINUTES = 7 * 60;

const PRESETS = ['Today', 'Yesterday', 'Last 7 days', 'Last 30 days'] as const;

const VIEWS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const signIn = (context: BrowserContext, page: Page) => signInContext(context, { page });

/** "1,234.56" as the page writes an amount (en, USD), at `decimals` places, without its sign. */
const digits = (value: number, decimals = 2) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, roundingMode: 'trunc' }).format(Math.abs(value));

type Match = string | ((response: Response) => boolean);
const isList = (match: Match) => (response: Response) =>
  response.request().method() === 'GET' && (typeof match === 'string' ? response.url().includes(match) : match(response));

/** Waits for the report's answer to a filter or page change, and for the table to show it. */
async function answer<Footer>(page: Page, path: Match, act: () => Promise<unknown>): Promise<PagedDto<unknown, Footer>> {
  const [response] = await Promise.all([page.waitForResponse(isList(path)), act()]);
  expect(response.status(), response.url()).toBe(200);
  const value = ((await response.json()) as { value: PagedDto<unknown, Footer> }).value;
  await settled(page);
  return value;
}

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Updating/ })).toHaveCount(0);
}

/** The rows shown: the table's body rows on a wide screen, the cards (without the totals card) on a phone. */
function rows(page: Page, caption: string, phone: boolean) {
  return phone
    ? page.getByRole('list', { name: caption }).getByRole('listitem').filter({ hasNot: page.getByText('Totals', { exact: true }) })
    : page.getByRole('table', { name: caption }).locator('tbody tr');
}

/** The totals row (a table footer, or the totals card on a phone). */
function totals(page: Page, caption: string, phone: boolean) {
  return phone
    ? page.getByRole('list', { name: caption }).getByRole('listitem').filter({ has: page.getByText('Totals', { exact: true }) })
    : page.getByRole('table', { name: caption }).locator('tfoot');
}

/** The period chips and the custom range's calendar of the report on screen. */
async function choosePreset(page: Page, preset: (typeof PRESETS)[number]) {
  await page.getByRole('button', { name: preset, exact: true }).click();
}

/** A custom range from `fromDaysAgo` to `toDaysAgo`, picked in the calendar. */
async function chooseCustom(page: Page, fromDaysAgo: number, toDaysAgo: number) {
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  // The calendar loads when first opened.
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  const today = brandToday(DEMO_GMT_OFFSET_MINUTES);
  for (const daysAgo of [fromDaysAgo, toDaysAgo]) {
    const day = subDays(today, daysAgo);
    const button = calendar.getByRole('button', { name: new RegExp(format(day, 'EEEE, MMMM do, yyyy')) });
    // The calendar shows one month: step towards the day's month, back or forward, until it is on screen.
    for (let i = 0; i < 3 && !(await button.isVisible()); i++) {
      const shown = parse((await calendar.getByRole('grid').first().getAttribute('aria-label')) ?? '', 'MMMM yyyy', today);
      await calendar.getByRole('button', { name: day < shown ? /previous month/i : /next month/i }).click();
    }
    await button.click();
  }
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${format(subDays(today, fromDaysAgo), 'yyyy-MM-dd')} – ${format(subDays(today, toDaysAgo), 'yyyy-MM-dd')}`)).toBeVisible();
}

/** Goes to the last page (when there is more than one) and checks it is the last and has the rest of the rows. */
async function pageToEnd(page: Page, path: Match, caption: string, phone: boolean, first: PagedDto<unknown, unknown>) {
  if (first.totalPages <= 1) {
    await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toHaveCount(0);
    await expect(rows(page, caption, phone)).toHaveCount(first.totalCount === 0 ? 0 : first.list.length);
    return;
  }
  await expect(rows(page, caption, phone)).toHaveCount(13);
  const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
  const last = await answer(page, path, () => pages.getByRole('button', { name: 'Last' }).click());
  expect(last.list).toHaveLength(first.totalCount - 13 * (first.totalPages - 1));
  await expect(rows(page, caption, phone)).toHaveCount(last.list.length);
  await expect(pages.getByRole('button', { name: `Page ${first.totalPages}`, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Last' })).toBeDisabled();
}

test.describe('records on a phone', () => {
  test.use(VIEWS.phone);
  const phone = true;

  test('betting record: every period, paged to the end, totals, decimals, vendor and lottery tabs', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, page);
    const path = '/api/records/bets';
    const caption = 'Bets in Slots';
    const first = await answer<BetTotals>(page, path, () => page.goto(siteUrl(HOSTS.demo, '/member/personalHistoryCopy')));
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, first.totalCount));

    for (const preset of PRESETS.slice(1)) {
      const list = await answer<BetTotals>(page, path, () => choosePreset(page, preset));
      await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, list.totalCount));
      if (list.totalCount > 0) {
        const footer = totals(page, caption, phone);
        await expect(footer).toContainText(digits(list.footer!.betAmount));
        await expect(footer).toContainText(`${list.footer!.profitLoss < 0 ? '−' : list.footer!.profitLoss > 0 ? '+' : ''}$${digits(list.footer!.profitLoss)}`);
      }
      if (preset === 'Last 30 days') {
        // More than one page of 13, so there is an end to page to.
        expect(list.totalPages).toBeGreaterThan(1);
        await pageToEnd(page, path, caption, phone, list);
      }
    }
    // Today was shown first: React Query may answer it from its cache, so no request is awaited.
    await choosePreset(page, 'Today');
    await settled(page);
    const custom = await answer<BetTotals>(page, path, () => chooseCustom(page, 9, 3));
    expect(custom.totalCount).toBeGreaterThan(13);
    await pageToEnd(page, path, caption, phone, custom);

    // 4 decimals: every amount of the totals row has four places.
    await page.getByRole('button', { name: '4 decimals' }).click();
    await expect(page.getByRole('button', { name: '4 decimals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(totals(page, caption, phone)).toContainText(digits(custom.footer!.betAmount, 4));
    await page.getByRole('button', { name: '2 decimals' }).click();
    await expect(totals(page, caption, phone)).toContainText(digits(custom.footer!.betAmount, 2));

    // One vendor: its rows only.
    const vendor = await answer<BetTotals>(page, path, () => page.getByLabel('Game provider', { exact: true }).selectOption({ label: 'PG Soft' }));
    expect(vendor.list.every((r) => (r as { vendor: string }).vendor === 'PG')).toBe(true);
    await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, vendor.totalCount));
    if (vendor.totalCount > 0) await expect(rows(page, caption, phone).first()).toContainText('PG');

    // The lottery tab: the draw, the numbers and the ticket's status in words.
    await answer(page, path, () => page.getByRole('tab', { name: 'Lottery', exact: true }).click());
    const lottery = await answer<BetTotals>(page, path, () => choosePreset(page, 'Last 30 days'));
    expect(lottery.totalCount).toBeGreaterThan(0);
    const ticket = rows(page, 'Bets in Lottery', phone).first();
    await expect(ticket).toContainText(/\d{8}-\d{4}/);
    await expect(ticket).toContainText(/Won|Not won/);
    await expect(ticket).toContainText(/Drawn: \d · \d · \d/);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('profit and loss: every period, a category, totals, and the chart', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, page);
    // The table's pages (13 days); the chart asks for the whole range at once (pageSize=50).
    const table = (r: Response) => r.url().includes('/api/records/profit') && !r.url().includes('pageSize=');
    const caption = 'Profit and loss by day: All';
    const chart = page.getByTestId('profit-chart');
    const today = await answer<ProfitTotals>(page, table, () => page.goto(siteUrl(HOSTS.demo, '/member/personalProfit')));
    await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const preset of PRESETS) {
      const list = preset === 'Today' ? today : await answer<ProfitTotals>(page, table, () => choosePreset(page, preset));
      await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, list.totalCount));
      await expect(page.getByRole('figure', { name: 'Profit and loss per day: All' })).toBeVisible();
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
      if (list.totalCount > 0) {
        await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
        await expect(totals(page, caption, phone)).toContainText(digits(list.footer!.betAmount));
        await expect(page.getByRole('figure', { name: 'Profit and loss per day: All' })).toContainText(`Total ${list.footer!.profitLoss < 0 ? '-' : ''}$${digits(list.footer!.profitLoss)}`);
      }
      if (preset === 'Last 30 days') {
        expect(list.totalCount).toBeGreaterThan(13);
        await pageToEnd(page, table, caption, phone, list);
      }
    }
    const live = await answer<ProfitTotals>(page, table, () => page.getByRole('tab', { name: 'Live casino' }).click());
    await expect(page.getByRole('figure', { name: 'Profit and loss per day: Live casino' })).toBeVisible();
    await expect(totals(page, 'Profit and loss by day: Live casino', phone)).toContainText(digits(live.footer!.betAmount));
    expect(live.footer!.deposit).toBe(0);
    const custom = await answer<ProfitTotals>(page, table, () => chooseCustom(page, 14, 8));
    expect(custom.totalCount).toBeLessThanOrEqual(7);
    await expect(rows(page, 'Profit and loss by day: Live casino', phone)).toHaveCount(custom.totalCount);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  });
});

test.describe('records on a desktop', () => {
  test.use(VIEWS.desktop);
  const phone = false;

  test('account record: every period, a type, paged to the end, totals in and out', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, page);
    const path = '/api/records/transactions';
    const caption = 'Account record';
    const today = await answer<TransactionTotals>(page, path, () => page.goto(siteUrl(HOSTS.demo, '/member/transactionHistory')));
    await expect(page.getByRole('heading', { level: 1, name: 'Account record' })).toBeVisible();
    for (const preset of PRESETS) {
      // The page opens on today.
      const list = preset === 'Today' ? today : await answer<TransactionTotals>(page, path, () => choosePreset(page, preset));
      await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, list.totalCount));
      if (list.totalCount > 0) {
        await expect(totals(page, caption, phone)).toContainText(`+$${digits(list.footer!.credit)}`);
        await expect(totals(page, caption, phone)).toContainText(`−$${digits(list.footer!.debit)}`);
      }
      if (preset === 'Last 30 days') await pageToEnd(page, path, caption, phone, list);
    }
    const rebates = await answer<TransactionTotals>(page, path, () => page.getByLabel('Type', { exact: true }).selectOption({ label: 'Rebate' }));
    expect(rebates.totalCount).toBeGreaterThan(13);
    await expect(rows(page, caption, phone).filter({ hasText: 'Rebate' })).toHaveCount(13);
    await pageToEnd(page, path, caption, phone, rebates);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
    await settled(page);
    const custom = await answer<TransactionTotals>(page, path, () => chooseCustom(page, 20, 12));
    await pageToEnd(page, path, caption, phone, custom);
  });

  test('bonus details: every period, a type, paged to the end, totals per type', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, page);
    const path = '/api/records/bonuses';
    const caption = 'Bonus details';
    const today = await answer<BonusTotals>(page, path, () => page.goto(siteUrl(HOSTS.demo, '/member/bonusDetails')));
    await expect(page.getByRole('heading', { level: 1, name: 'Bonus details' })).toBeVisible();
    for (const preset of PRESETS) {
      const list = preset === 'Today' ? today : await answer<BonusTotals>(page, path, () => choosePreset(page, preset));
      await expect(rows(page, caption, phone)).toHaveCount(Math.min(13, list.totalCount));
      if (list.totalCount > 0) await expect(totals(page, caption, phone)).toContainText(digits(list.footer!.total));
      if (preset === 'Last 30 days') {
        await pageToEnd(page, path, caption, phone, list);
        // Back to the start, then page by page with Next to the end (pages seen before may come from the cache).
        const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
        await pages.getByRole('button', { name: 'First' }).click();
        await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
        for (let p = 2; p <= list.totalPages; p++) {
          await pages.getByRole('button', { name: 'Next' }).click();
          await expect(pages.getByRole('button', { name: `Page ${p}`, exact: true })).toHaveAttribute('aria-current', 'page');
          await settled(page);
          await expect(rows(page, caption, phone)).toHaveCount(p < list.totalPages ? 13 : list.totalCount - 13 * (list.totalPages - 1));
        }
      }
    }
    const invitations = await answer<BonusTotals>(page, path, () => page.getByLabel('Type', { exact: true }).selectOption({ label: 'Invitation reward' }));
    expect(invitations.totalCount).toBeGreaterThan(0);
    await expect(rows(page, caption, phone).filter({ hasText: 'Invitation reward' })).toHaveCount(invitations.list.length);
    const custom = await answer<BonusTotals>(page, path, () => chooseCustom(page, 25, 0));
    await pageToEnd(page, path, caption, phone, custom);
  });

  test('the records pages have no WCAG 2.2 A or AA violations', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, page);
    for (const [key, title] of [['personalHistoryCopy', 'Betting record'], ['transactionHistory', 'Account record'], ['personalProfit', 'Profit and loss'], ['bonusDetails', 'Bonus details']]) {
      await page.goto(siteUrl(HOSTS.demo, `/member/${key}`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settled(page);
      // With the custom range's calendar open too: its grid and buttons are part of the page then.
      await page.getByRole('button', { name: 'Custom', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Calendar' }).getByRole('grid').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => ({ page: key, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
      expect(summary).toEqual([]);
    }
  });
});
