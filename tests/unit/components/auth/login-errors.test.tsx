import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import auth from '@/messages/en/auth.json';
import account from '@/messages/en/account.json';
import common from '@/messages/en/common.json';
import verification from '@/messages/en/verification.json';
import { mustChangePassword } from '@/components/auth/login-dialog-context';
import { loginErrorMessage } from '@/components/auth/login-errors';
import { useLoginErrorText } from '@/components/auth/use-login-error-text';
import { ApiError } from '@/lib/api/api-error';
import { SiteProvider } from '@/lib/site/site-context';
import { makeSite } from '../../support/shell-providers';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));

const ok = { firstTimeLogin: false, passwordExpired: false };

describe('what follows a sign-in (spec §4)', () => {
  it('forces a change for the default password 123456, a first login, or an expired password under the policy', () => {
    expect(mustChangePassword({ kind: 'username', response: ok, password: '123456' }, false)).toBe(true);
    expect(mustChangePassword({ kind: 'username', response: { ...ok, firstTimeLogin: true }, password: 'x' }, false)).toBe(true);
    expect(mustChangePassword({ kind: 'username', response: { ...ok, passwordExpired: true }, password: 'x' }, true)).toBe(true);
  });

  it('does not force one otherwise, nor ever after an SMS login or a reset by phone', () => {
    expect(mustChangePassword({ kind: 'username', response: { ...ok, passwordExpired: true }, password: 'x' }, false)).toBe(false);
    expect(mustChangePassword({ kind: 'username', response: ok, password: 'Player#2026' }, true)).toBe(false);
    expect(mustChangePassword({ kind: 'sms', response: { ...ok, firstTimeLogin: true } }, true)).toBe(false);
    expect(mustChangePassword({ kind: 'reset', response: { firstTimeLogin: true, passwordExpired: true } }, true)).toBe(false);
  });
});

describe('login refusals (spec §8)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={{ ...auth, ...account, ...common, ...verification }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn: false, memberType: null }}>{children}</SiteProvider>
    </NextIntlClientProvider>
  );
  const text = (code: string, kind: 'username' | 'sms' | 'verify' = 'username', value?: unknown) => {
    const { result } = renderHook(() => useLoginErrorText(), { wrapper });
    return result.current(new ApiError(code, 403, '', value), kind);
  };

  it('names the wrong entrance', () => {
    expect(loginErrorMessage('member_no_enter')).toEqual({ namespace: 'Entrance', key: 'memberNoEnter' });
    expect(text('member_no_enter')).toBe('Non-member account unable to login');
    expect(text('agent_no_enter')).toBe('Non-agents cannot log in');
  });

  it('says what else went wrong', () => {
    expect(text('login_failed')).toBe('Wrong username or password');
    expect(text('validation_failed')).toBe('Please enter username and password');
    expect(text('verification_code_invalid', 'sms')).toBe('The verification code is wrong. Check the latest code we sent and try again.');
    expect(text('platform_unavailable')).toBe('Network link is abnormal, please try again');
    expect(text('something_new')).toBe('Something went wrong. Please try again.');
  });

  it('tells a login by code the phone-authentication refusals (spec §8), with the wait', () => {
    expect(text('code_expired', 'sms')).toBe('The verification code has expired. Please send a new one.');
    expect(text('missing_verification_code', 'verify')).toBe('Please enter the verification code.');
    expect(text('invalid_phone_number', 'sms')).toBe('Invalid phone number format. Check the number and its country code.');
    expect(text('missing_phone_number', 'sms')).toBe('Please enter a valid phone number.');
    expect(text('TOO_MANY_REQUESTS', 'sms', { retryAfterSeconds: 300 })).toBe('Too many requests, please try again after 5 minutes.');
    expect(text('TOO_MANY_REQUESTS', 'verify', { retryAfterSeconds: 30 })).toBe('Too many requests, please try again after 1 minute.');
    // A username login's limit says the platform's wait too, the spec's five minutes when it names none.
    expect(text('TOO_MANY_REQUESTS', 'username', { retryAfterSeconds: 42 })).toBe('Too many requests, please try again after 1 minute.');
    expect(text('TOO_MANY_REQUESTS')).toBe('Too many requests, please try again after 5 minutes.');
    expect(loginErrorMessage('TOO_MANY_REQUESTS', 'sms')).toEqual({ namespace: 'SmsCode', key: 'phoneAuth.tooManyRequests', values: { minutes: 5 } });
  });

  it('says until when a break lasts at the brand’s clock, naming its zone, whatever the machine’s zone', () => {
    const { result } = renderHook(() => useLoginErrorText(), { wrapper });
    // 1 Dec 2026, 17:30 UTC is 2 Dec, 00:30 at GMT+7 (the test site's zone).
    const until = new Date(Date.UTC(2026, 11, 1, 17, 30)).toISOString();
    const message = result.current(new ApiError('self_excluded', 403, '', { until }), 'username').replace(/\s/g, ' ');
    expect(message).toBe('This account is on a break until Dec 2, 2026, 12:30 AM GMT+7. You can log in again after that.');
  });
});
