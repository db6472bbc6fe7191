import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import common from '@/messages/en/common.json';
import register from '@/messages/en/register.json';
import verification from '@/messages/en/verification.json';
import auth from '@/messages/en/auth.json';
import type { RegisterFormData } from '@/lib/api/contract';
import { SiteProvider } from '@/lib/site/site-context';
import { RegisterForm } from '@/components/register/register-form';
import { makeSite } from '../../support/shell-providers';
import { rule } from '../../support/field-rule';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn() }), usePathname: () => '/register' }));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch } = jest.requireMock('@/lib/api/browser') as { apiFetch: jest.Mock };
// The dial-code picker loads with its own chunk: here its code never arrives, as on a slow phone before it does.
jest.mock('@/components/verification/dial-code-select', () => ({ DialCodeSelect: () => null }));

const DATA: RegisterFormData = {
  settings: {
    usernameRegister: false,
    mobileRegister: true,
    smsForUsername: false,
    mobilePasswordPair: true,
    captcha: false,
    fields: {
      password: rule(20, 6, 20),
      confirmPassword: rule(20, 6, 20),
      mobileNum: rule(6, 8, 11),
      verificationCode: rule(6, 4, 6),
    },
  },
  countries: [
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  ],
  visitorCountry: 'VN',
};

test("'Send code' before the dial-code picker has loaded sends the visitor's dial code with the typed number", async () => {
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/verification/slider') return { puzzleId: 'p', steps: 100, backgroundUrl: 'data:,', pieceUrl: 'data:,', pieceWidthSteps: 12 };
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    if (path === '/api/verification/sms/register') return { expiredMinutes: 1 };
    throw new Error(`unexpected ${path}`);
  });
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="en" messages={{ ...common, ...register, ...verification, ...auth }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite({ languages: ['en'] }), locale: 'en', loggedIn: false, memberType: null }}>
        <QueryClientProvider client={new QueryClient()}>
          <RegisterForm data={DATA} referralCode={null} affiliate={null} variant="page" />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
  await user.type(screen.getByLabelText('Mobile number'), '912345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.queryByText('Mobile number is required')).not.toBeInTheDocument();
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  await user.keyboard('{End}{Enter}');
  await waitFor(() =>
    expect(apiFetch).toHaveBeenCalledWith('/api/verification/sms/register', {
      method: 'POST',
      json: { countryDialingCode: '84', mobileNo: '912345678', sliderToken: 'pass-1', regType: 'mobile' },
    }),
  );
});
