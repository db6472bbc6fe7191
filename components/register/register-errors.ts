import { AccountErrorCode, type RegisterField } from '@site/platform-contract';
import { ErrorCode } from '@site/platform-contract/envelope';
import { ALREADY_LOGGED_IN } from '@/lib/validation/register-request';

/**
 * Where a refused registration is reported (spec §8): under a field (an encoded Validation key or a Register.error
 * key), in the invitation-code warning dialog, or above the submit button. Pure, so the mapping is testable.
 */
export type RegisterFailure =
  | { kind: 'field'; field: RegisterField; error: string }
  | { kind: 'invitation' }
  | { kind: 'form'; messageKey: string; namespace: 'Register' | 'Common' }
  | { kind: 'server'; message: string };

/** Field errors that come from the server rather than the schema are marked so the field can translate them. */
export const SERVER_ERROR_PREFIX = 'server:';

export function registerFailure(
  code: string,
  message: string,
  value: unknown,
  visibleFields: readonly RegisterField[],
): RegisterFailure {
  const onField = (field: RegisterField, key: string): RegisterFailure =>
    visibleFields.includes(field) ? { kind: 'field', field, error: `${SERVER_ERROR_PREFIX}${key}` } : { kind: 'form', messageKey: `error.${key}`, namespace: 'Register' };
  switch (code) {
    case AccountErrorCode.USERNAME_TAKEN:
      return onField('username', 'usernameTaken');
    case AccountErrorCode.MOBILE_TAKEN:
      return onField('mobileNum', 'mobileTaken');
    case AccountErrorCode.VERIFICATION_CODE_INVALID:
      return onField('verificationCode', 'verificationCode');
    case ErrorCode.CAPTCHA_INVALID:
      return onField('captcha', 'captcha');
    case AccountErrorCode.INVITATION_CODE_ERROR:
      return { kind: 'invitation' };
    case AccountErrorCode.SLIDER_FAILED:
    case AccountErrorCode.SLIDER_REQUIRED:
      return { kind: 'form', messageKey: 'error.slider', namespace: 'Register' };
    case ErrorCode.TOO_MANY_REQUESTS:
      return { kind: 'form', messageKey: 'error.tooManyRequests', namespace: 'Register' };
    case AccountErrorCode.REGISTRATION_DISABLED:
      return { kind: 'form', messageKey: 'error.disabled', namespace: 'Register' };
    case ALREADY_LOGGED_IN:
      return { kind: 'form', messageKey: 'error.alreadyLoggedIn', namespace: 'Register' };
    case AccountErrorCode.VALIDATION_FAILED: {
      const { field, key } = (value ?? {}) as { field?: string; key?: string };
      if (field && key && (visibleFields as readonly string[]).includes(field)) return { kind: 'field', field: field as RegisterField, error: key };
      return { kind: 'form', messageKey: 'error.invalid', namespace: 'Register' };
    }
    case 'network':
    case 'platform_unavailable':
      return { kind: 'form', messageKey: 'networkError', namespace: 'Common' };
    default:
      return message && message !== code ? { kind: 'server', message } : { kind: 'form', messageKey: 'genericError', namespace: 'Common' };
  }
}
