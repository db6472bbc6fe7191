/**
 * Wire shapes of the member centre's member-account calls: the account overview and its security items
 * (payment password, bound mobile and email), the profile (spec §3 "Other form fields named in texts"), platform
 * messages (MAILCEN) and the VIP levels (club labels, spec §3 "Member info"). The profile's rules live here, so the
 * site's forms and the sandbox check the same thing.
 */
import type { ClubLabelDto } from './member';
import type { PagedDto } from './paging';

export const MemberAccountPath = {
  /** GET, token → AccountOverviewDto: who the member is, since when, and the state of each security item. */
  OVERVIEW: '/wps/member/security',
  /** POST, token, enc PaymentPasswordSetPayload → PaymentPasswordResultDto. Only while none is set. */
  PAYMENT_PASSWORD_SET: '/wps/member/payment-password',
  /** POST, token, enc PaymentPasswordChangePayload → PaymentPasswordResultDto. Only once one is set. */
  PAYMENT_PASSWORD_CHANGE: '/wps/member/payment-password/change',
  /** POST, token, BindMobileCodeRequest → SmsSentDto: a code for the new number goes to it (the SMS outbox). */
  MOBILE_CODE: '/wps/verification/sms/bind',
  /** POST, token, enc BindMobilePayload → BoundValueDto. Binds the number, or replaces the bound one. */
  MOBILE_BIND: '/wps/member/mobile',
  /** POST, token, BindEmailCodeRequest → EmailCodeSentDto: a code for the address goes to it (the mail outbox). */
  EMAIL_CODE: '/wps/verification/email/bind',
  /** POST, token, enc BindEmailPayload → BoundValueDto. Binds the address, or replaces the bound one. */
  EMAIL_BIND: '/wps/member/email',
  /**
   * GET, token → ProfileDto. PUT, token, ProfileUpdateRequest → ProfileSavedDto (read the profile again for the values
   * as stored: the answer to a write never repeats what was sent).
   */
  PROFILE: '/wps/member/profile',
  /** POST, token, MessageListRequest (read-only) → PagedDto<MessageRowDto>: newest first. */
  MESSAGE_LIST: '/wps/relay/CSP_messageList',
  /** POST, token, { id } → MessageDetailDto. Marks it read. Another member's id (or none) is 404 not_found. */
  MESSAGE_DETAIL: '/wps/relay/CSP_messageDetail',
  /** POST, token, {} → MessageChangeDto: every message of the member read. */
  MESSAGE_READ_ALL: '/wps/relay/CSP_readAllMessages',
  /** POST, token, { ids } → MessageChangeDto. All or nothing: any id not the member's own is 404 not_found. */
  MESSAGE_DELETE: '/wps/relay/CSP_deleteMessages',
  /** GET, token → PlayerRankDto: the merchant's VIP levels and where the member stands. */
  RANK: '/wps/relay/MCS_playerRank',
} as const;

/** This area's error codes beyond envelope.ts and AccountErrorCode (validation_failed, verification_code_invalid, …). */
export const MemberAccountErrorCode = {
  /** The login password asked for with a security change is wrong. */
  PASSWORD_WRONG: 'password_wrong',
  /** The old payment password is wrong. */
  PAYMENT_PASSWORD_WRONG: 'payment_password_wrong',
  /** Set was asked for while one is set (use change). */
  PAYMENT_PASSWORD_ALREADY_SET: 'payment_password_already_set',
  /** Change was asked for while none is set (use set). */
  PAYMENT_PASSWORD_NOT_SET: 'payment_password_not_set',
  /** The new payment password equals the old one. */
  PAYMENT_PASSWORD_SAME: 'payment_password_same',
  /** Another account of this merchant has this email. */
  EMAIL_TAKEN: 'email_taken',
  /** The number or address is already the one bound. */
  ALREADY_BOUND: 'already_bound',
  /** A locked profile field (full name, birthday) was sent with another value. value: { field }. */
  PROFILE_FIELD_LOCKED: 'profile_field_locked',
  /** The birthday makes the member younger than the merchant's minimum age. value: { field, minimumAge }. */
  UNDER_AGE: 'under_age',
  /** A mail code was asked for less than a minute after the last one. value: { retryAfterSeconds }. */
  EMAIL_TOO_SOON: 'email_too_soon',
} as const;
export type MemberAccountErrorCode = (typeof MemberAccountErrorCode)[keyof typeof MemberAccountErrorCode];

// ——— Overview and security ———

export interface AccountOverviewDto {
  account: string;
  nickname: string | null;
  clubLabel: ClubLabelDto | null;
  /** Epoch ms the account was created. */
  memberSince: number;
  security: SecurityStateDto;
}

export interface SecurityStateDto {
  /** Epoch ms of the last login-password change. */
  passwordChangedAt: number;
  paymentPasswordSet: boolean;
  /** The bound number masked ("+84 91*****78"), or null. */
  mobile: string | null;
  /** The bound address masked ("pl*****@example.com"), or null. */
  email: string | null;
}

/** 6 digits (sandbox/lib/payment-password.ts). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export interface PaymentPasswordSetPayload {
  /** The login password: proves the person at the keyboard owns the account. */
  password: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export interface PaymentPasswordChangePayload {
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export interface PaymentPasswordResultDto {
  paymentPasswordSet: true;
}

export interface BindMobileCodeRequest {
  countryDialingCode: string;
  mobileNum: string;
}

export interface BindMobilePayload extends BindMobileCodeRequest {
  verificationCode: string;
  /** The login password (binding a number opens password reset by phone, so it is asked for). */
  password: string;
}

export interface BindEmailCodeRequest {
  email: string;
}

export interface EmailCodeSentDto {
  /** The resend countdown, as SmsSentDto.expiredMinutes. */
  expiredMinutes: number;
}

export interface BindEmailPayload extends BindEmailCodeRequest {
  verificationCode: string;
  password: string;
}

export interface BoundValueDto {
  /** The newly bound value, masked. */
  masked: string;
}

/** "pl*****@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const name = email.slice(0, at);
  const shown = name.length > 2 ? name.slice(0, 2) : name.slice(0, 1);
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}${email.slice(at)}`;
}

// ——— Profile ———

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const INCOME_SOURCES = ['salary', 'business', 'investment', 'savings', 'pension', 'other'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export interface ProfileValuesDto {
  nickname: string | null;
  fullName: string | null;
  /** yyyy-MM-dd. */
  birthday: string | null;
  gender: Gender | null;
  /** A Telegram username, without the @. */
  telegram: string | null;
  address: string | null;
  /** ISO 3166 alpha-2 of the platform's country list. */
  nationality: string | null;
  occupation: string | null;
  sourceOfIncome: IncomeSource | null;
  placeOfBirth: string | null;
}

export interface ProfileDto extends ProfileValuesDto {
  /** Fields that may no longer change (full name and birthday, once set). */
  locked: ('fullName' | 'birthday')[];
  /** The merchant's minimum age (years) for the birthday. */
  minimumAge: number;
}

export interface ProfileSavedDto {
  locked: ProfileDto['locked'];
  /** Epoch ms. */
  savedAt: number;
}

/**
 * PUT body: every field; a value equal to what is stored is no change. null or '' clears an optional field; a locked
 * field may only be sent with its stored value (or left out).
 */
export type ProfileUpdateRequest = { [K in keyof ProfileValuesDto]?: ProfileValuesDto[K] | '' };

/** Text fields: their length (code points) and pattern. Both the site's form and the sandbox check these. */
export const PROFILE_TEXT_RULES = {
  /** Letters of any alphabet, digits, spaces, _ . - */
  nickname: { min: 2, max: 20, pattern: /^[\p{L}\p{M}\p{Nd}_.\- ]+$/u },
  /** Letters of any alphabet, spaces, ' . - ; starts with a letter. */
  fullName: { min: 2, max: 50, pattern: /^\p{L}[\p{L}\p{M}'.\- ]*$/u },
  /** Telegram's own rule: 5–32 letters, digits or _, a letter first (an @ in front is dropped). */
  telegram: { min: 5, max: 32, pattern: /^[A-Za-z][A-Za-z0-9_]*$/ },
  address: { min: 5, max: 200, pattern: /^[^<>]+$/ },
  occupation: { min: 2, max: 60, pattern: /^[^<>]+$/ },
  placeOfBirth: { min: 2, max: 100, pattern: /^[^<>]+$/ },
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_RULES;

export const BIRTHDAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const OLDEST_BIRTH_YEAR = 1900;

/** Whether yyyy-MM-dd names a real calendar day from 1900 on. */
export function isRealDate(value: string): boolean {
  if (!BIRTHDAY_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= OLDEST_BIRTH_YEAR && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years between a yyyy-MM-dd birthday and the calendar day of `now` (UTC). */
export function ageOn(birthday: string, now: number): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Trims, drops a leading @ of a Telegram name; '' is null. */
export function normaliseProfileText(field: ProfileTextField, value: string): string | null {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const out = field === 'telegram' ? trimmed.replace(/^@/, '') : trimmed;
  return out === '' ? null : out;
}

/** The error key of a text value against its rule, or null when it passes. Keys: 'length', 'pattern'. */
export function profileTextProblem(field: ProfileTextField, value: string): 'length' | 'pattern' | null {
  const rule = PROFILE_TEXT_RULES[field];
  const length = [...value].length;
  if (length < rule.min || length > rule.max) return 'length';
  return rule.pattern.test(value) ? null : 'pattern';
}

// ——— Messages ———

export interface MessageListRequest {
  page?: number;
  pageSize?: number;
}

export interface MessageRowDto {
  id: number;
  title: string;
  /** The first words of the content as plain text. */
  preview: string;
  read: boolean;
  /** Epoch ms. */
  createdAt: number;
}

export type MessageListDto = PagedDto<MessageRowDto, { unread: number }>;

export interface MessageDetailDto {
  id: number;
  title: string;
  /** HTML as the operator wrote it: the site sanitizes it before render. */
  content: string;
  createdAt: number;
  /** The member's unread count after this read. */
  unread: number;
}

export interface MessageIdRequest {
  id: number;
}

export interface MessageDeleteRequest {
  ids: number[];
}

/** Most ids one delete takes (a page of the list at its largest). */
export const MAX_MESSAGE_DELETE = 50;

export interface MessageChangeDto {
  /** Rows changed. */
  changed: number;
  /** The member's unread count after the change. */
  unread: number;
}

// ——— VIP levels ———

export interface VipLevelDto {
  rankLevel: number;
  labelName: string;
  /** Text colour. */
  color: string;
  /** Background colour. */
  color2: string;
  /** To reach it: total approved deposits and total valid bet (major units, the merchant's currency). */
  requiredDeposit: number;
  requiredValidBet: number;
  /** Benefits: rebate on valid bets (percent), a one-time upgrade bonus, a birthday bonus (major units), withdrawals a day. */
  rebatePercent: number;
  upgradeBonus: number;
  birthdayBonus: number;
  dailyWithdrawals: number;
  /** A VIP service line instead of live chat (spec §6: club rank above 4). */
  vipService: boolean;
}

export interface PlayerRankDto {
  levels: VipLevelDto[];
  /** The member's level (0: none reached yet). Levels are kept once reached. */
  currentLevel: number;
  /** Totals the levels are measured on, major units. */
  totalDeposit: number;
  totalValidBet: number;
  /** The next level up, or null at the top. */
  nextLevel: number | null;
  currency: string;
}
