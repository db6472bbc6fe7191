import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog } from '@/components/account/change-password-dialog';
import { changePasswordSchema, newPasswordProblem } from '@/lib/validation/password';
import { renderAccount } from '../../support/render-account';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => router }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as {
  apiFetch: jest.Mock;
  ApiError: typeof import('@/lib/api/api-error').ApiError;
};

beforeEach(() => {
  apiFetch.mockReset();
  router.replace.mockReset();
});

describe('the new-password rule (pattern 20, 6–20 characters)', () => {
  it.each([
    ['', 'newRequired'],
    ['Ab#1', 'length'],
    ['Abcdefghijklmnopqr#12', 'length'],
    ['abcdef#1', 'pattern'],
    ['ABCDEF#1', 'pattern'],
    ['Abcdefg1', 'pattern'],
    ['Abcdef#x', 'pattern'],
    ['Abc def#1', 'pattern'],
    ['Abcde#1', null],
    ['Player#2027', null],
  ])('%j → %s', (value, problem) => {
    expect(newPasswordProblem(value)).toBe(problem);
  });

  it('requires the confirmation to equal the new password, and the old one only when asked', async () => {
    const schema = changePasswordSchema(false);
    await expect(schema.validate({ newPassword: 'Player#2027', confirmNewPassword: 'Player#2027' })).resolves.toBeTruthy();
    await expect(schema.validate({ newPassword: 'Player#2027', confirmNewPassword: 'Player#2028' })).rejects.toThrow('mismatch');
    await expect(changePasswordSchema(true).validate({ newPassword: 'Player#2027', confirmNewPassword: 'Player#2027' })).rejects.toThrow(
      'oldRequired',
    );
  });
});

describe('ChangePasswordDialog', () => {
  it('when forced, has no close button and Escape keeps it open', async () => {
    renderAccount(<ChangePasswordDialog open forced knownOldPassword="123456" onChanged={jest.fn()} />, { loggedIn: true, memberType: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('does not ask for the old password when it is known, and sends it from memory', async () => {
    apiFetch.mockResolvedValue({});
    const onChanged = jest.fn();
    renderAccount(<ChangePasswordDialog open forced knownOldPassword="123456" onChanged={onChanged} />, { loggedIn: true, memberType: 0 });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Newbie#2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newbie#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(apiFetch).toHaveBeenCalledWith('/api/password/change', {
      method: 'POST',
      json: { oldPassword: '123456', newPassword: 'Newbie#2026', confirmNewPassword: 'Newbie#2026' },
    });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie).not.toContain('123456');
  });

  it('shows the rule messages under the fields and sends nothing', async () => {
    renderAccount(<ChangePasswordDialog open onOpenChange={jest.fn()} onChanged={jest.fn()} />, { loggedIn: true, memberType: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('Password length must be 6–20 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'alllowercase1');
    expect(await screen.findByText('The password needs an uppercase letter, a lowercase letter, a digit and a symbol')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Player#2027');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Player#2028');
    expect(await screen.findByText('The passwords do not match. Type the same new password in both fields.')).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('a voluntary change can be closed, and a wrong old password is reported', async () => {
    apiFetch.mockRejectedValue(new ApiError('old_password_wrong', 400, 'The old password is wrong'));
    renderAccount(<ChangePasswordDialog open onOpenChange={jest.fn()} onChanged={jest.fn()} />, { loggedIn: true, memberType: 0 });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong#2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Player#2027');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Player#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
  });
});
