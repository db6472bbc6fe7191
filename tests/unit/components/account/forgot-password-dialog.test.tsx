import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordDialog } from '@/components/account/forgot-password-dialog';
import { makeSite } from '../../support/shell-providers';
import { puzzle } from '../../support/verification';
import { renderAccount } from '../../support/render-account';

/**
 * Forgot password, which must not tell which accounts exist: a mail or a code is sent only after the slider check, and
 * what the visitor is told after a send is the same whether or not an account matched: the platform answers alike, so
 * the page must not say more.
 */

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as {
  apiFetch: jest.Mock;
  ApiError: typeof import('@/lib/api/api-error').ApiError;
};

function platform(send: (path: string, body: unknown) => unknown) {
  apiFetch.mockImplementation(async (path: string, init?: { json?: unknown }) => {
    if (path === '/api/verification/slider') return puzzle('p1');
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    // The country list, for the dial code of the mobile tab (the visitor's country first).
    if (path === '/api/register/settings') return { countries: [{ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' }], visitorCountry: 'VN' };
    return send(path, init?.json);
  });
}

async function passSlider(user: ReturnType<typeof userEvent.setup>) {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  await user.keyboard('{End}{Enter}');
}

function renderDialog(phoneReset = false) {
  const site = makeSite();
  return renderAccount(<ForgotPasswordDialog open onOpenChange={() => undefined} onSignedIn={() => undefined} />, {
    site: { ...site, features: { ...site.features, phoneReset } },
  });
}

async function fillEmailForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
  await user.type(within(dialog).getByLabelText('Username'), 'player1');
  await user.type(within(dialog).getByLabelText('Email'), 'player1@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
  return dialog;
}

beforeEach(() => apiFetch.mockReset());

test('by email: the slider first, then the send with its pass, then a message that says no more than the platform', async () => {
  platform(() => ({}));
  const user = userEvent.setup();
  renderDialog();
  const dialog = await fillEmailForm(user);
  expect(apiFetch).not.toHaveBeenCalledWith('/api/password/forgot/email', expect.anything());
  await passSlider(user);
  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'If the username and email match an account, we have sent a reset link to that email.',
  );
  expect(apiFetch).toHaveBeenCalledWith('/api/password/forgot/email', {
    method: 'POST',
    json: { username: 'player1', email: 'player1@example.com', sliderToken: 'pass-1' },
  });
});

test('by email: closing the slider sends nothing', async () => {
  platform(() => ({}));
  const user = userEvent.setup();
  renderDialog();
  await fillEmailForm(user);
  await screen.findByRole('slider');
  const check = screen.getByRole('dialog', { name: 'Security check' });
  await user.click(within(check).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('slider')).not.toBeInTheDocument());
  expect(apiFetch).not.toHaveBeenCalledWith('/api/password/forgot/email', expect.anything());
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

test('by email: the platform’s limits are told in the page’s words', async () => {
  const user = userEvent.setup();
  for (const [code, text] of [
    ['email_too_soon', 'A reset link was asked for this email less than a minute ago.'],
    ['TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes.'],
  ] as const) {
    platform(() => {
      throw new ApiError(code, 429, 'A mail was sent less than a minute ago');
    });
    const view = renderDialog();
    await fillEmailForm(user);
    await passSlider(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    view.unmount();
  }
});

test('by mobile: after a send, a notice that does not say whether the number has an account', async () => {
  platform((path) => {
    if (path === '/api/verification/sms/password') return { expirationTime: Date.now() + 60_000 };
    throw new Error(`unexpected ${path}`);
  });
  const user = userEvent.setup();
  renderDialog(true);
  const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
  await user.click(within(dialog).getByRole('tab', { name: 'By mobile' }));
  const code = within(dialog).getByLabelText('Verification code');
  expect(within(dialog).queryByText(/If an account has this number/)).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Mobile number'), '912000999');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled'));
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await passSlider(user);
  const notice = await within(dialog).findByText('If an account has this number, we have sent it a code. It may take a minute to arrive.');
  expect(notice.closest('[role="status"]')).not.toBeNull();
  expect(code).toHaveAttribute('aria-describedby', expect.stringContaining('forgot-code-sent'));
});
