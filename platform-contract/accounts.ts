/**
 * Wire shapes of the account calls: registration (settings, username and mobile), SMS codes, the slider human check,
 * affiliate codes, countries, passwords (forgot by email or phone, change), the new-IP login check, entrances.
 * Spec: docs/spec/frontend-spec.md §3 (Registration user, Field validation config), §4, §5, §7 "Auth and account".
 */
import type { LoginResultDto } from './member';

export const AccountsPath = {
  /** GET, Merchant header. RegisterSettingsDto. */
  REGISTER_SETTINGS: '/wps/system/setting/register',
  /** GET, Merchant header. CountryDto[] (dial codes). */
  COUNTRIES: '/wps/system/countries',
  /** GET, Merchant header, ?category=new_player. PromotionDto[]. */
  PROMOTIONS: '/wps/promotions',
  /** PUT, enc RegisterPayload (regType 'username') → RegisterResultDto (already logged in). */
  REGISTER: '/wps/member/register',
  /** PUT, enc RegisterPayload (regType 'mobile') → RegisterResultDto; the account name is generated. */
  REGISTER_MOBILE: '/wps/member/register/mobile',
  /**
   * GET ?username= → UsernameAvailabilityDto: whether a username could be registered now (asked as the player leaves the
   * field, before any human check). A name that breaks the merchant's username rule is a 400 validation_failed.
   * USERNAME_CHECKS_PER_MINUTE per visitor address and merchant, then 429 TOO_MANY_REQUESTS, as the platform's other
   * limits answer.
   */
  USERNAME_AVAILABILITY: '/wps/member/register/username',
  /** GET ?code=&domain= → success true, or 400 invitation_code_error. */
  AFFILIATE: '/wps/agent/affiliate',
  /**
   * GET ?purpose=register|sms|email → SliderPuzzleDto, dealt to the visitor address (X-Forwarded-For) that asked; a
   * limited number per address (429 TOO_MANY_REQUESTS).
   */
  SLIDER: '/wps/captcha/slider',
  /**
   * POST SliderVerifyRequest → SliderPassDto (a one-time pass for that purpose), from the address the puzzle was dealt
   * to; the pass is spent from that address too.
   */
  SLIDER_VERIFY: '/wps/captcha/slider/verify',
  /** POST SmsRegisterRequest → SmsSentDto. Needs a slider pass (purpose sms). Limited as MESSAGE_LIMITS says. */
  SMS_REGISTER: '/wps/verification/sms/register',
  /**
   * POST SmsLoginRequest → SmsSentDto. Only with MOBILEVERCODELOGIN3. Needs a slider pass (purpose sms). Answers alike
   * whether or not an account has the number; the code goes only to an account's number. Limited as MESSAGE_LIMITS says.
   */
  SMS_LOGIN: '/wps/verification/sms/noLogin',
  /**
   * POST SmsForgotRequest → SmsForgotSentDto. Only with CHNGPASSVERIF3. Needs a slider pass (purpose sms). Answers alike
   * whether or not an account has the number; the code goes only to an account's number. Limited as MESSAGE_LIMITS says.
   */
  SMS_FORGOT: '/wps/verification/sms/password',
  /** POST { verifyToken } → SmsSentDto: the code for the new-IP login check goes to the account's mobile. */
  SMS_LOGIN_VERIFY: '/wps/verification/sms/login-verify',
  /** POST LoginVerifyRequest → LoginResultDto: completes a login that answered login_verify_required. */
  LOGIN_VERIFY: '/wps/session/login/verify',
  /**
   * POST ForgotByEmailRequest (JSON or a form post) → success, message 'in_been_out', whether or not the username and
   * email belong together: the mail goes only when they do, to the account's address. Needs a slider pass (purpose
   * email). Limited as MESSAGE_LIMITS says (email_too_soon for the same address within a minute).
   */
  FORGOT_BY_EMAIL: '/wps/member/password/email',
  /** POST, enc ResetByPhonePayload → ResetByPhoneResultDto { account } (the site then logs in with the new password). */
  RESET_BY_PHONE: '/wps/member/password/verification',
  /** POST, token, enc ChangePasswordPayload → success. */
  CHANGE_PASSWORD: '/wps/member/password',
} as const;

/**
 * The password rule where a merchant's register config names none (RegisterSettingsDto.fields.password absent): upper
 * and lower case, a digit and a symbol (pattern 20), 6 to 20 characters. The platform applies it then, and so does
 * the site's strength meter, so the meter never calls strong a password the platform would refuse.
 */
export const DEFAULT_PASSWORD_RULE: FieldRuleDto = {
  enabled: true,
  required: true,
  acceptedPattern: '20',
  patternId: 20,
  minLength: 6,
  maxLength: 20,
};

/** Account error codes beyond envelope.ts. */
export const AccountErrorCode = {
  VALIDATION_FAILED: 'validation_failed',
  USERNAME_TAKEN: 'username_taken',
  MOBILE_TAKEN: 'mobile_taken',
  INVITATION_CODE_ERROR: 'invitation_code_error',
  VERIFICATION_CODE_INVALID: 'verification_code_invalid',
  SLIDER_REQUIRED: 'slider_required',
  SLIDER_FAILED: 'slider_failed',
  REGISTRATION_DISABLED: 'registration_disabled',
  SMS_DISABLED: 'sms_disabled',
  SMS_TOO_SOON: 'sms_too_soon',
  /** A forgot-password mail to this address went less than a minute ago (value: MessageTooSoonDto). */
  EMAIL_TOO_SOON: 'email_too_soon',
  OLD_PASSWORD_WRONG: 'old_password_wrong',
  MEMBER_NO_ENTER: 'member_no_enter',
  AGENT_NO_ENTER: 'agent_no_enter',
  /**
   * Phone authentication (spec §8), from the SMS sends and the code checks: a number missing, or not a mobile number
   * of its country; a code missing, or sent so long ago that it expired (wrong codes are verification_code_invalid);
   * the merchant's SMS quota spent. Too many wrong codes for a number is 429 TOO_MANY_REQUESTS (value
   * MessageTooSoonDto: the wait, five minutes).
   */
  INVALID_PHONE_NUMBER: 'invalid_phone_number',
  MISSING_PHONE_NUMBER: 'missing_phone_number',
  MISSING_VERIFICATION_CODE: 'missing_verification_code',
  CODE_EXPIRED: 'code_expired',
  QUOTA_EXCEEDED: 'quota_exceeded',
} as const;

/** One field's rule (spec §3 "Field validation config"). patternId names a rule of contract/patterns.ts. */
export interface FieldRuleDto {
  enabled: boolean;
  required: boolean;
  /** '*' (anything) or the pattern's id as text; the regular expression itself lives in contract/patterns.ts. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The optional fields whose presence is decided by the config (spec §5 "Others ... per server-supplied config"). */
export const CONFIGURABLE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
] as const;
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];

export interface RegisterSettingsDto {
  /** USERNAMEREG3. */
  usernameRegister: boolean;
  /** MOBILENUMREG3. */
  mobileRegister: boolean;
  /** Username registration also needs a mobile number and its SMS code (smsEnabled). */
  smsForUsername: boolean;
  /** MOBILENUMPASSREG3: mobile registration also asks for a password pair. */
  mobilePasswordPair: boolean;
  /** An image captcha on the form. */
  captcha: boolean;
  /** Rules of every field; fields missing or enabled:false are not shown (username/password/confirmPassword always are). */
  fields: Partial<Record<RegisterField, FieldRuleDto>>;
  /** The market requires a daily deposit limit at registration (player protection): the form asks for one. */
  depositLimitRequired?: boolean;
  /** The most a player gets for adding a Zalo account (major units), where the merchant rewards it. */
  zaloReward?: number;
}

export interface CountryDto {
  /** ISO 3166 alpha-2, e.g. "VN". */
  countryCode: string;
  /** Digits only, e.g. "84". */
  countryDialingCode: string;
  name: string;
  /** Digits of a national mobile number, where the country has one length (Vietnam 9). */
  mobileDigits?: number;
}

export interface PromotionDto {
  id: number;
  title: string;
  imageUrl: string;
  category: string;
}

export type RegType = 'username' | 'mobile';

/** The JSON encrypted into the register body (spec §3 "Registration user" and the extra submit fields). */
export interface RegisterPayload {
  regType: RegType;
  username?: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  payeeName?: string;
  paymentPassword?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  email?: string;
  affiliateCode?: string;
  referralCode?: string | null;
  captcha?: string;
  /** The id of the captcha answered in `captcha` (CaptchaDto.captchaId). */
  captchaId?: string;
  /** One-time pass from the slider check (purpose register), when the slider is this form's human check. */
  sliderToken?: string;
  /**
   * A daily deposit limit (major units) the new account starts with (player protection): required where the market
   * requires one (RegisterSettingsDto.depositLimitRequired), taken anywhere deposit limits are offered.
   */
  depositLimitDay?: number;
  registerUrl: string;
  domain: string;
  registerMethod: 'WEB';
  login: true;
}

/**
 * The one human check a registration needs, the cheapest that proves a person: the image captcha where the merchant
 * has one; else the SMS code, when the form asks for one (the slider was passed to send it); else the slider. Never
 * two checks on top of each other: a mistyped captcha must not cost a slider again. The platform asks the same.
 */
export type RegisterHumanCheck = 'captcha' | 'sms' | 'slider';

export function registerHumanCheck(settings: Pick<RegisterSettingsDto, 'captcha' | 'smsForUsername'>, regType: RegType): RegisterHumanCheck {
  if (settings.captcha) return 'captcha';
  if (regType === 'mobile' || settings.smsForUsername) return 'sms';
  return 'slider';
}

/** value of USERNAME_AVAILABILITY. */
export interface UsernameAvailabilityDto {
  available: boolean;
}

/**
 * Username checks one visitor address may ask for in a minute on a merchant: enough for a player trying a few names,
 * too few to list which names exist.
 */
export const USERNAME_CHECKS_PER_MINUTE = 10;

/**
 * A slider pass, once earned, is good for this long. A registration pass is spent by the registration it lets through;
 * one refused for another reason (the name was taken, a field was wrong) leaves it for the player's next submit, at most
 * REGISTER_PASS_ATTEMPTS submits in all, so one solved check serves the retry but not a run of guesses.
 */
export const SLIDER_PASS_VALID_MS = 5 * 60 * 1000;
export const REGISTER_PASS_ATTEMPTS = 3;

export interface RegisterResultDto extends LoginResultDto {
  /** The account name: as chosen, or generated for mobile registration. */
  account: string;
}

/**
 * What a slider pass is for: registering, sending an SMS code, sending a mail (forgot password). A pass of one purpose
 * is refused for another.
 */
export type SliderPurpose = 'register' | 'sms' | 'email';

/**
 * How often a code or a mail may be sent (SMS for registration, login, password reset and the new-IP check; the
 * forgot-password mail), counted alike whether or not an account has the target, so the answers tell nothing about
 * which accounts exist. Past a limit the platform answers 429: sms_too_soon / email_too_soon within `resendMs` of the
 * last send of that purpose to that target, TOO_MANY_REQUESTS past the hourly counts; value MessageTooSoonDto.
 */
export const MESSAGE_LIMITS = {
  /** One send per target (number or address) and purpose this often. */
  resendMs: 60_000,
  /** Sends to one target in an hour, whatever the purpose and whoever asks. */
  perTargetPerHour: 5,
  /** Sends asked for from one visitor address in an hour, whatever the targets. */
  perAddressPerHour: 10,
} as const;

/** value of a send refused by MESSAGE_LIMITS. */
export interface MessageTooSoonDto {
  /** Seconds until a send may be asked for again. */
  retryAfterSeconds: number;
}

export interface SliderPuzzleDto {
  puzzleId: string;
  /** Positions the handle can take: 0 … steps. */
  steps: number;
  /** Background with the gap, as a data URL or absolute image URL; width:height = 4:1. */
  backgroundUrl: string;
  /** The piece, same height as the background; its width is pieceWidthSteps. */
  pieceUrl: string;
  pieceWidthSteps: number;
}

export interface SliderVerifyRequest {
  puzzleId: string;
  /** Where the visitor dropped the piece, in steps. */
  x: number;
}

export interface SliderPassDto {
  sliderToken: string;
}

export interface SmsRegisterRequest {
  countryDialingCode: string;
  mobileNo: string;
  sliderToken: string;
  regType: RegType;
}

export interface SmsLoginRequest {
  countryDialingCode: string;
  mobileNum: string;
  sliderToken: string;
}

export interface SmsSentDto {
  expiredMinutes: number;
}

export interface SmsForgotRequest {
  countryDialingCode: string;
  mobileNum: string;
  sliderToken: string;
}

export interface SmsForgotSentDto {
  /** Epoch milliseconds the code expires; the countdown runs to it. */
  expirationTime: number;
}

/** value of a login answered with login_verify_required (403). */
export interface LoginVerifyRequiredDto {
  verifyToken: string;
  /** The account's mobile with most digits hidden, e.g. "+84 91*****78". */
  mobileMasked: string;
}

export interface LoginVerifyRequest {
  verifyToken: string;
  verificationCode: string;
}

export interface ForgotByEmailRequest {
  username: string;
  email: string;
  /** One-time pass from the slider check (purpose email). */
  sliderToken: string;
}

export interface ResetByPhonePayload {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

export interface ResetByPhoneResultDto {
  account: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
