import 'server-only';
import { recordLoginFailed } from '@/server/observability/metrics';
import {
  MemberPath,
  PlatformHeader,
  type BalanceDto,
  type FreePlayRequest,
  type LoginPayload,
  type LoginResultDto,
  type MemberInfoDto,
  type UnreadCountDto,
  type CaptchaDto,
  type LoginCaptchaDto,
  type LanguageUpdateRequest,
} from '@site/platform-contract';
import { readAvatarIcons, readPlayerAvatar } from '@site/platform-contract/answers/avatar';
import { platformCall, type CallContext } from './client';
import { encryptBody, encryptPayload, forgetKey } from './encryption';
import { isPlatformError, isPlatformUnavailable } from './errors';
import { ErrorCode } from '@site/platform-contract/envelope';
import { safeExternalUrl } from '@/lib/security/safe-url';

/** Session, member, wallet and message calls. Every function takes the caller's context (merchant, token, ip). */

/**
 * A login call sealed to the platform's key, sent once more with the key fetched again when the platform cannot
 * decrypt it: it may have rotated its key since the site cached it.
 */
async function sealedLogin<T>(merchant: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (isPlatformError(error) && error.code === ErrorCode.DECRYPTION_FAILED) {
      forgetKey(merchant);
      return send();
    }
    throw error;
  }
}

export async function login(context: CallContext & { merchant: string }, payload: LoginPayload): Promise<LoginResultDto> {
  try {
    return await sealedLogin(context.merchant, async () =>
      platformCall<LoginResultDto>(MemberPath.LOGIN, {
        ...context,
        method: 'POST',
        json: await encryptBody(context.merchant, payload),
      }),
    );
  } catch (error) {
    // A refusal, by its code alone (the metric never learns who tried).
    if (isPlatformError(error)) recordLoginFailed(context.merchant, error.code);
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

/** The free-play login's request: the browser site (os web) on the web platform (spec §7: platform W). */
const FREE_PLAY_REQUEST: FreePlayRequest = { os: 'web', platform: 'W' };

/**
 * Signs in a fresh free-play (trial) account: the request in the body, and sealed to the platform's key in its Encrypted
 * header (spec §7 "free play: adds os, platform W, encrypted header"), beside the headers every call has.
 */
export function freePlayLogin(context: CallContext & { merchant: string }): Promise<LoginResultDto> {
  return sealedLogin(context.merchant, async () =>
    platformCall<LoginResultDto>(MemberPath.FREE_PLAY, {
      ...context,
      method: 'POST',
      json: FREE_PLAY_REQUEST,
      headers: { [PlatformHeader.ENCRYPTED]: await encryptPayload(context.merchant, FREE_PLAY_REQUEST) },
    }),
  );
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

/**
 * The address of the player's avatar picture: the picture the avatar call names, from the icon call's list (the
 * contract's note on the two, platform-contract/member.ts). Null, for the default avatar (spec §8 "Image failure"), when
 * the player has none, when either call is refused, cannot be reached or answers what its schema does not allow, or
 * when the picture is not on one of the merchant's image CDNs (the only image origins the page's CSP allows).
 */
export async function playerAvatar(context: CallContext, imageOrigins: readonly string[]): Promise<string | null> {
  try {
    const [avatar, icons] = await Promise.all([
      platformCall<unknown>(MemberPath.PLAYER_AVATAR, context),
      platformCall<unknown>(MemberPath.AVATAR_ICONS, context),
    ]);
    return avatarImage(avatar, icons, imageOrigins);
  } catch (error) {
    if (isPlatformError(error) || isPlatformUnavailable(error)) return null;
    throw error;
  }
}

/** playerAvatar's reading of the two answers (exported for its tests). */
export function avatarImage(avatarAnswer: unknown, iconsAnswer: unknown, imageOrigins: readonly string[]): string | null {
  const id = readPlayerAvatar(avatarAnswer)?.avatar;
  if (!id) return null;
  const url = safeExternalUrl(readAvatarIcons(iconsAnswer)?.icons.find((icon) => icon.id === id)?.url);
  return url && imageOrigins.includes(new URL(url).origin) ? url : null;
}
