import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import auth from '@/messages/en/auth.json';
import common from '@/messages/en/common.json';
import account from '@/messages/en/account.json';
import verification from '@/messages/en/verification.json';
import { SiteProvider } from '@/lib/site/site-context';
import { SmsLoginForm } from '@/components/auth/sms-login-form';
import { makeSite } from '../../support/shell-providers';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn() }), usePathname: () => '/login' }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch } = jest.requireMock('@/lib/api/browser') as { apiFetch: jest.Mock };

test("'Send code' stays off until the country list, and with it the dial code, has arrived", async () => {
  let answer: (value: unknown) => void = () => undefined;
  apiFetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  render(
    <NextIntlClientProvider locale="en" messages={{ ...auth, ...common, ...account, ...verification }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite({ languages: ['en'] }), locale: 'en', loggedIn: false, memberType: null }}>
        <QueryClientProvider client={new QueryClient()}>
          <SmsLoginForm entrance="member" onSignedIn={jest.fn()} />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
  const send = screen.getByRole('button', { name: 'Send code' });
  expect(send).toHaveAttribute('aria-disabled', 'true');

  answer({ settings: null, countries: [{ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' }], visitorCountry: 'VN' });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  expect(screen.getByRole('combobox')).toHaveValue('+84');
});

const VIETNAM = { settings: null, countries: [{ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', mobileDigits: 9 }, { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', mobileDigits: 10 }], visitorCountry: 'VN' };

function renderSmsForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...auth, ...common, ...account, ...verification }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite({ languages: ['en'] }), locale: 'en', loggedIn: false, memberType: null }}>
        <QueryClientProvider client={new QueryClient()}>
          <SmsLoginForm entrance="member" onSignedIn={jest.fn()} />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

describe('remember me on the SMS login (spec §3 "Cookies")', () => {
  afterEach(() => {
    document.cookie = 'mobileNum=; Max-Age=0; Path=/';
    document.cookie = 'countryDialingCode=; Max-Age=0; Path=/';
  });

  test('ticked, a login keeps the number and dial code (never the code); the next form starts from them', async () => {
    apiFetch.mockImplementation(async (path: string) => (path === '/api/session/login' ? { firstTimeLogin: false, passwordExpired: false } : VIETNAM));
    const view = renderSmsForm();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('+84'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '912345678');
    await userEvent.type(screen.getByLabelText('Verification code'), '135790');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.cookie).toContain('mobileNum=912345678'));
    expect(document.cookie).toContain('countryDialingCode=84');
    expect(document.cookie).not.toContain('135790');
    view.unmount();

    document.cookie = 'countryDialingCode=63; Path=/';
    renderSmsForm();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('912345678');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    // The remembered dial code wins over the visitor's country once the country list has it.
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('+63'));
  });

  test('unticked, a login forgets them', async () => {
    document.cookie = 'mobileNum=912345678; Path=/';
    document.cookie = 'countryDialingCode=84; Path=/';
    apiFetch.mockImplementation(async (path: string) => (path === '/api/session/login' ? { firstTimeLogin: false, passwordExpired: false } : VIETNAM));
    renderSmsForm();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('+84'));
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.type(screen.getByLabelText('Verification code'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.cookie).not.toContain('mobileNum'));
    expect(document.cookie).not.toContain('countryDialingCode');
  });
});

test('a number without its country’s digits is told so under the field before any check or send', async () => {
  apiFetch.mockImplementation(async () => VIETNAM);
  renderSmsForm();
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('+84'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '0912345678');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Phone number must have 9 digits')).toBeInTheDocument();
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  expect(apiFetch.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/verification/'))).toEqual([]);
});
