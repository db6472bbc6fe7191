import 'server-only';
import { recordLoginFailed } from '@/server/observability/metrics';
import {
  MemberPath,
  type BalanceDto,
  type LoginPayload,
  type LoginResultDto,
  type MemberInfoDto,
  type UnreadCountDto,
  type CaptchaDto,
  type LoginCaptchaDto,
  type LanguageUpdateRequest,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { encryptBody, forgetKey } from './encryption';
import { isPlatformError } from './errors';
import { ErrorCode } from '@site/platform-contract/envelope';

/** Session, member, wallet and message calls. Every function takes the caller's context (merchant, token, ip). */

export async function login(context: CallContext & { merchant: string }, payload: LoginPayload): Promise<LoginResultDto> {
  try {
    return await loginWithKeyRetry(context, payload);
  } catch (error) {
    // A refusal, by its code alone (the metric never learns who tried).
    if (isPlatformError(error)) recordLoginFailed(context.merchant, error.code);
    throw error;
  }
}

async function loginWithKeyRetry(context: CallContext & { merchant: string }, payload: LoginPayload): Promise<LoginResultDto> {
  const send = async () =>
    platformCall<LoginResultDto>(MemberPath.LOGIN, {
      ...context,
      method: 'POST',
      json: await encryptBody(context.merchant, payload),
    });
  try {
    return await send();
  } catch (error) {
    // The platform may have rotated its key since we cached it: fetch it again once.
    if (isPlatformError(error) && error.code === ErrorCode.DECRYPTION_FAILED) {
      forgetKey(context.merchant);
      return send();
    }
    throw error;
  }
}

export function logout(context: CallContext): Promise<unknown> {
  return platformCall(MemberPath.LOGOUT, { ...context, method: 'DELETE' });
}

export function memberInfo(context: CallContext): Promise<MemberInfoDto> {
  return platformCall<MemberInfoDto>(MemberPath.INFO, context);
}

export function walletBalance(context: CallContext): Promise<BalanceDto> {
  return platformCall<BalanceDto>(MemberPath.BALANCE, context);
}

export async function unreadCount(context: CallContext): Promise<number> {
  const value = await platformCall<UnreadCountDto>(MemberPath.UNREAD_COUNT, { ...context, method: 'POST', json: {} });
  return value.count;
}

export function updateLanguage(context: CallContext, language: string): Promise<unknown> {
  return platformCall(MemberPath.LANGUAGE, { ...context, method: 'PUT', json: { language } satisfies LanguageUpdateRequest });
}

export function freePlayLogin(context: CallContext): Promise<LoginResultDto> {
  return platformCall<LoginResultDto>(MemberPath.FREE_PLAY, { ...context, method: 'POST', json: { os: 'web', platform: 'W' } });
}

/** A fresh captcha issued to the visitor (context.ip): the PNG's base64 and the id its answer goes back with. */
export function captchaImage(context: CallContext): Promise<CaptchaDto> {
  return platformCall<CaptchaDto>(MemberPath.CAPTCHA, context);
}

/** Whether a password login with this username needs a captcha now (after a failed attempt with it). */
export async function loginCaptchaRequired(context: CallContext, username: string): Promise<boolean> {
  const value = await platformCall<LoginCaptchaDto>(MemberPath.LOGIN_CAPTCHA, { ...context, searchParams: { username } });
  return value.required === true;
}
