import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import common from '@/messages/en/common.json';
import register from '@/messages/en/register.json';
import verification from '@/messages/en/verification.json';
import auth from '@/messages/en/auth.json';
import type { RegisterFormData } from '@/lib/api/contract';
import { SiteProvider } from '@/lib/site/site-context';
import { RegisterForm, type RegisterFormProps } from '@/components/register/register-form';
import { makeSite } from '../../support/shell-providers';
import { registerSettings } from '../../support/field-rule';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn() }), usePathname: () => '/register' }));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
const { loadDocument } = jest.requireMock('@/lib/navigation/document') as { loadDocument: jest.Mock };

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as {
  apiFetch: jest.Mock;
  ApiError: typeof import('@/lib/api/api-error').ApiError;
};

const SETTINGS = registerSettings();

const DATA: RegisterFormData = {
  settings: SETTINGS,
  countries: [{ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' }],
  visitorCountry: 'VN',
};

function renderForm(props: Partial<RegisterFormProps> = {}, site: Parameters<typeof makeSite>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...common, ...register, ...verification, ...auth }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite({ languages: ['en', 'vi'], ...site }), locale: 'en', loggedIn: false, memberType: null }}>
        <QueryClientProvider client={new QueryClient()}>
          <RegisterForm data={DATA} referralCode={null} affiliate={null} variant="page" {...props} />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'newplayer1');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret#2026');
  await user.type(screen.getByLabelText('Real name'), 'John Smith');
}

async function passSlider(user: ReturnType<typeof userEvent.setup>) {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  await user.keyboard('{End}{Enter}');
}

/** The username check's answer (asked as the field is left and before the slider): the name is free unless `taken`. */
function usernameCheck(path: string, taken: readonly string[] = []): { available: boolean } | null {
  const match = /^\/api\/register\/username\?username=(.*)$/.exec(path);
  return match ? { available: !taken.includes(decodeURIComponent(match[1]!)) } : null;
}

beforeEach(() => {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string) => usernameCheck(path) ?? undefined);
  loadDocument.mockReset();
});

test('bad values show their messages under the fields and nothing is sent', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('Username', { selector: 'input' }), '1abc');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret#2027');
  await user.type(screen.getByLabelText('Email (optional)'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const username = screen.getByLabelText('Username', { selector: 'input' });
  expect(await screen.findByText('Start with a letter, then letters or numbers (4–16 characters)')).toBeInTheDocument();
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveAccessibleDescription('Start with a letter, then letters or numbers (4–16 characters)');
  expect(screen.getByText('The passwords do not match. Type the same password in both fields.')).toBeInTheDocument();
  expect(screen.getByText('Real name is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address (5–60 characters)')).toBeInTheDocument();
  expect(apiFetch).not.toHaveBeenCalled();
});

test('the terms box starts ticked; unticking it disables submit and shows a hint', async () => {
  const user = userEvent.setup();
  renderForm();
  const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
  expect(terms).toBeChecked();
  expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/help#term');
  await user.click(terms);
  expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  expect(screen.getByText('Please accept the terms and conditions to register')).toBeInTheDocument();
});

test('where the merchant asks for an active choice, the box starts unticked and Register waits for it', async () => {
  const user = userEvent.setup();
  renderForm({}, { eligibilityPreticked: false });
  const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
  expect(terms).not.toBeChecked();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled());
  expect(screen.getByText('Please accept the terms and conditions to register')).toBeInTheDocument();
  await user.click(terms);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
});

test('a username registration passes the slider, registers, then shows the welcome and goes home on OK', async () => {
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/verification/slider') return { puzzleId: 'p', steps: 100, backgroundUrl: 'data:,', pieceUrl: 'data:,', pieceWidthSteps: 12 };
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    if (path === '/api/register') return { account: 'newplayer1', regType: 'username' };
    throw new Error(`unexpected ${path}`);
  });
  const user = userEvent.setup();
  renderForm({ referralCode: 'P1REF', affiliate: { code: 'AGENT1', valid: true } });
  expect(screen.queryByLabelText(/Invitation code/)).not.toBeInTheDocument();
  await fillUsernameForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await passSlider(user);

  const dialog = await screen.findByRole('dialog', { name: 'Registration successful' });
  expect(apiFetch).toHaveBeenCalledWith('/api/register', {
    method: 'POST',
    json: expect.objectContaining({
      regType: 'username',
      username: 'newplayer1',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      payeeName: 'John Smith',
      sliderToken: 'pass-1',
      referralCode: 'P1REF',
      affiliateCode: 'AGENT1',
    }),
  });
  expect(loadDocument).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(loadDocument).toHaveBeenCalledWith('/');
});

test('an invalid affiliate code from the URL stops registration with the warning', async () => {
  const user = userEvent.setup();
  renderForm({ affiliate: { code: 'NOPE', valid: false } });
  expect(screen.getByLabelText('Invitation code (optional)')).toHaveValue('NOPE');
  await fillUsernameForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const warning = await screen.findByRole('alertdialog', { name: 'Notice' });
  expect(warning).toHaveTextContent('Invalid invitation code');
  // Only the username was checked (as its field was left): no slider, no registration.
  expect(apiFetch.mock.calls.map(([path]) => path)).toEqual(['/api/register/username?username=newplayer1']);
});

test('a typed affiliate code is checked first; an unknown one stops with the warning', async () => {
  apiFetch.mockImplementation(async (path: string) => usernameCheck(path) ?? { valid: false });
  const user = userEvent.setup();
  renderForm();
  await fillUsernameForm(user);
  await user.type(screen.getByLabelText('Invitation code (optional)'), 'ZZZZ9');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent('Invalid invitation code');
  expect(apiFetch.mock.calls.map(([path]) => path)).toEqual(['/api/register/username?username=newplayer1', '/api/register/affiliate?code=ZZZZ9']);
});

test('a taken username is said as its field is left and on submit, with no slider', async () => {
  apiFetch.mockImplementation(async (path: string) => usernameCheck(path, ['player1']) ?? { sliderToken: 'never' });
  const user = userEvent.setup();
  renderForm();
  const username = screen.getByLabelText('Username', { selector: 'input' });
  await user.type(username, 'player1');
  await user.tab();
  expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  expect(username).toHaveAccessibleDescription('This username is already taken');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret#2026');
  await user.type(screen.getByLabelText('Real name'), 'John Smith');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByText('This username is already taken')).toBeInTheDocument();
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  expect(apiFetch.mock.calls.map(([path]) => path)).toEqual(['/api/register/username?username=player1']);

  await user.clear(username);
  await user.type(username, 'newplayer1');
  expect(screen.queryByText('This username is already taken')).not.toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('newplayer1 is available')).toBeInTheDocument();
  expect(username).toHaveAccessibleDescription(/newplayer1 is available/);
});

test('a taken username the platform reports after the slider is shown under the field', async () => {
  apiFetch.mockImplementation(async (path: string) => {
    const check = usernameCheck(path);
    if (check) return check;
    if (path === '/api/verification/slider') return { puzzleId: 'p', steps: 100, backgroundUrl: 'data:,', pieceUrl: 'data:,', pieceWidthSteps: 12 };
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    throw new ApiError('username_taken', 400, 'This username is taken');
  });
  const user = userEvent.setup();
  renderForm();
  await fillUsernameForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await passSlider(user);
  expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveAccessibleDescription('This username is already taken');
});

test('the mobile tab asks for the mobile number first when sending a code, and shows the generated account', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('tab', { name: 'Mobile' }));
  expect(screen.queryByLabelText('Username', { selector: 'input' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
  expect(apiFetch).not.toHaveBeenCalled();

  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/verification/slider') return { puzzleId: 'p', steps: 100, backgroundUrl: 'data:,', pieceUrl: 'data:,', pieceWidthSteps: 12 };
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    if (path === '/api/verification/sms/register') return { expiredMinutes: 1 };
    if (path === '/api/register') return { account: 'm12345678', regType: 'mobile' };
    throw new Error(`unexpected ${path}`);
  });
  await user.type(screen.getByLabelText('Mobile number'), '912345678');
  // The button takes one press a second.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await passSlider(user);
  await waitFor(() =>
    expect(apiFetch).toHaveBeenCalledWith('/api/verification/sms/register', {
      method: 'POST',
      json: { countryDialingCode: '84', mobileNo: '912345678', sliderToken: 'pass-1', regType: 'mobile' },
    }),
  );
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret#2026');
  await user.type(screen.getByLabelText('Payment password'), '123456');
  await user.type(screen.getByLabelText('Real name'), 'John Smith');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  // The SMS code is this form's human check: no second slider, and no slider pass in the body.
  const dialog = await screen.findByRole('dialog', { name: 'Register success' });
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  expect(apiFetch).toHaveBeenCalledWith('/api/register', { method: 'POST', json: expect.not.objectContaining({ sliderToken: expect.anything() }) });
  expect(dialog).toHaveTextContent('m12345678');
  expect(within(dialog).getByRole('button', { name: 'Copy account' })).toBeInTheDocument();
});
