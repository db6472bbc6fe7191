import type { LoginDialogContextValue } from '@/components/auth/login-dialog-context';

/** The login dialog's context with every action a jest mock, unless `overrides` gives it. */
export function loginDialogStub(overrides: Partial<LoginDialogContextValue> = {}): LoginDialogContextValue {
  return {
    openLogin: jest.fn(),
    openLoginFor: jest.fn(),
    openRegister: jest.fn(),
    warnTrialAccount: jest.fn(),
    completeSignIn: jest.fn(),
    ...overrides,
  };
}
