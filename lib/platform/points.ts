import 'server-only';
import {
  PointsPath,
  type ConvertPayload,
  type ConvertResultDto,
  type PointBalanceDto,
  type PointConfigDto,
  type PointRedemptionsDto,
  type PointRewardDto,
  type PointRewardListDto,
  type PointTransactionQuery,
  type PointTransactionsDto,
  type RedeemPayload,
  type RedeemResultDto,
  type RedemptionQuery,
} from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { encryptBody } from './encryption';

/**
 * The points mall's calls: one function per PointsPath call. Reads are relay POSTs tried again on a failed
 * connection like a GET; redeem and convert carry the payment password, so their body is encrypted ("enc",
 * passwordCheck/…) and they are sent once.
 */

type MemberContext = CallContext & { merchant: string; token: string };

const read = <T>(path: string, context: MemberContext, json: object) => platformCall<T>(path, { ...context, method: 'POST', json, readOnly: true });

async function encPost<T>(path: string, context: MemberContext, payload: object): Promise<T> {
  return platformCall<T>(path, { ...context, method: 'POST', json: await encryptBody(context.merchant, payload) });
}

export const balance = (context: MemberContext) => read<PointBalanceDto>(PointsPath.BALANCE, context, {});

export const config = (context: MemberContext) => read<PointConfigDto>(PointsPath.CONFIG, context, {});

export async function rewards(context: MemberContext): Promise<PointRewardDto[]> {
  return (await read<PointRewardListDto>(PointsPath.REWARDS, context, {})).list;
}

export const redemptions = (context: MemberContext, query: RedemptionQuery) => read<PointRedemptionsDto>(PointsPath.REDEMPTIONS, context, query);

export const transactions = (context: MemberContext, query: PointTransactionQuery) =>
  read<PointTransactionsDto>(PointsPath.TRANSACTIONS, context, query);

export const redeem = (context: MemberContext, payload: RedeemPayload) => encPost<RedeemResultDto>(PointsPath.REDEEM, context, payload);

export const convert = (context: MemberContext, payload: ConvertPayload) => encPost<ConvertResultDto>(PointsPath.CONVERT, context, payload);
