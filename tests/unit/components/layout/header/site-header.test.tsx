import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/header/site-header';
import { ShellProvider } from '@/components/layout/shell-context';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import type { NavCategory } from '@/lib/platform/games';
import type { Site } from '@/lib/platform/site';
import { makeSite, renderWithShell, vendors } from '../../../support/shell-providers';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/rng', useRouter: () => router }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../../support/api-browser-mock'));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
const { reloadDocument } = jest.requireMock('@/lib/navigation/document') as { reloadDocument: jest.Mock };
jest.mock('@/components/auth/login-button', () => ({ LoginButton: () => <button type="button">Log in</button> }));
jest.mock('@/components/auth/free-play-button', () => ({ FreePlayButton: () => <button type="button">Free demo</button> }));

const fetchMock = apiFetch as jest.Mock;

const categories: NavCategory[] = [
  { category: 'LIVE', path: '/live', vendors: vendors(2) },
  { category: 'RNG', path: '/rng', vendors: vendors(2) },
];

function renderHeader(site: Site, options: { loggedIn?: boolean; memberType?: number | null } = {}) {
  return renderWithShell(
    <ShellProvider barsOnGamePages={false}>
      <SiteHeader site={site} categories={categories} loggedIn={options.loggedIn ?? false} memberType={options.memberType ?? null} />
    </ShellProvider>,
    { site, ...options },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  router.refresh.mockReset();
  router.replace.mockReset();
  window.localStorage.clear();
});

describe('SiteHeader for visitors', () => {
  it('offers Register only with direct registration and Free demo only with free play', () => {
    const { unmount } = renderHeader(makeSite());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    unmount();

    renderHeader(makeSite({ features: { directRegister: true, freePlay: true } as Site['features'] }));
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('links the logo home and marks the current category', () => {
    renderHeader(makeSite());
    expect(screen.getByRole('img', { name: 'Demo Casino' }).closest('a')).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Slots' }));
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live Casino' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Side menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed');
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
  });
});

describe('SiteHeader for members', () => {
  function answer({ balance = 1520.75, unread = 3, avatarUrl = null as string | null } = {}) {
    fetchMock.mockImplementation(async (path: string) => {
      if (path === ApiPath.BALANCE) return { amount: balance, currency: 'USD' };
      if (path === ApiPath.MEMBER_SUMMARY)
        return { account: 'player1', nickname: null, isAgent: false, isTrial: false, vipLabel: null, unread, avatarUrl };
      return {};
    });
  }

  it('shows the balance with hide, refresh, deposit, withdraw, messages and the account menu', async () => {
    answer();
    renderHeader(makeSite(), { loggedIn: true, memberType: 0 });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$1,520.75'));
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/member/messageV2');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(screen.getByRole('button', { name: 'Account menu for player1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(hide);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('***');
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('balanceHidden')).toBe('true');

    fetchMock.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(ApiPath.BALANCE));
  });

  it("shows the player's avatar on the account menu, and the default avatar while there is none", async () => {
    answer({ avatarUrl: 'https://img.example/avatars/crown.svg' });
    const { unmount } = renderHeader(makeSite(), { loggedIn: true, memberType: 0 });
    const menu = await screen.findByRole('button', { name: 'Account menu for player1' });
    await waitFor(() => expect(menu.querySelector('img')).toHaveAttribute('src', 'https://img.example/avatars/crown.svg'));
    expect(menu.querySelector('img')).toHaveAttribute('alt', '');
    unmount();

    answer();
    renderHeader(makeSite(), { loggedIn: true, memberType: 0 });
    const plain = await screen.findByRole('button', { name: 'Account menu for player1' });
    expect(plain.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('loads the page again when the server says the session is gone', async () => {
    fetchMock.mockRejectedValue(new ApiError('login.not.session', 401, ''));
    renderHeader(makeSite(), { loggedIn: true, memberType: 0 });
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
  });

  it('starts hidden when the player hid the balance before', async () => {
    window.localStorage.setItem('balanceHidden', 'true');
    answer();
    renderHeader(makeSite(), { loggedIn: true, memberType: 0 });
    await act(async () => {});
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('***');
  });
});
