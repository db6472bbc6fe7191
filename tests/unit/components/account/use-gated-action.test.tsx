import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGatedAction } from '@/components/account/use-gated-action';
import { GatedLink } from '@/components/account/gated-link';
import { LoginDialogContext, type LoginDialogContextValue } from '@/components/auth/login-dialog-context';
import { LoginDialogProvider } from '@/components/auth/login-dialog-provider';
import { renderAccount } from '../../support/render-account';
import { loginDialogStub } from '../../support/login-dialog';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => router }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));

function GatedButton({ action }: { action: () => void }) {
  const gate = useGatedAction();
  return (
    <button type="button" onClick={() => gate(action)}>
      Deposit
    </button>
  );
}

function withContext(value: Partial<LoginDialogContextValue>) {
  const context = loginDialogStub(value);
  return { context, wrap: (ui: React.ReactElement) => <LoginDialogContext.Provider value={context}>{ui}</LoginDialogContext.Provider> };
}

beforeEach(() => router.push.mockReset());

test('a visitor gets the login popup, not the action', async () => {
  const action = jest.fn();
  const { context, wrap } = withContext({});
  renderAccount(wrap(<GatedButton action={action} />), { loggedIn: false });
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(context.openLogin).toHaveBeenCalled();
  expect(action).not.toHaveBeenCalled();
});

test('a trial account gets the warning, not the action', async () => {
  const action = jest.fn();
  const { context, wrap } = withContext({});
  renderAccount(wrap(<GatedButton action={action} />), { loggedIn: true, memberType: 4 });
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(context.warnTrialAccount).toHaveBeenCalled();
  expect(action).not.toHaveBeenCalled();
});

test('a member (or agent) runs the action', async () => {
  for (const memberType of [0, 1]) {
    const action = jest.fn();
    const { wrap, context } = withContext({});
    const { unmount } = renderAccount(wrap(<GatedButton action={action} />), { loggedIn: true, memberType });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(action).toHaveBeenCalled();
    expect(context.openLogin).not.toHaveBeenCalled();
    unmount();
  }
});

test('a gated link shows a trial account "Please register an account first" with OK, and stays put', async () => {
  renderAccount(
    <LoginDialogProvider>
      <GatedLink href="/member/depositv2">Deposit</GatedLink>
    </LoginDialogProvider>,
    { loggedIn: true, memberType: 4 },
  );
  const link = screen.getByRole('link', { name: 'Deposit' });
  expect(link).toHaveAttribute('href', '/member/depositv2');
  await userEvent.click(link);
  const alert = await screen.findByRole('alertdialog', { name: 'Trial account' });
  expect(alert).toHaveTextContent('Please register an account first');
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(router.push).not.toHaveBeenCalled();
});

test('a gated link takes a member to the page', async () => {
  renderAccount(
    <LoginDialogProvider>
      <GatedLink href="/member/withdraw">Withdraw</GatedLink>
    </LoginDialogProvider>,
    { loggedIn: true, memberType: 0 },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Withdraw' }));
  expect(router.push).toHaveBeenCalledWith('/member/withdraw');
});
