/**
 * The member centre's account area on the site: its API paths, the shapes they answer, and the rules of its
 * forms as yup schemas. The forms and the routes (app/api/account/…) use the same schemas; their rules come from the
 * platform contract, which the sandbox checks too. Error messages are keys of the MemberAccount namespace's `errors`.
 * Browser and server alike.
 */
import { array, number, object, string } from 'yup';
import {
  ageOn,
  GENDERS,
  INCOME_SOURCES,
  isRealDate,
  MAX_MESSAGE_DELETE,
  normaliseProfileText,
  PAYMENT_PASSWORD_PATTERN,
  profileTextProblem,
  type ProfileTextField,
} from '@site/platform-contract/member-account';
import { matchesPattern, withinLength } from '@site/platform-contract/patterns';
import { MAX_PAGE_SIZE } from '@site/platform-contract/paging';
import { DIAL_CODE_PATTERN, MOBILE_PATTERN, SMS_CODE_PATTERN } from '@/lib/validation/phone';
import { tooLong } from '@/lib/validation/field-error';

export type {
  AccountOverviewDto,
  BoundValueDto,
  EmailCodeSentDto,
  MessageChangeDto,
  MessageDetailDto,
  MessageListDto,
  MessageRowDto,
  PlayerRankDto,
  ProfileDto,
  ProfileSavedDto,
  ProfileValuesDto,
  SmsSentDto,
  VipLevelDto,
} from '@site/platform-contract';
export { GENDERS, INCOME_SOURCES, PROFILE_TEXT_RULES } from '@site/platform-contract/member-account';

export const AccountApiPath = {
  /** GET → AccountOverviewDto. */
  OVERVIEW: '/api/account/security',
  /** POST PaymentPasswordSetValues → {}. */
  PAYMENT_PASSWORD_SET: '/api/account/security/payment-password',
  /** POST PaymentPasswordChangeValues → {}. */
  PAYMENT_PASSWORD_CHANGE: '/api/account/security/payment-password/change',
  /** POST { countryDialingCode, mobileNum } → SmsSentDto. */
  MOBILE_CODE: '/api/account/security/mobile/code',
  /** POST BindMobileValues → BoundValueDto. */
  MOBILE_BIND: '/api/account/security/mobile',
  /** POST { email } → EmailCodeSentDto. */
  EMAIL_CODE: '/api/account/security/email/code',
  /** POST BindEmailValues → BoundValueDto. */
  EMAIL_BIND: '/api/account/security/email',
  /** GET → ProfileDto. PUT ProfileFormValues → ProfileSavedDto. */
  PROFILE: '/api/account/profile',
  /** GET ?page=&pageSize= → MessageListDto (newest first). */
  MESSAGES: '/api/account/messages',
  /** POST { id } → MessageDetailDto; the message is read from then on. */
  MESSAGE_OPEN: '/api/account/messages/open',
  /** POST → MessageChangeDto. */
  MESSAGES_READ_ALL: '/api/account/messages/read-all',
  /** POST { ids } → MessageChangeDto. */
  MESSAGES_DELETE: '/api/account/messages/delete',
  /** GET → PlayerRankDto. */
  RANK: '/api/account/rank',
} as const;

export const MESSAGE_PAGE_SIZE = 10;
/** Longest password a form passes on (the platform checks the password itself). */
const PASSWORD_MAX = 128;

// ——— Security ———

const loginPassword = () => string().default('').required('passwordRequired').max(PASSWORD_MAX, tooLong(PASSWORD_MAX, 'passwordTooLong'));
const paymentPassword = (required: string) => string().default('').required(required).matches(PAYMENT_PASSWORD_PATTERN, 'paymentPasswordFormat');
const confirmPaymentPassword = () =>
  string()
    .default('')
    .required('confirmRequired')
    .test('same', 'mismatch', function same(value) {
      return value === this.parent.newPaymentPassword;
    });

/** Set the payment password (none yet): the login password, 6 digits, the same 6 digits again. */
export const paymentPasswordSetSchema = () =>
  object({
    password: loginPassword(),
    newPaymentPassword: paymentPassword('paymentPasswordRequired'),
    confirmPaymentPassword: confirmPaymentPassword(),
  });

/** Change it: the old one, a new one that differs, the new one again. */
export const paymentPasswordChangeSchema = () =>
  object({
    oldPaymentPassword: paymentPassword('oldPaymentPasswordRequired'),
    newPaymentPassword: paymentPassword('paymentPasswordRequired').test('differs', 'paymentPasswordSame', function differs(value) {
      return value !== this.parent.oldPaymentPassword;
    }),
    confirmPaymentPassword: confirmPaymentPassword(),
  });

const dialCode = () => string().default('').required('dialCodeRequired').matches(DIAL_CODE_PATTERN, 'dialCodeRequired');
const mobile = () => string().default('').trim().required('mobileRequired').matches(MOBILE_PATTERN, 'mobileFormat');
const code = () => string().default('').trim().required('codeRequired').matches(SMS_CODE_PATTERN, 'codeFormat');

/** Email as the platform's rule 3 with 5–100 characters. */
export const EMAIL_RULE = { patternId: 3, minLength: 5, maxLength: 100 } as const;
const email = () =>
  string()
    .default('')
    .trim()
    .required('emailRequired')
    .max(EMAIL_RULE.maxLength, tooLong(EMAIL_RULE.maxLength, 'emailTooLong'))
    .test('email', 'emailFormat', (value) =>
      withinLength(value, EMAIL_RULE.minLength, EMAIL_RULE.maxLength) && matchesPattern(value, String(EMAIL_RULE.patternId), EMAIL_RULE.patternId),
    );

export const mobileCodeSchema = () => object({ countryDialingCode: dialCode(), mobileNum: mobile() });
export const bindMobileSchema = () => object({ countryDialingCode: dialCode(), mobileNum: mobile(), verificationCode: code(), password: loginPassword() });
export const emailCodeSchema = () => object({ email: email() });
export const bindEmailSchema = () => object({ email: email(), verificationCode: code(), password: loginPassword() });

// ——— Profile ———

const profileText = (field: ProfileTextField) =>
  string()
    .nullable()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? (normaliseProfileText(field, value) ?? '') : value))
    .test(field, 'pattern', function check(value) {
      if (!value) return true;
      const problem = profileTextProblem(field, value);
      return problem ? this.createError({ message: problem }) : true;
    });

const oneOfOrEmpty = (allowed: readonly string[]) =>
  string()
    .nullable()
    .default('')
    .test('choice', 'invalid', (value) => !value || allowed.includes(value));

/**
 * The profile (spec §3 "Other form fields named in texts"). Every field may be empty; the birthday, when given, is a
 * real day that makes the member at least `minimumAge` (the merchant's; the route leaves the age to the platform).
 */
export function profileSchema(minimumAge?: number, now: () => number = Date.now) {
  return object({
    nickname: profileText('nickname'),
    fullName: profileText('fullName'),
    birthday: string()
      .nullable()
      .default('')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .test('birthday', 'dateFormat', function check(value) {
        if (!value) return true;
        if (!isRealDate(value)) return this.createError({ message: 'dateFormat' });
        const age = ageOn(value, now());
        if (age < 0) return this.createError({ message: 'futureDate' });
        if (age > 120) return this.createError({ message: 'dateFormat' });
        if (minimumAge !== undefined && age < minimumAge) return this.createError({ message: 'underAge' });
        return true;
      }),
    gender: oneOfOrEmpty(GENDERS),
    telegram: profileText('telegram'),
    address: profileText('address'),
    nationality: string()
      .nullable()
      .default('')
      .test('country', 'invalid', (value) => !value || /^[A-Za-z]{2}$/.test(value)),
    occupation: profileText('occupation'),
    sourceOfIncome: oneOfOrEmpty(INCOME_SOURCES),
    placeOfBirth: profileText('placeOfBirth'),
  });
}

// ——— Messages ———

export const messageListQuery = () =>
  object({
    page: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
    pageSize: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(MAX_PAGE_SIZE, 'invalid').default(MESSAGE_PAGE_SIZE),
  });

export const messageIdSchema = () => object({ id: number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid') });

export const messageDeleteSchema = () =>
  object({
    ids: array(number().typeError('invalid').required('invalid').integer('invalid').min(1, 'invalid'))
      .typeError('invalid')
      .required('required')
      .min(1, 'required')
      .max(MAX_MESSAGE_DELETE, 'invalid'),
  });
