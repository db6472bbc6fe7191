import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { RealityCheck } from '@/components/protection/reality-check';
import { apiFetch } from '@/lib/api/browser';
import { ProtectionApiPath } from '@/lib/api/centre/protection';
import { SiteProvider } from '@/lib/site/site-context';
import commonMessages from '@/messages/en/common.json';
import protectionMessages from '@/messages/en/protection.json';
import { makeSite } from '../../support/shell-providers';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/game' }));
const fetchMock = apiFetch as jest.Mock;
const MINUTE = 60_000;

const site = makeSite({
  protection: {
    tools: { depositLimits: true, lossLimit: true, timeLimit: true, realityCheck: true, exclusion: true },
    realityCheckDefault: null,
    requireDepositLimit: false,
    minimumAge: 18,
    helpOrganisations: [],
  },
});

function renderCheck(minutes: number | null, signedInMinutesAgo = 20, memberType = 0) {
  const startedAt = new Date(Date.now() - signedInMinutesAgo * MINUTE).toISOString();
  fetchMock.mockImplementation(async (path: string) => {
    if (path === ProtectionApiPath.STATE) return { limits: [], realityCheckMinutes: minutes, session: { startedAt, staked: 0, paidOut: 0, net: 0 } };
    if (path === ProtectionApiPath.SESSION) return { startedAt, staked: 12, paidOut: 5, net: -7 };
    throw new Error(`unexpected ${path}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...commonMessages, ...protectionMessages }}>
      <SiteProvider value={{ site, locale: 'en', loggedIn: true, memberType }}>
        <QueryClientProvider client={queryClient}>
          <RealityCheck />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** Lets the state query answer and React Query tell the component (its notifications wait for a timer). */
async function settle() {
  for (let i = 0; i < 5; i++) await advance(0);
}

describe('RealityCheck', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows after the chosen minutes with the session’s length and result, and again after “keep playing”', async () => {
    renderCheck(15);
    await settle();
    await advance(15 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1000);
    await settle();
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(fetchMock).toHaveBeenCalledWith(ProtectionApiPath.SESSION);
    // Signed in 20 minutes before the page, and 15 more on the game.
    await within(dialog).findByText('35 min', { selector: 'dd' });
    expect(dialog).toHaveTextContent('Staked this session$12.00');
    expect(dialog).toHaveTextContent('Net result this session−$7.00');
    expect(within(dialog).getByRole('link', { name: 'See my history' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await advance(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(14 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MINUTE);
    await settle();
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent('50 min');
  });

  it('says hours past the first', async () => {
    renderCheck(60, 70);
    await settle();
    await advance(60 * MINUTE);
    await settle();
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await within(dialog).findByText('2 h 10 min', { selector: 'dd' });
  });

  it('is not asked for by a free-play account (play money, no settings)', async () => {
    renderCheck(15, 20, 4);
    await settle();
    await advance(60 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never shows when the member has it off', async () => {
    renderCheck(null);
    await settle();
    await advance(3 * 60 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith(ProtectionApiPath.SESSION);
  });
});
