/**
 * What the login forms say for a refused login, by the BFF's errorCode (spec §8): a key of the "Auth" namespace,
 * "Entrance" for the wrong door, "Common" for the generic ones. useLoginErrorText translates it.
 */
export type LoginErrorMessage = { namespace: 'Auth' | 'Common' | 'Entrance'; key: string };

export function loginErrorMessage(code: string, kind: 'username' | 'sms' | 'verify' = 'username'): LoginErrorMessage {
  const auth = (key: string): LoginErrorMessage => ({ namespace: 'Auth', key });
  switch (code) {
    case 'login_failed':
      return auth('loginFailed');
    case 'captcha_invalid':
      return auth('captchaInvalid');
    case 'TOO_MANY_REQUESTS':
      return auth('tooManyRequests');
    case 'login_verify_required':
      return auth('verifyRequired');
    case 'account_locked':
      return auth('accountLocked');
    case 'member_no_enter':
      return { namespace: 'Entrance', key: 'memberNoEnter' };
    case 'agent_no_enter':
      return { namespace: 'Entrance', key: 'agentNoEnter' };
    case 'verification_code_invalid':
      return auth('codeInvalid');
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
