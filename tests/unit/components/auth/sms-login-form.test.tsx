import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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
