import { phoneAuthMessage, waitMinutes } from '@/components/verification/phone-auth-errors';

/**
 * What the login forms say for a refused login, by the BFF's errorCode (spec §8): a key of the "Auth" namespace,
 * "Entrance" for the wrong door, "Common" for the generic ones, and for the logins by SMS code (SMS login, the new-IP
 * check) the phone-authentication texts of "SmsCode" (a wrong, missing or expired code, the number, too many requests
 * with the wait). Too many logins by username says the platform's wait too (spec §8's five minutes when it names none).
 * useLoginErrorText translates it.
 */
export type LoginErrorMessage = { namespace: 'Auth' | 'Common' | 'Entrance' | 'SmsCode'; key: string; values?: Record<string, number> };

export function loginErrorMessage(code: string, kind: 'username' | 'sms' | 'verify' = 'username', value?: unknown): LoginErrorMessage {
  const auth = (key: string): LoginErrorMessage => ({ namespace: 'Auth', key });
  const phone = kind === 'username' ? null : phoneAuthMessage(code, value);
  if (phone) return { namespace: 'SmsCode', key: `phoneAuth.${phone.key}`, ...(phone.values ? { values: phone.values } : {}) };
  switch (code) {
    case 'login_failed':
      return auth('loginFailed');
    case 'captcha_invalid':
      return auth('captchaInvalid');
    case 'TOO_MANY_REQUESTS':
      return { namespace: 'SmsCode', key: 'phoneAuth.tooManyRequests', values: { minutes: waitMinutes(value) } };
    case 'login_verify_required':
      return auth('verifyRequired');
    case 'account_locked':
      return auth('accountLocked');
    case 'member_no_enter':
      return { namespace: 'Entrance', key: 'memberNoEnter' };
    case 'agent_no_enter':
      return { namespace: 'Entrance', key: 'agentNoEnter' };
    case 'sms_disabled':
      return auth('smsLoginUnavailable');
    case 'validation_failed':
      return auth(kind === 'username' ? 'enterUsernamePassword' : kind === 'sms' ? 'enterMobileAndCode' : 'codeInvalid');
    case 'network':
    case 'platform_unavailable':
      return { namespace: 'Common', key: 'networkError' };
    default:
      return { namespace: 'Common', key: 'genericError' };
  }
}
