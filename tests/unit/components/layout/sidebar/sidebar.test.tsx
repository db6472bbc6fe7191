import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFetch } from '@/lib/api/browser';
import { ShellProvider, WIDE_QUERY } from '@/components/layout/shell-context';
import { Sidebar } from '@/components/layout/sidebar/sidebar';
import type { NavCategory } from '@/lib/platform/games';
import { makeSite, renderWithShell, vendors } from '../../../support/shell-providers';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../../support/api-browser-mock'));
const fetchMock = apiFetch as jest.Mock;
jest.mock('@/components/auth/free-play-button', () => ({ FreePlayButton: () => <button type="button">Free demo</button> }));

// A wide screen: the side menu column draws its entries only once it knows it is one.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === WIDE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

const categories: NavCategory[] = [
  { category: 'ELOTT', path: '/elott', vendors: vendors(2, 'E') },
  { category: 'LOTT', path: '/elott', vendors: vendors(3, 'L') },
  { category: 'LIVE', path: '/live', vendors: vendors(3, 'LV') },
  { category: 'RNG', path: '/rng', vendors: vendors(12, 'R') },
];

function renderSidebar(options: Parameters<typeof renderWithShell>[1] = {}) {
  const site = options.site ?? makeSite();
  return renderWithShell(
    <ShellProvider barsOnGamePages={false}>
      <Sidebar site={site} categories={categories} loggedIn={options.loggedIn ?? false} memberType={options.memberType ?? null} />
    </ShellProvider>,
    options,
  );
}

describe('Sidebar', () => {
  it('links lotteries straight to their page, with no vendor list', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    for (const name of ['E-Lottery', 'Lottery']) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/elott');
      expect(within(nav).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(nav).queryByRole('list', { name: 'E-Lottery providers' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Lottery providers' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Vendor E1' })).not.toBeInTheDocument();
  });

  it('expands a category into All plus its vendors', () => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Live Casino' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Live Casino providers' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All', '/live'],
      ['Vendor LV1', '/live?vendor=LV1'],
      ['Vendor LV2', '/live?vendor=LV2'],
      ['Vendor LV3', '/live?vendor=LV3'],
    ]);
    expect(list).not.toHaveAttribute('data-scrollable');
    expect(list).not.toHaveClass('overflow-y-auto');
  });

  it('makes a list of more than 10 vendors scroll', () => {
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Slots' }));
    const list = screen.getByRole('list', { name: 'Slots providers' });
    expect(within(list).getAllByRole('link')).toHaveLength(13);
    expect(list).toHaveAttribute('data-scrollable', 'true');
    expect(list).toHaveClass('overflow-y-auto');
    expect(list.className).toMatch(/max-h-/);
  });

  it('shows optional entries only when the merchant or member allows them', async () => {
    const { unmount } = renderSidebar({ site: makeSite({ languages: ['en'], languageChoices: { en: 'en' } }) });
    expect(screen.queryByRole('link', { name: 'Invite and earn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
    // App download is every merchant's: adding the site to the home screen needs no app of its own.
    expect(screen.getByRole('button', { name: 'App download' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
    unmount();

    renderSidebar({
      site: makeSite({
        customerService: [{ type: 'LIVECHAT', url: 'https://chat.example/live' }],
        appDownloads: [{ platform: 'android', url: 'https://dl.example/app.apk', qrCodeUrl: null }],
      }),
      loggedIn: true,
      memberType: 1,
    });
    expect(screen.getByRole('link', { name: 'Invite and earn' })).toHaveAttribute('href', '/member/referral');
    expect(screen.getByRole('button', { name: 'App download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeInTheDocument();

    // Customer service: the 440 × 750 window opens at the click; a member's service is then asked of the site
    // (components/service/use-customer-service.ts, tested in service-menu.test.tsx).
    const win = { opener: {}, location: { replace: jest.fn() }, focus: jest.fn(), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    fetchMock.mockResolvedValue({ kind: 'livechat', url: 'https://chat.example/live' });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringMatching(/width=440.*height=750/));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/service/chat', { method: 'POST' }));
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('https://chat.example/live'));
    open.mockRestore();
  });

  it('collapses to mini mode, keeps every name, and remembers the choice', () => {
    window.localStorage.removeItem('sidebarMini');
    renderSidebar();
    const collapse = screen.getByRole('button', { name: 'Collapse menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('sidebarMini')).toBe('true');
    // In mini mode categories are icon links, still named.
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
