import 'server-only';
import {
  MemberAccountPath,
  type AccountOverviewDto,
  type BindEmailCodeRequest,
  type BindEmailPayload,
  type BindMobileCodeRequest,
  type BindMobilePayload,
  type BoundValueDto,
  type EmailCodeSentDto,
  type MessageChangeDto,
  type MessageDeleteRequest,
  type MessageIdRequest,
  type MessageListRequest,
  type MessageDetailDto,
  type MessageListDto,
  type PaymentPasswordChangePayload,
  type PaymentPasswordResultDto,
  type PaymentPasswordSetPayload,
  type PlayerRankDto,
  type ProfileDto,
  type ProfileSavedDto,
  type ProfileUpdateRequest,
  type SmsSentDto,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { encryptBody } from './encryption';

/**
 * The member centre's member-account calls. Every function takes the caller's context (merchant, token, ip).
 * Calls that carry a password (the login password or a payment password) are "enc": the body is encrypted to the
 * platform's key.
 */

type MemberContext = CallContext & { merchant: string; token: string };

export function overview(context: MemberContext): Promise<AccountOverviewDto> {
  return platformCall<AccountOverviewDto>(MemberAccountPath.OVERVIEW, context);
}

async function encPost<T>(context: MemberContext, path: string, payload: object): Promise<T> {
  return platformCall<T>(path, { ...context, method: 'POST', json: await encryptBody(context.merchant, payload) });
}

export function setPaymentPassword(context: MemberContext, payload: PaymentPasswordSetPayload): Promise<PaymentPasswordResultDto> {
  return encPost(context, MemberAccountPath.PAYMENT_PASSWORD_SET, payload);
}

export function changePaymentPassword(context: MemberContext, payload: PaymentPasswordChangePayload): Promise<PaymentPasswordResultDto> {
  return encPost(context, MemberAccountPath.PAYMENT_PASSWORD_CHANGE, payload);
}

export function sendMobileCode(context: MemberContext, request: BindMobileCodeRequest): Promise<SmsSentDto> {
  return platformCall<SmsSentDto>(MemberAccountPath.MOBILE_CODE, { ...context, method: 'POST', json: request });
}

export function bindMobile(context: MemberContext, payload: BindMobilePayload): Promise<BoundValueDto> {
  return encPost(context, MemberAccountPath.MOBILE_BIND, payload);
}

export function sendEmailCode(context: MemberContext, request: BindEmailCodeRequest): Promise<EmailCodeSentDto> {
  return platformCall<EmailCodeSentDto>(MemberAccountPath.EMAIL_CODE, { ...context, method: 'POST', json: request });
}

export function bindEmail(context: MemberContext, payload: BindEmailPayload): Promise<BoundValueDto> {
  return encPost(context, MemberAccountPath.EMAIL_BIND, payload);
}

export function profile(context: MemberContext): Promise<ProfileDto> {
  return platformCall<ProfileDto>(MemberAccountPath.PROFILE, context);
}

export function saveProfile(context: MemberContext, request: ProfileUpdateRequest): Promise<ProfileSavedDto> {
  return platformCall<ProfileSavedDto>(MemberAccountPath.PROFILE, { ...context, method: 'PUT', json: request });
}

export function messages(context: MemberContext, page: number, pageSize: number): Promise<MessageListDto> {
  return platformCall<MessageListDto>(MemberAccountPath.MESSAGE_LIST, { ...context, method: 'POST', json: { page, pageSize } satisfies MessageListRequest, readOnly: true });
}

/** Opens one message: the platform marks it read. */
export function openMessage(context: MemberContext, id: number): Promise<MessageDetailDto> {
  return platformCall<MessageDetailDto>(MemberAccountPath.MESSAGE_DETAIL, { ...context, method: 'POST', json: { id } satisfies MessageIdRequest });
}

export function readAllMessages(context: MemberContext): Promise<MessageChangeDto> {
  return platformCall<MessageChangeDto>(MemberAccountPath.MESSAGE_READ_ALL, { ...context, method: 'POST', json: {} });
}

export function deleteMessages(context: MemberContext, ids: number[]): Promise<MessageChangeDto> {
  return platformCall<MessageChangeDto>(MemberAccountPath.MESSAGE_DELETE, { ...context, method: 'POST', json: { ids } satisfies MessageDeleteRequest });
}

export function playerRank(context: MemberContext): Promise<PlayerRankDto> {
  return platformCall<PlayerRankDto>(MemberAccountPath.RANK, context);
}
