import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import common from '@/messages/en/common.json';
import promotions from '@/messages/en/promotions.json';
import rewards from '@/messages/en/rewards.json';
import wallet from '@/messages/en/wallet.json';
import { LoginDialogContext } from '@/components/auth/login-dialog-context';
import { PromotionMemberBadge } from '@/components/promotions/promotion-member-badge';
import { PromotionParticipation, type ParticipationProps } from '@/components/promotions/promotion-participation';
import { apiFetch } from '@/lib/api/browser';
import type { ActivityDto } from '@/lib/api/centre/rewards';
import { PromotionsApiPath } from '@/lib/api/promotions';
import { RewardsApiPath } from '@/lib/api/centre/rewards';
import { SiteProvider } from '@/lib/site/site-context';
import { makeSite } from '../../support/shell-providers';
import { loginDialogStub } from '../../support/login-dialog';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => '/promoDetail' }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
jest.mock('@/components/system/toasts', () => ({ notify: jest.fn() }));
const { notify } = jest.requireMock('@/components/system/toasts') as { notify: jest.Mock };
const fetchMock = apiFetch as jest.Mock;

const DAY = 86_400_000;
const NOW = Date.now();

function activity(overrides: Partial<ActivityDto> = {}): ActivityDto {
  return {
    id: 7,
    promotionId: 3,
    category: 'download',
    mode: 'apply',
    title: 'App download bonus',
    description: 'Add our app to your home screen.',
    reward: 18,
    startsAt: NOW - DAY,
    endsAt: NOW + 10 * DAY,
    state: 'in_process',
    applicationId: null,
    appliedAt: null,
    comment: null,
    imageCount: 0,
    decidedAt: null,
    claimedAt: null,
    ...overrides,
  };
}

const PROPS: ParticipationProps = {
  title: 'App download bonus',
  status: 'in_process',
  activity: { id: 7, mode: 'apply', reward: 18, startsAt: NOW - DAY, endsAt: NOW + 10 * DAY },
  returnTo: '/vi/promoDetail?id=3',
};

function renderIt(ui: React.ReactElement, { loggedIn = true, memberType = 0 }: { loggedIn?: boolean; memberType?: number | null } = {}) {
  const login = loginDialogStub();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...common, ...promotions, ...rewards, ...wallet }}>
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn, memberType: loggedIn ? memberType : null }}>
        <QueryClientProvider client={client}>
          <LoginDialogContext.Provider value={login}>{ui}</LoginDialogContext.Provider>
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
  return login;
}

/**
 * The member's activities as the site API answers them, and the answers of the writes by path: a write's activity
 * replaces its own in the list, as on the platform, so the list read again after it agrees.
 */
function answer(list: ActivityDto[], writes: Record<string, ActivityDto | { activity: ActivityDto; amount: number; balance: number }> = {}) {
  let current = list;
  fetchMock.mockImplementation(async (path: string) => {
    if (path === PromotionsApiPath.ACTIVITIES) return { list: current };
    const written = writes[path];
    if (!written) throw new Error(`unexpected call to ${path}`);
    const changed = 'activity' in written ? written.activity : written;
    current = current.map((a) => (a.id === changed.id ? changed : a));
    return written;
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  notify.mockReset();
});

describe('PromotionParticipation', () => {
  it('asks a visitor to log in, and brings them back to this promotion', () => {
    const login = renderIt(<PromotionParticipation {...PROPS} />, { loggedIn: false });
    expect(screen.getByText('Log in, or create an account, to take part in this promotion.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to take part' }));
    expect(login.openLoginFor).toHaveBeenCalledWith('/vi/promoDetail?id=3');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a visitor when a promotion has not started or has ended, with nothing to press', () => {
    renderIt(<PromotionParticipation {...PROPS} status="closed" />, { loggedIn: false });
    expect(screen.getByText('This promotion has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a trial account to register instead', () => {
    const login = renderIt(<PromotionParticipation {...PROPS} />, { memberType: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Take part' }));
    expect(login.warnTrialAccount).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the apply form (comment counter, images) for an open promotion', async () => {
    answer([activity()]);
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByText('Your status: Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Apply once you meet the condition. Add a comment and up to 3 screenshots.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: App download bonus' });
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    expect((await within(dialog).findAllByText('1 character over the limit of 140'))[0]).toBeInTheDocument();
    expect(within(dialog).getByText('PNG or JPG, up to 5 MB each, at most 3 images.')).toBeInTheDocument();
    // Formik validates the change asynchronously: let it settle inside the test.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('shows an application under review with its comment and images, and nothing to press', async () => {
    answer([activity({ state: 'applying', applicationId: 4, appliedAt: NOW - 3600_000, comment: 'Installed it', imageCount: 2 })]);
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByText('Your status: Applied')).toBeInTheDocument();
    expect(screen.getByText('Your application is being reviewed. We will let you know soon.')).toBeInTheDocument();
    expect(screen.getByText('Installed it')).toBeInTheDocument();
    expect(screen.getByText(/2 images/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a refused member apply again while the promotion runs, not after', async () => {
    answer([activity({ state: 'rejected', applicationId: 4, appliedAt: NOW - 2 * DAY, decidedAt: NOW - DAY })]);
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByText('Your status: Rejected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeInTheDocument();
  });

  it('says a refusal is final once the promotion has ended', async () => {
    answer([activity({ state: 'rejected', applicationId: 4, appliedAt: NOW - 20 * DAY, decidedAt: NOW - 19 * DAY, endsAt: NOW - DAY })]);
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByText('Your application was not approved.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims an approved reward: the state becomes claimed and the member is told the amount', async () => {
    const issued = activity({ state: 'issued', applicationId: 4, appliedAt: NOW - 2 * DAY, decidedAt: NOW - DAY });
    answer([issued], {
      [RewardsApiPath.CLAIM]: { activity: { ...issued, state: 'claimed', claimedAt: NOW }, amount: 18, balance: 118 },
    });
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByText('Your status: Approved')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Claim $18.00' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '$18.00 was added to your balance.'));
    expect(fetchMock).toHaveBeenCalledWith(RewardsApiPath.CLAIM, { method: 'POST', json: { activityId: 7 } });
    expect(await screen.findByText('Your status: Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });

  it('joins a promotion that asks to join', async () => {
    const open = activity({ mode: 'join' });
    answer([open], { [RewardsApiPath.JOIN]: { ...open, state: 'joined', applicationId: 9, appliedAt: NOW } });
    renderIt(<PromotionParticipation {...PROPS} activity={{ ...PROPS.activity, mode: 'join' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Your status: Joined')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'You joined “App download bonus”.');
  });

  it('says when the state cannot be loaded, and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down'));
    renderIt(<PromotionParticipation {...PROPS} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your status could not be loaded.');
    answer([activity()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your status: Ongoing')).toBeInTheDocument();
  });
});

describe('PromotionMemberBadge', () => {
  it('shows the member\u2019s own state only once they took part', async () => {
    answer([activity({ id: 1, state: 'issued' }), activity({ id: 2, state: 'in_process' })]);
    renderIt(
      <>
        <PromotionMemberBadge activityId={1} />
        <PromotionMemberBadge activityId={2} />
      </>,
    );
    expect(await screen.findByText('Your status: Approved')).toBeInTheDocument();
    expect(screen.queryByText(/Your status: Ongoing/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
