'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type LoginResponse } from '@/lib/api/contract';

/** The signed-in member changes their password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      apiFetch(ApiPath.CHANGE_PASSWORD, { method: 'POST', json: body }),
  });
}

/**
 * Forgot password by email, with the slider pass (purpose email) earned first: the platform mails a reset link when
 * username and email belong together, and answers the same when they do not.
 */
export function useForgotPasswordByEmail() {
  return useMutation({
    mutationFn: (body: { username: string; email: string; sliderToken: string }) => apiFetch(ApiPath.FORGOT_BY_EMAIL, { method: 'POST', json: body }),
  });
}

/** Reset by phone with the SMS code, then signed in with the new password. */
export function useResetPasswordByPhone() {
  return useMutation({
    mutationFn: (body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string }) =>
      apiFetch<LoginResponse>(ApiPath.RESET_BY_PHONE, { method: 'POST', json: body }),
  });
}
