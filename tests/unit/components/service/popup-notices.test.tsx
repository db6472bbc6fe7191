import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { PopupNotices } from '@/components/service/popup-notices';
import { SpeedTestDialog } from '@/components/service/speed-test-dialog';
import { apiFetch } from '@/lib/api/browser';
import { ServiceApiPath } from '@/lib/api/service';
import { SiteProvider } from '@/lib/site/site-context';
import commonMessages from '@/messages/en/common.json';
import serviceMessages from '@/messages/en/service.json';
import { makeSite } from '../../support/shell-providers';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const fetchMock = apiFetch as jest.Mock;

function renderWith(ui: ReactElement, site = makeSite({ speedTestUrl: 'https://speedtest.example.com/demo' })) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...commonMessages, ...serviceMessages }}>
      <SiteProvider value={{ site, locale: 'en', loggedIn: false, memberType: null }}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

describe('SpeedTestDialog', () => {
  const routes = [
    { domain: 'localhost', origin: 'http://localhost:3750', current: true },
    { domain: '127.0.0.1', origin: 'http://127.0.0.1:3750', current: false },
    { domain: 'down.example', origin: 'http://down.example:3750', current: false },
  ];

  it('times every route one after another, then lists them fastest first with a link to switch', async () => {
    fetchMock.mockResolvedValue({ routes });
    const pending: Record<string, (ms: number | null) => void> = {};
    const order: string[] = [];
    const measure = (origin: string) =>
      new Promise<number | null>((resolve) => {
        order.push(origin);
        pending[origin] = resolve;
      });
    renderWith(<SpeedTestDialog open onOpenChange={() => undefined} measure={measure} />);
    const dialog = await screen.findByRole('dialog', { name: 'Speed test' });
    expect(fetchMock).toHaveBeenCalledWith(ServiceApiPath.ROUTES);
    const list = await within(dialog).findByRole('list', { name: 'Addresses, fastest first' });
    // One at a time: the second starts when the first has answered.
    await waitFor(() => expect(order).toEqual(['http://localhost:3750']));
    expect(within(dialog).getAllByText('Testing…').length).toBeGreaterThan(0);
    await act(async () => pending['http://localhost:3750']!(20));
    await waitFor(() => expect(order).toHaveLength(2));
    await act(async () => pending['http://127.0.0.1:3750']!(5));
    await waitFor(() => expect(order).toHaveLength(3));
    await act(async () => pending['http://down.example:3750']!(null));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('3 addresses tested.'));
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByTestId('route-latency').textContent)).toEqual(['5 ms', '20 ms', 'No answer']);
    expect(within(rows[0]!).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Fastest')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Switch to 127.0.0.1' })).toHaveAttribute('href', 'http://127.0.0.1:3750/');
    // The page's own route is marked and offers no switch.
    expect(within(rows[1]!).getByText('Current')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Switch to down.example' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'More speed tests' })).toHaveAttribute('href', 'https://speedtest.example.com/demo');

    // Test again: the same routes, measured anew.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test again' }));
    await waitFor(() => expect(order).toHaveLength(4));
    expect(within(dialog).getByRole('button', { name: 'Test again' })).toBeDisabled();
  });

  it('says when the routes cannot be loaded, and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ routes: [] });
    renderWith(<SpeedTestDialog open onOpenChange={() => undefined} measure={async () => 1} />);
    expect(await screen.findByText('The addresses could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No addresses to test.')).toBeInTheDocument();
  });
});

describe('PopupNotices', () => {
  const notices = [
    { id: 7, title: 'Welcome gift', html: '<p>Claim your <b>welcome gift</b>.</p>', time: '2026-01-02T03:04:05Z', timeLabel: '2026-01-02 03:04:05' },
  ];

  beforeEach(() => {
    document.cookie = 'popupNoticesSeen=; max-age=0; path=/';
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ popup: notices });
  });

  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 300)));

  it('asks for the popup notices when due and shows them, open, once per browser session', async () => {
    const { unmount } = renderWith(<PopupNotices />);
    // Not before the visitor has had the page for a few seconds (it once opened before anything was seen).
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' }, { timeout: 6000 });
    expect(fetchMock).toHaveBeenCalledWith('/api/session/after-login');
    expect(dialog).toHaveAccessibleDescription('Important news from Demo Casino.');
    expect(within(dialog).getByText('welcome gift')).toBeVisible();
    expect(within(dialog).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
    expect(dialog.querySelector('details')).toHaveAttribute('open');
    expect(document.cookie).toContain('popupNoticesSeen=1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    // The next home page of the session: not again, and nothing asked.
    fetchMock.mockClear();
    renderWith(<PopupNotices />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows nothing, and asks no more this session, when there are none', async () => {
    fetchMock.mockResolvedValue({ popup: [] });
    renderWith(<PopupNotices />);
    await waitFor(() => expect(document.cookie).toContain('popupNoticesSeen=1'), { timeout: 6000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves them to the after-login dialog after a sign-in', async () => {
    window.sessionStorage.setItem('afterLoginPending', 'true');
    const { unmount } = renderWith(<PopupNotices />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    window.sessionStorage.clear();
    window.sessionStorage.setItem('afterLoginShown', 'true');
    renderWith(<PopupNotices />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('popupNoticesSeen');
  });
});
