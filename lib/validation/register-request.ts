import { ValidationError } from 'yup';
import { registerHumanCheck, type RegisterSettingsDto, type RegType } from '@site/platform-contract/accounts';
import { matchesPattern, withinLength } from '@site/platform-contract/patterns';
import type { RegisterRequest } from '@/lib/api/contract';
import { DEPOSIT_LIMIT_FIELD, encodeRegisterError, fieldsFor, registerSchema, regTypesFor } from './register-schema';

/**
 * The register BFF's reading of a browser's RegisterRequest: the form fields through the same registerSchema the form
 * uses, plus what the form adds around them (registration type, slider pass or captcha id, dial code, referral and
 * URL affiliate codes). Only named fields come out, so nothing unexpected reaches the platform.
 */

export type ReadRegisterRequest = { ok: true; request: RegisterRequest } | { ok: false; field: string; key: string };

/** Opaque codes carried by links (affiliate, referral): letters and digits (rule 4), at most this long. */
const MAX_CODE_LENGTH = 64;
const MAX_SLIDER_TOKEN_LENGTH = 512;
const MAX_CAPTCHA_ID_LENGTH = 64;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The register route's refusal of a signed-in visitor (spec §6: only logged-out visitors can register). */
export const ALREADY_LOGGED_IN = 'already_logged_in';

/** Whether a value carried by a link can be an affiliate or referral code (the platform decides whether it is one). */
export function isLinkCode(value: string): boolean {
  return matchesPattern(value, '4', 4) && withinLength(value, 1, MAX_CODE_LENGTH);
}

/** `currency` is the merchant's (Site.currency.code), as the form gives it: the deposit limit's decimals follow it. */
export async function readRegisterRequest(body: unknown, settings: RegisterSettingsDto, currency: string): Promise<ReadRegisterRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: 'body', key: encodeRegisterError('required') };
  const input = body as Record<string, unknown>;

  const regType = input.regType as RegType;
  if (!regTypesFor(settings).includes(regType)) return { ok: false, field: 'regType', key: 'invalid' };

  // The slider pass is needed only where the slider is the form's one human check (registerHumanCheck).
  const slider = registerHumanCheck(settings, regType) === 'slider';
  const sliderToken = typeof input.sliderToken === 'string' ? input.sliderToken : '';
  if (slider && !withinLength(sliderToken, 1, MAX_SLIDER_TOKEN_LENGTH)) {
    return { ok: false, field: 'sliderToken', key: encodeRegisterError('required') };
  }

  // A visible affiliate field is checked by its rule; a code carried by the URL (field hidden or disabled) only
  // needs to look like a code here: the platform decides whether it is one.
  const fields = fieldsFor(settings, regType, false);
  let values: Record<string, string | undefined>;
  try {
    values = await registerSchema(settings, { regType, affiliateFromUrl: false, currency }).validate(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, field: error.path ?? 'body', key: error.message };
    throw error;
  }

  const request: RegisterRequest = slider ? { regType, sliderToken } : { regType };
  for (const [field, value] of Object.entries(values)) {
    if (field === DEPOSIT_LIMIT_FIELD) continue;
    if (value) (request as unknown as Record<string, string>)[field] = value;
  }
  // The required daily deposit limit, checked by the schema as text, goes to the platform as an amount.
  if (values[DEPOSIT_LIMIT_FIELD]) request.depositLimitDay = Number(values[DEPOSIT_LIMIT_FIELD]);
  // The captcha's id goes with its answer (after the form's own fields, whose errors come first), where the captcha is
  // the form's human check.
  if (registerHumanCheck(settings, regType) === 'captcha') {
    const captchaId = text(input.captchaId);
    if (!withinLength(captchaId, 1, MAX_CAPTCHA_ID_LENGTH)) return { ok: false, field: 'captcha', key: encodeRegisterError('required') };
    request.captchaId = captchaId;
  }

  if (fields.includes('mobileNum')) {
    const dialCode = text(input.countryDialingCode);
    if (!(matchesPattern(dialCode, '6', 6) && withinLength(dialCode, 1, 4))) {
      return { ok: false, field: 'countryDialingCode', key: encodeRegisterError('required') };
    }
    request.countryDialingCode = dialCode;
  }

  if (!fields.includes('affiliateCode')) {
    const carried = text(input.affiliateCode);
    if (carried && !isLinkCode(carried)) return { ok: false, field: 'affiliateCode', key: 'invalid' };
    if (carried) request.affiliateCode = carried;
  }

  const referralCode = text(input.referralCode);
  if (referralCode && !isLinkCode(referralCode)) return { ok: false, field: 'referralCode', key: 'invalid' };
  request.referralCode = referralCode || null;

  return { ok: true, request };
}
