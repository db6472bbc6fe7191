import 'server-only';
import { recordRegistration } from '@/server/observability/metrics';
import {
  AccountsPath,
  type ChangePasswordPayload,
  type CountryDto,
  type ForgotByEmailRequest,
  type LoginResultDto,
  type LoginVerifyRequest,
  type PromotionSummaryDto,
  type RegisterPayload,
  type RegisterResultDto,
  type RegisterSettingsDto,
  type ResetByPhonePayload,
  type ResetByPhoneResultDto,
  type SliderPassDto,
  type SliderPurpose,
  type SliderPuzzleDto,
  type SliderVerifyRequest,
  type SmsForgotRequest,
  type SmsForgotSentDto,
  type SmsLoginRequest,
  type SmsRegisterRequest,
  type SmsSentDto,
  type UsernameAvailabilityDto,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { encryptBody } from './encryption';
import { cachedPublic, CacheKey } from './cache';

/** Registration, verification (slider, SMS), affiliate codes and password calls. */

type MerchantContext = CallContext & { merchant: string };

export function registerSettings(context: MerchantContext): Promise<RegisterSettingsDto> {
  return cachedPublic(CacheKey.registerSettings(context.merchant), () =>
    platformCall<RegisterSettingsDto>(AccountsPath.REGISTER_SETTINGS, context),
  );
}

export function countries(context: MerchantContext): Promise<CountryDto[]> {
  return cachedPublic(CacheKey.countries(context.merchant), () => platformCall<CountryDto[]>(AccountsPath.COUNTRIES, context));
}

/** The promotions of a category (the register page's new-player ones), as the list answers them (PromotionsPath.LIST). */
export function promotions(context: MerchantContext & { language: string }, category: string): Promise<PromotionSummaryDto[]> {
  return cachedPublic(CacheKey.promotions(context.merchant, context.language, category), () =>
    platformCall<PromotionSummaryDto[]>(AccountsPath.PROMOTIONS, { ...context, searchParams: { category } }),
  );
}

export async function register(context: MerchantContext, payload: RegisterPayload): Promise<RegisterResultDto> {
  const path = payload.regType === 'mobile' ? AccountsPath.REGISTER_MOBILE : AccountsPath.REGISTER;
  const result = await platformCall<RegisterResultDto>(path, { ...context, method: 'PUT', json: await encryptBody(context.merchant, payload) });
  recordRegistration(context.merchant);
  return result;
}

/** Whether the username could be registered now; never cached (it changes as players register). */
export function usernameAvailability(context: MerchantContext, username: string): Promise<UsernameAvailabilityDto> {
  return platformCall<UsernameAvailabilityDto>(AccountsPath.USERNAME_AVAILABILITY, { ...context, searchParams: { username } });
}

/** True when the platform knows the affiliate code for this domain. */
export async function isValidAffiliateCode(context: MerchantContext, code: string, domain: string): Promise<boolean> {
  try {
    await platformCall(AccountsPath.AFFILIATE, { ...context, searchParams: { code, domain } });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status && (error as { status: number }).status < 500) return false;
    throw error;
  }
}

export function sliderPuzzle(context: MerchantContext, purpose: SliderPurpose): Promise<SliderPuzzleDto> {
  return platformCall<SliderPuzzleDto>(AccountsPath.SLIDER, { ...context, searchParams: { purpose } });
}

export function sliderVerify(context: MerchantContext, request: SliderVerifyRequest): Promise<SliderPassDto> {
  return platformCall<SliderPassDto>(AccountsPath.SLIDER_VERIFY, { ...context, method: 'POST', json: request });
}

export function smsForRegistration(context: MerchantContext, request: SmsRegisterRequest): Promise<SmsSentDto> {
  return platformCall<SmsSentDto>(AccountsPath.SMS_REGISTER, { ...context, method: 'POST', json: request });
}

export function smsForLogin(context: MerchantContext, request: SmsLoginRequest): Promise<SmsSentDto> {
  return platformCall<SmsSentDto>(AccountsPath.SMS_LOGIN, { ...context, method: 'POST', json: request });
}

export function smsForPasswordReset(context: MerchantContext, request: SmsForgotRequest): Promise<SmsForgotSentDto> {
  return platformCall<SmsForgotSentDto>(AccountsPath.SMS_FORGOT, { ...context, method: 'POST', json: request });
}

export function smsForLoginVerification(context: MerchantContext, verifyToken: string): Promise<SmsSentDto> {
  return platformCall<SmsSentDto>(AccountsPath.SMS_LOGIN_VERIFY, { ...context, method: 'POST', json: { verifyToken } });
}

export function completeLoginVerification(context: MerchantContext, request: LoginVerifyRequest): Promise<LoginResultDto> {
  return platformCall<LoginResultDto>(AccountsPath.LOGIN_VERIFY, { ...context, method: 'POST', json: request });
}

export function forgotPasswordByEmail(context: MerchantContext, request: ForgotByEmailRequest): Promise<unknown> {
  return platformCall(AccountsPath.FORGOT_BY_EMAIL, { ...context, method: 'POST', json: request });
}

export async function resetPasswordByPhone(context: MerchantContext, payload: ResetByPhonePayload): Promise<ResetByPhoneResultDto> {
  return platformCall<ResetByPhoneResultDto>(AccountsPath.RESET_BY_PHONE, {
    ...context,
    method: 'POST',
    json: await encryptBody(context.merchant, payload),
  });
}

export async function changePassword(context: MerchantContext & { token: string }, payload: ChangePasswordPayload): Promise<unknown> {
  return platformCall(AccountsPath.CHANGE_PASSWORD, { ...context, method: 'POST', json: await encryptBody(context.merchant, payload) });
}
