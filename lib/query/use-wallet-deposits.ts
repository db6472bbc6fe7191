'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { DepositStatus, WalletApiPath, type DepositDto, type DepositChannelDto } from '@/lib/api/centre/wallet';
import { PlatformHeader } from '@site/platform-contract/envelope';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';
import { useMoneyMoved } from './use-wallet-balances';
import { useMemberQuery } from './use-member-query';

/** While an order waits (paid, not yet confirmed; or not yet paid), its status is asked for this often. */
const OPEN_ORDER_POLL_MS = 3000;

/** The merchant's deposit channels (limits, presets, fee). */
export function useDepositChannels() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'deposit-channels'),
    queryFn: () => apiFetch<DepositChannelDto[]>(WalletApiPath.DEPOSIT_CHANNELS),
    staleTime: 60_000,
  });
}

/** The member's open orders and the ones that just ended; asked again every few seconds while one is open. */
export function useOpenDeposits() {
  const { site } = useSite();
  return useMemberQuery({
    queryKey: queryKeys.centre(site.merchantCode, 'wallet', 'deposits-open'),
    queryFn: () => apiFetch<DepositDto[]>(WalletApiPath.DEPOSITS_OPEN),
    refetchInterval: (q) =>
      q.state.data?.some((o) => o.status === DepositStatus.PENDING || o.status === DepositStatus.NEW) ? OPEN_ORDER_POLL_MS : false,
  });
}

function useDepositAction<Input>(request: (input: Input) => Promise<DepositDto>) {
  const moved = useMoneyMoved();
  return useMutation({ mutationFn: request, onSuccess: () => moved() });
}

/** A new order for one submission of the deposit form: its key (newIdempotencyKey) makes a repeat of it that same order. */
export const useCreateDeposit = () =>
  useDepositAction(({ idempotencyKey, ...order }: { channel: string; amount: number; payerAccount?: string; idempotencyKey: string }) =>
    apiFetch<DepositDto>(WalletApiPath.DEPOSITS, { method: 'POST', json: order, headers: { [PlatformHeader.IDEMPOTENCY_KEY]: idempotencyKey } }),
  );

export const useDepositPaid = () =>
  useDepositAction((input: { id: number; receipts: string[]; reference?: string }) => apiFetch<DepositDto>(WalletApiPath.DEPOSIT_PAID, { method: 'POST', json: input }));

export const useCancelDeposit = () =>
  useDepositAction((id: number) => apiFetch<DepositDto>(WalletApiPath.DEPOSIT_CANCEL, { method: 'POST', json: { id } }));

export const useRemindDeposit = () =>
  useDepositAction((id: number) => apiFetch<DepositDto>(WalletApiPath.DEPOSIT_REMIND, { method: 'POST', json: { id } }));
