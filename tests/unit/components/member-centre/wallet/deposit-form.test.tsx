import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { DepositForm } from '@/components/member-centre/wallet/deposit-form';
import { ApiError } from '@/lib/api/api-error';
import { WalletApiPath, type DepositDto, type DepositChannelDto } from '@/lib/api/centre/wallet';
import { IDEMPOTENCY_KEY_PATTERN, PlatformHeader } from '@site/platform-contract/envelope';
import { SiteProvider } from '@/lib/site/site-context';
import wallet from '@/messages/en/wallet.json';
import common from '@/messages/en/common.json';
import { makeSite } from '../../../support/shell-providers';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../../support/api-browser-mock'));
const { apiFetch } = jest.requireMock('@/lib/api/browser') as { apiFetch: jest.Mock };

/**
 * The deposit form's submissions: each carries an Idempotency-Key made once for it, so the
 * platform makes one order of it however often it arrives. A double tap sends it once; the same values sent again
 * after a failure (the order may have been made) carry the same key; a new submission after an order gets a new one.
 */

const CHANNEL: DepositChannelDto = { code: 'BANK_CHASE', kind: 'BANK', method: 'STANDARD', name: 'Chase', min: 10, max: 50_000, presets: [], feeRateBp: 0, expiryMinutes: 60 };
const order = (id: number) => ({ id, orderNo: `D${id}`, amount: 25, status: 5 }) as unknown as DepositDto;

function renderForm(onCreated = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={{ ...wallet, ...common }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn: true, memberType: 0 }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DepositForm channels={[CHANNEL]} onCreated={onCreated} />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
  return onCreated;
}

/** The deposit calls made, each as [body, key]. */
const deposits = () =>
  apiFetch.mock.calls
    .filter(([path, options]) => path === WalletApiPath.DEPOSITS && options?.method === 'POST')
    .map(([, options]) => [options.json, options.headers[PlatformHeader.IDEMPOTENCY_KEY]] as [unknown, string]);

beforeEach(() => apiFetch.mockReset());

it('sends a double-tapped submission once, with a key of its own, and shows it busy until it is answered', async () => {
  let answer: (value: DepositDto) => void = () => undefined;
  apiFetch.mockImplementation((path: string) => (path === WalletApiPath.DEPOSITS ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([])));
  const onCreated = renderForm();
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
  const button = screen.getByRole('button', { name: 'Continue to payment' });
  // Two submits before the page redraws (the button is not disabled yet), then taps on the busy button.
  act(() => {
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
  });
  await userEvent.dblClick(screen.getByRole('button', { name: 'Creating your order…' }), { pointerEventsCheck: 0 });
  await waitFor(() => expect(deposits()).toHaveLength(1));
  const [[body, key]] = deposits() as [[unknown, string]];
  expect(body).toEqual({ channel: 'BANK_CHASE', amount: 25 });
  expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  expect(screen.getByRole('button', { name: 'Creating your order…' })).toBeDisabled();
  await act(async () => answer(order(41)));
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  expect(deposits()).toHaveLength(1);
});

it('sends the same key again after a failure, and a new one for the next order', async () => {
  apiFetch.mockImplementation(() => Promise.resolve([]));
  apiFetch.mockImplementationOnce(() => Promise.reject(new ApiError('network', 0, 'network')));
  const onCreated = renderForm();
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await userEvent.type(amount, '25');
  await submit();
  expect(await screen.findByText('Network link is abnormal, please try again.')).toBeVisible();

  apiFetch.mockImplementation((path: string) => Promise.resolve(path === WalletApiPath.DEPOSITS ? order(42) : []));
  await submit();
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  // The order was made: the form is empty again, and the next deposit of the same amount is a new submission.
  await waitFor(() => expect(amount).toHaveValue(''));
  await userEvent.type(amount, '25');
  await submit();
  await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(2));

  const keys = deposits().map(([, key]) => key);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('makes a new key when the values change after a failure', async () => {
  apiFetch.mockImplementation(() => Promise.reject(new ApiError('network', 0, 'network')));
  renderForm();
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await userEvent.type(amount, '25');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByText('Network link is abnormal, please try again.');
  await userEvent.clear(amount);
  await userEvent.type(amount, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(deposits()).toHaveLength(2));
  const [[, first], [, second]] = deposits() as [[unknown, string], [unknown, string]];
  expect(second).not.toBe(first);
});
