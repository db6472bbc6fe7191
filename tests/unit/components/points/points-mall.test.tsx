import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { LoginDialogContext } from '@/components/auth/login-dialog-context';
import { conversionAmount } from '@/components/points/convert-panel';
import { PointsMall, type PointsViewer } from '@/components/points/points-mall';
import { notify } from '@/components/system/toasts';
import { ApiError, apiFetch } from '@/lib/api/browser';
import type { PagedDto } from '@/lib/api/centre/paged';
import { PointsApiPath, type PointBalanceDto, type PointConfigDto, type PointRedemptionDto, type PointRewardDto } from '@/lib/api/points';
import { SiteProvider } from '@/lib/site/site-context';
import account from '@/messages/en/account.json';
import centre from '@/messages/en/centre.json';
import common from '@/messages/en/common.json';
import points from '@/messages/en/points.json';
import wallet from '@/messages/en/wallet.json';
import { makeSite } from '../../support/shell-providers';
import { loginDialogStub } from '../../support/login-dialog';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
jest.mock('@/components/system/toasts', () => ({ notify: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/pointMall' }));
const fetchMock = apiFetch as jest.Mock;

const BALANCE: PointBalanceDto = { balance: 1200, totalEarned: 2000, totalSpent: 800, inProcess: 0, nextPointIn: 0.4, paymentPasswordSet: true };
const CONFIG: PointConfigDto = {
  earn: { validBet: 1, points: 1 },
  conversion: { enabled: true, points: 100, amount: 1, minPoints: 500, maxPoints: 100000 },
  currency: 'USD',
};
const reward = (id: number, over: Partial<PointRewardDto>): PointRewardDto => ({
  id,
  kind: 'item',
  name: `Reward ${id}`,
  description: 'A prize',
  points: 100,
  amount: null,
  stock: null,
  imageUrl: `https://cdn.example/points/${id}.svg`,
  ...over,
});
const REWARDS = [
  reward(1, { kind: 'bonus', name: '$5 bonus', points: 500, amount: 5 }),
  reward(2, { name: 'Smart watch', points: 25000, stock: 3 }),
  reward(3, { name: 'Smartphone', points: 600, stock: 0 }),
];
const redemption = (id: number, over: Partial<PointRedemptionDto>): PointRedemptionDto => ({
  id,
  refNo: `P20261126${String(id).padStart(6, '0')}`,
  type: 'reward',
  rewardId: 1,
  rewardName: '$5 bonus',
  rewardKind: 'bonus',
  points: 500,
  amount: 5,
  ratio: null,
  changedPoints: -500,
  balance: 700,
  remark: null,
  status: 'approved',
  appliedAt: Date.UTC(2026, 10, 26, 8),
  decidedAt: Date.UTC(2026, 10, 26, 8),
  ...over,
});
const paged = <T,>(list: T[]): PagedDto<T> => ({ list, totalPages: 1, totalCount: list.length });

type Handler = (path: string, options?: { method?: string; json?: unknown }) => unknown;
function answer(overrides: Partial<Record<string, Handler>> = {}, balance: PointBalanceDto = BALANCE) {
  fetchMock.mockImplementation(async (path: string, options?: { method?: string; json?: unknown }) => {
    const route = path.split('?')[0]!;
    const handler = overrides[route];
    if (handler) return handler(path, options);
    if (route === PointsApiPath.BALANCE) return balance;
    if (route === PointsApiPath.CONFIG) return CONFIG;
    if (route === PointsApiPath.REWARDS) return REWARDS;
    if (route === PointsApiPath.REDEMPTIONS) return paged([redemption(1, {})]);
    if (route === PointsApiPath.TRANSACTIONS) return paged([]);
    throw new Error(`unexpected ${path}`);
  });
}

const login = loginDialogStub();

function renderMall(viewer: PointsViewer = 'member') {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...common, ...centre, ...points, Trial: account.Trial, Wallet: { paymentPassword: wallet.Wallet.paymentPassword } }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn: viewer !== 'visitor', memberType: viewer === 'trial' ? 4 : viewer === 'member' ? 0 : null }}>
        <LoginDialogContext.Provider value={login}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PointsMall viewer={viewer} />
          </QueryClientProvider>
        </LoginDialogContext.Provider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  (notify as jest.Mock).mockReset();
  jest.clearAllMocks();
});

describe('the points mall', () => {
  it('shows the balance, that points never expire, the rules from the configuration, and each reward with why it cannot be redeemed', async () => {
    answer();
    renderMall();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,200');
    expect(screen.getByText('Points never expire')).toBeInTheDocument();
    expect(screen.getByText('Bet $0.40 more for your next point.')).toBeInTheDocument();
    expect(await screen.findByText('Every $1.00 of valid bets earns 1 point.')).toBeInTheDocument();
    expect(screen.getByText('100 points convert to $1.00, from 500 to 100,000 points at a time.')).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Redeem $5 bonus' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redeem Smart watch' })).toBeDisabled();
    expect(screen.getByText('23,800 more points needed')).toBeInTheDocument();
    const phone = screen.getByRole('heading', { name: 'Smartphone' }).closest('article')!;
    expect(within(phone).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    // No payment-password warning for a member who has one.
    expect(screen.queryByRole('link', { name: 'Set a payment password' })).toBeNull();
  });

  it('redeems with the payment password: a wrong one is refused under the field and emptied, the right one goes through', async () => {
    let tries = 0;
    answer({
      [PointsApiPath.REDEEM]: (_path, options) => {
        tries += 1;
        const body = options?.json as { rewardId: number; paymentPassword: string };
        expect(options?.method).toBe('POST');
        expect(body.rewardId).toBe(1);
        if (body.paymentPassword !== '246810') throw new ApiError('payment_password_wrong', 400, 'wrong', { attemptsLeft: 4 });
        return { redemption: redemption(9, {}), balance: 700 };
      },
    });
    renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem $5 bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem $5 bonus' });
    expect(within(dialog).getByText('700')).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Payment password', { selector: 'input' });
    expect(password).toHaveAttribute('autocomplete', 'off');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText('Enter your payment password.')).toBeInTheDocument();
    expect(tries).toBe(0);

    fireEvent.change(password, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText('The payment password is wrong. 4 tries left.')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(password, { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tries).toBe(2);
    expect(notify).toHaveBeenCalledWith('success', 'Redeemed: $5.00 is in your main wallet.');
    // The mall's data loads again after points were spent.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([p]) => p === PointsApiPath.BALANCE).length).toBeGreaterThan(1));
  });

  it('a refusal that is not about the password shows above the button', async () => {
    answer({ [PointsApiPath.REDEEM]: () => { throw new ApiError('reward_out_of_stock', 409, 'gone'); } });
    renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem $5 bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem $5 bonus' });
    fireEvent.change(within(dialog).getByLabelText('Payment password', { selector: 'input' }), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await within(dialog).findByText('This reward is sold out.')).toBeInTheDocument();
  });

  it('a member without a payment password is told so and sent to the security centre, and no password is asked', async () => {
    answer({}, { ...BALANCE, paymentPasswordSet: false });
    renderMall();
    const links = await screen.findAllByRole('link', { name: 'Set a payment password' });
    expect(links[0]).toHaveAttribute('href', '/member/securityCenter');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem $5 bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem $5 bonus' });
    expect(within(dialog).getByText(/You need a payment password to redeem/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set a payment password' })).toHaveAttribute('href', '/member/securityCenter');
    expect(within(dialog).queryByLabelText('Payment password', { selector: 'input' })).toBeNull();
  });

  it('the redeem history shows each status in words and filters by status', async () => {
    answer({
      [PointsApiPath.REDEMPTIONS]: (path) => {
        const status = new URLSearchParams(path.split('?')[1]).get('status');
        const all = [
          redemption(3, { status: 'in_process', rewardName: 'Team T-shirt', rewardKind: 'item', amount: null, points: 3000 }),
          redemption(2, { status: 'rejected', remark: 'Duplicate request', rewardName: 'Voucher', amount: null, points: 800 }),
          redemption(1, { type: 'convert', rewardId: null, rewardName: null, ratio: { points: 100, amount: 1 }, points: 700, amount: 7 }),
        ];
        return paged(status ? all.filter((r) => r.status === status) : all);
      },
    });
    renderMall();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    expect(within(table).getByText('In process')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Duplicate request')).toBeInTheDocument();
    expect(within(table).getByText('100 points = $1.00')).toBeInTheDocument();
    expect(within(table).getByText('−3,000')).toBeInTheDocument();
    // One card per record on a phone, too.
    expect(within(screen.getByRole('list', { name: 'Redeem history' })).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Redeem history' })).queryByText('In process')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/points\/redemptions\?page=1&status=rejected$/));
  });

  it('converts whole steps within the limits and the balance, checked before anything is sent', async () => {
    answer({ [PointsApiPath.CONVERT]: () => ({ redemption: redemption(5, { type: 'convert', points: 700, amount: 7 }), balance: 500, amount: 7, mainBalance: 107 }) });
    renderMall();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Convert' }));
    const form = await screen.findByRole('form', { name: 'Convert points to cash' });
    const field = within(form).getByLabelText('Points to convert');
    const submit = within(form).getByRole('button', { name: 'Convert' });
    fireEvent.change(within(form).getByLabelText('Payment password', { selector: 'input' }), { target: { value: '246810' } });
    for (const [value, message] of [
      ['400', 'Convert at least 500 points.'],
      ['550', 'Convert in steps of 100 points.'],
      ['1300', 'You do not have enough points.'],
      ['5.5', 'Enter a whole number of points.'],
    ]) {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(submit);
      expect(await within(form).findByText(message!)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([p]) => p === PointsApiPath.CONVERT)).toBe(false);
    fireEvent.change(field, { target: { value: '700' } });
    expect(await within(form).findByText('$7.00')).toBeInTheDocument();
    fireEvent.click(submit);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Converted 700 points: $7.00 is in your main wallet.'));
    expect(fetchMock).toHaveBeenCalledWith(PointsApiPath.CONVERT, { method: 'POST', json: { points: 700, paymentPassword: '246810' } });
  });

  it('a visitor is asked to log in and a trial account to register; neither loads member data', async () => {
    const visitor = renderMall('visitor');
    expect(screen.getByRole('heading', { name: 'Log in to use the points mall' })).toBeInTheDocument();
    expect(login.openLoginFor).toHaveBeenCalled();
    visitor.unmount();
    renderMall('trial');
    expect(screen.getByRole('heading', { name: 'Points are for real accounts' })).toBeInTheDocument();
    // What the demo can do and one way out, with no popup on top: this merchant has no direct registration, so the
    // button opens the warning that says how to get an account.
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Play free-demo games' })).toHaveAttribute('href', '/');
    expect(login.warnTrialAccount).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith(PointsApiPath.BALANCE);
  });
});

describe('conversionAmount', () => {
  it('is the ratio applied to whole steps, else 0', () => {
    expect(conversionAmount(700, CONFIG.conversion)).toBe(7);
    expect(conversionAmount(550, CONFIG.conversion)).toBe(0);
    expect(conversionAmount(-100, CONFIG.conversion)).toBe(0);
    expect(conversionAmount(300, { ...CONFIG.conversion, points: 100, amount: 10_000 })).toBe(30_000);
  });
});
