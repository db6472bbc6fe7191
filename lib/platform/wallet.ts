import 'server-only';
import ky from 'ky';
import {
  PlatformHeader,
  WalletPath,
  type BankCardCreateRequest,
  type BankCardDto,
  type BankCardsDto,
  type DepositChannelDto,
  type DepositCreateRequest,
  type DepositDto,
  type DepositIdRequest,
  type DepositPaidRequest,
  type DepositRecordDto,
  type MerchantWalletDto,
  type UplineTransferInfoDto,
  type UplineTransferRequest,
  type UplineTransferResultDto,
  type UploadDto,
  type WalletBankDto,
  type WalletsDto,
  type WalletTransferRequest,
  type WithdrawalConfirmRequest,
  type WithdrawalDto,
  type WithdrawRecordDto,
  type WithdrawRequest,
  type WithdrawSettingsDto,
} from '@site/platform-contract';
import { cachedPublic, CacheKey } from './cache';
import { platformCall, platformHeaders, readEnvelope, type CallContext } from './client';
import { platformUrl, PLATFORM_WRITE_TIMEOUT_MS } from './config';
import { PlatformUnavailableError } from './errors';

/** The member centre's wallet calls. Every function takes the caller's context (merchant, token, ip). */

/** A paged report's query (epoch-ms range and page), as the platform reads it from the query string. */
export interface ReportParams {
  from: number;
  to: number;
  page: number;
  pageSize: number;
}

const asSearch = (params: ReportParams): Record<string, string> => ({
  from: String(params.from),
  to: String(params.to),
  page: String(params.page),
  pageSize: String(params.pageSize),
});

// ————————————————————————————————————————————————————————————————————————— wallets and transfers

/**
 * How the merchant keeps its members' money (spec §3 "Merchant wallet: isSingle"): one wallet ('single'), or a main
 * wallet and one per vendor with transfers between them ('multi'). What the member centre offers follows it.
 */
export type WalletKind = 'single' | 'multi';

/** The platform's answer as the site reads it: single only when it says so (a platform that does not: as before, multi). */
export function walletKind(dto: MerchantWalletDto | null | undefined): WalletKind {
  return dto?.isSingle === true ? 'single' : 'multi';
}

/** The merchant's wallet kind: the same for every member, so cached per merchant like its other settings. */
export function merchantWallet(merchant: string): Promise<WalletKind> {
  return cachedPublic(CacheKey.merchantWallet(merchant), async () =>
    walletKind(await platformCall<MerchantWalletDto>(WalletPath.MERCHANT_WALLET, { method: 'POST', readOnly: true, json: {}, merchant })),
  );
}

export function wallets(context: CallContext): Promise<WalletsDto> {
  return platformCall<WalletsDto>(WalletPath.WALLETS, context);
}

export function transfer(context: CallContext, request: WalletTransferRequest): Promise<WalletsDto> {
  return platformCall<WalletsDto>(WalletPath.TRANSFER, { ...context, method: 'POST', json: request });
}

export function transferAllToMain(context: CallContext): Promise<WalletsDto> {
  return platformCall<WalletsDto>(WalletPath.TRANSFER_ALL_TO_MAIN, { ...context, method: 'POST', json: {} });
}

// ————————————————————————————————————————————————————————————————————————— deposits

export function depositChannels(context: CallContext): Promise<DepositChannelDto[]> {
  return platformCall<DepositChannelDto[]>(WalletPath.DEPOSIT_CHANNELS, context);
}

export function deposits(context: CallContext, params: ReportParams): Promise<DepositRecordDto> {
  return platformCall<DepositRecordDto>(WalletPath.DEPOSITS, { ...context, searchParams: asSearch(params) });
}

export function openDeposits(context: CallContext): Promise<DepositDto[]> {
  return platformCall<DepositDto[]>(WalletPath.DEPOSITS_OPEN, context);
}

/** A new order for one submission of the deposit form: its Idempotency-Key makes a repeat of it that same order. */
export function createDeposit(context: CallContext, request: DepositCreateRequest, idempotencyKey: string): Promise<DepositDto> {
  return platformCall<DepositDto>(WalletPath.DEPOSITS, {
    ...context,
    method: 'POST',
    json: request,
    headers: { [PlatformHeader.IDEMPOTENCY_KEY]: idempotencyKey },
  });
}

export function depositPaid(context: CallContext, request: DepositPaidRequest): Promise<DepositDto> {
  return platformCall<DepositDto>(WalletPath.DEPOSIT_PAID, { ...context, method: 'POST', json: request });
}

export function cancelDeposit(context: CallContext, id: number): Promise<DepositDto> {
  return platformCall<DepositDto>(WalletPath.DEPOSIT_CANCEL, { ...context, method: 'POST', json: { id } satisfies DepositIdRequest });
}

export function remindDeposit(context: CallContext, id: number): Promise<DepositDto> {
  return platformCall<DepositDto>(WalletPath.DEPOSIT_REMIND, { ...context, method: 'POST', json: { id } satisfies DepositIdRequest });
}

// ————————————————————————————————————————————————————————————————————————— bank cards and withdrawals

export function banks(context: CallContext): Promise<WalletBankDto[]> {
  return platformCall<WalletBankDto[]>(WalletPath.BANKS, context);
}

export function bankCards(context: CallContext): Promise<BankCardsDto> {
  return platformCall<BankCardsDto>(WalletPath.BANK_CARDS, context);
}

/** The payment password travels in the JSON body of this server-to-server call (not an enc call in the spec). */
export function addBankCard(context: CallContext, request: BankCardCreateRequest): Promise<BankCardDto> {
  return platformCall<BankCardDto>(WalletPath.BANK_CARDS, { ...context, method: 'POST', json: request });
}

export function withdrawSettings(context: CallContext): Promise<WithdrawSettingsDto> {
  return platformCall<WithdrawSettingsDto>(WalletPath.WITHDRAW_SETTINGS, context);
}

export function withdrawals(context: CallContext, params: ReportParams): Promise<WithdrawRecordDto> {
  return platformCall<WithdrawRecordDto>(WalletPath.WITHDRAWALS, { ...context, searchParams: asSearch(params) });
}

export function withdraw(context: CallContext, request: WithdrawRequest): Promise<WithdrawalDto> {
  return platformCall<WithdrawalDto>(WalletPath.WITHDRAWALS, { ...context, method: 'POST', json: request });
}

export function confirmWithdrawal(context: CallContext, request: WithdrawalConfirmRequest): Promise<WithdrawalDto> {
  return platformCall<WithdrawalDto>(WalletPath.WITHDRAWAL_CONFIRM, { ...context, method: 'POST', json: request });
}

// ————————————————————————————————————————————————————————————————————————— transfer to upline

export function uplineTransferInfo(context: CallContext): Promise<UplineTransferInfoDto> {
  return platformCall<UplineTransferInfoDto>(WalletPath.TRANSFER_UPLINE, context);
}

export function transferToUpline(context: CallContext, request: UplineTransferRequest): Promise<UplineTransferResultDto> {
  return platformCall<UplineTransferResultDto>(WalletPath.TRANSFER_UPLINE, { ...context, method: 'POST', json: request });
}

// ————————————————————————————————————————————————————————————————————————— uploads

/**
 * An image to the platform as multipart/form-data (part `file`). The one call that is not JSON, so it is sent here with
 * the platform's headers and answered through the same envelope reader; like every write it is never retried.
 */
export async function upload(context: CallContext, file: Blob, filename: string): Promise<UploadDto> {
  const form = new FormData();
  form.append('file', file, filename);
  let response: Response;
  try {
    response = await ky.post(`${platformUrl()}${WalletPath.UPLOAD}`, {
      headers: platformHeaders(context),
      body: form,
      retry: 0,
      throwHttpErrors: false,
      cache: 'no-store',
      timeout: PLATFORM_WRITE_TIMEOUT_MS,
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PlatformUnavailableError(`platform ${timedOut ? 'timeout' : 'network'}: ${WalletPath.UPLOAD}`, error, timedOut ? 'timeout' : 'network');
  }
  return readEnvelope<UploadDto>(response, WalletPath.UPLOAD);
}
