'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { AccountApiPath, type BoundValueDto, type EmailCodeSentDto, type SmsSentDto } from '@/lib/api/centre/account';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/** After a security change the overview (its states and masked values) is read again. */
function useOverviewRefresh() {
  const client = useQueryClient();
  const { site } = useSite();
  return () => client.invalidateQueries({ queryKey: queryKeys.centre(site.merchantCode, 'account', 'overview') });
}

export function useSetPaymentPassword() {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: (body: { password: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
      apiFetch<object>(AccountApiPath.PAYMENT_PASSWORD_SET, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

export function useChangePaymentPassword() {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: (body: { oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
      apiFetch<object>(AccountApiPath.PAYMENT_PASSWORD_CHANGE, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

/** An SMS code to the number the member wants to bind. */
export function useSendMobileCode() {
  return useMutation({
    mutationFn: (body: { countryDialingCode: string; mobileNum: string }) =>
      apiFetch<SmsSentDto>(AccountApiPath.MOBILE_CODE, { method: 'POST', json: body }),
  });
}

export function useBindMobile() {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: (body: { countryDialingCode: string; mobileNum: string; verificationCode: string; password: string }) =>
      apiFetch<BoundValueDto>(AccountApiPath.MOBILE_BIND, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

/** A code mailed to the address the member wants to bind. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiFetch<EmailCodeSentDto>(AccountApiPath.EMAIL_CODE, { method: 'POST', json: body }),
  });
}

export function useBindEmail() {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: (body: { email: string; verificationCode: string; password: string }) =>
      apiFetch<BoundValueDto>(AccountApiPath.EMAIL_BIND, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}
