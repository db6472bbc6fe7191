import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import BettingRecordPage from '@/components/member-centre/pages/betting-record';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { RecordsApiPath, type BetRecord, type BetTab } from '@/lib/api/centre/records';
import type { PagedDto } from '@/lib/api/centre/paged';
import { SiteProvider } from '@/lib/site/site-context';
import centre from '@/messages/en/centre.json';
import records from '@/messages/en/records.json';
import { makeSite } from '../../../support/shell-providers';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../../support/api-browser-mock'));
jest.mock('next/dynamic', () => () => () => null);
const fetchMock = apiFetch as jest.Mock;

const TABS: BetTab[] = [
  { category: 'RNG', vendors: [{ vassalage: 'PG', name: 'PG Soft' }, { vassalage: 'JILI', name: 'JILI' }] },
  { category: 'LOTT', vendors: [{ vassalage: 'TCG_SEA', name: 'TCG Lottery' }] },
];

const bet = (n: number, over: Partial<BetRecord> = {}): BetRecord => ({
  orderNo: `B${String(n).padStart(10, '0')}`,
  betTime: Date.UTC(2026, 10, 26, 8, n),
  vendor: 'PG',
  gameName: `Game ${n}`,
  betAmount: 2,
  validBet: 2,
  winAmount: 3.1234,
  profitLoss: 1.1234,
  status: 'settled',
  lottery: null,
  ...over,
});

function answer(bets: (query: URLSearchParams) => PagedDto<BetRecord, unknown>) {
  fetchMock.mockImplementation(async (path: string) => {
    if (path === RecordsApiPath.BET_TABS) return { tabs: TABS };
    if (path.startsWith(RecordsApiPath.BETS)) return bets(new URLSearchParams(path.split('?')[1]));
    throw new Error(`unexpected ${path}`);
  });
}

function renderPage() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...centre, ...records }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn: true, memberType: 0 }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <BettingRecordPage />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => fetchMock.mockReset());

describe('the betting record page', () => {
  it('shows the first category’s bets with a signed result and the totals row, in 2 or 4 decimals', async () => {
    answer(() => ({
      list: [bet(1), bet(2, { profitLoss: -2, winAmount: 0 }), bet(3, { status: 'open', profitLoss: null, winAmount: 0, validBet: 0 })],
      totalPages: 1,
      totalCount: 3,
      footer: { count: 3, betAmount: 6, validBet: 4, winAmount: 3.1234, profitLoss: -0.8766 },
    }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Bets in Slots' });
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5); // header, 3 bets, totals
    expect(rows[1]).toHaveTextContent('+$1.12');
    expect(rows[2]).toHaveTextContent('−$2.00');
    expect(rows[3]).toHaveTextContent('Pending');
    expect(rows[4]).toHaveTextContent('Totals');
    expect(rows[4]).toHaveTextContent('$6.00');
    expect(rows[4]).toHaveTextContent('−$0.87');

    fireEvent.click(screen.getByRole('button', { name: '4 decimals' }));
    expect(rows[1]).toHaveTextContent('+$1.1234');
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent('−$0.8766');
    expect(screen.getByRole('button', { name: '4 decimals' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the chosen vendor and starts again at page 1', async () => {
    answer((q) => ({ list: [bet(Number(q.get('page')))], totalPages: 3, totalCount: 27, footer: { count: 27, betAmount: 54, validBet: 54, winAmount: 0, profitLoss: -54 } }));
    renderPage();
    await screen.findByRole('table', { name: 'Bets in Slots' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/page=2/)));
    fireEvent.change(screen.getByLabelText('Game provider'), { target: { value: 'JILI' } });
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith(expect.stringMatching(/category=RNG&from=\d+&page=1&to=\d+&vendor=JILI$/)));
  });

  it('shows a lottery ticket’s draw, numbers and status in words', async () => {
    answer((q) =>
      q.get('category') === 'LOTT'
        ? {
            list: [bet(7, { gameName: 'Lucky 11x5', lottery: { drawNo: '20261126-0100', numbers: [1, 4, 7], drawNumbers: [1, 4, 9], status: 'won' } })],
            totalPages: 1,
            totalCount: 1,
            footer: { count: 1, betAmount: 2, validBet: 2, winAmount: 4, profitLoss: 2 },
          }
        : { list: [], totalPages: 1, totalCount: 0, footer: { count: 0, betAmount: 0, validBet: 0, winAmount: 0, profitLoss: 0 } },
    );
    renderPage();
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lottery' }));
    const table = await screen.findByRole('table', { name: 'Bets in Lottery' });
    expect(within(table).getByRole('columnheader', { name: 'Draw' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('20261126-0100');
    expect(row).toHaveTextContent('1 · 4 · 7');
    expect(row).toHaveTextContent('Drawn: 1 · 4 · 9');
    expect(row).toHaveTextContent('Won');
  });

  it('says what went wrong and tries again', async () => {
    let fail = true;
    fetchMock.mockImplementation(async (path: string) => {
      if (fail) throw new ApiError('platform_unavailable', 503, '');
      if (path === RecordsApiPath.BET_TABS) return { tabs: TABS };
      return { list: [], totalPages: 1, totalCount: 0, footer: { count: 0, betAmount: 0, validBet: 0, winAmount: 0, profitLoss: 0 } };
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });
});
