'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type LoginRequest, type LoginResponse } from '@/lib/api/contract';

/** Signing in: by username or SMS code (POST /api/session/login); the session cookie is set by the answer. */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest & { entrance?: 'member' | 'agent' }) => apiFetch<LoginResponse>(ApiPath.LOGIN, { method: 'POST', json: body }) });
}

/** The second step of a login from a new IP: the SMS code sent to the account's mobile. */
export function useLoginVerify() {
  return useMutation({
    mutationFn: (body: { verifyToken: string; verificationCode: string; remember: boolean }) =>
      apiFetch<LoginResponse>(ApiPath.LOGIN_VERIFY, { method: 'POST', json: body }),
  });
}

/**
 * Free play: a fresh trial account, signed in. A plain action beside the hooks: the header's Free demo button loads it
 * with the press, and the page goes on in a new document, so there is nothing to cache.
 */
export function startFreePlay(): Promise<LoginResponse> {
  return apiFetch<LoginResponse>(ApiPath.FREE_PLAY, { method: 'POST', json: {} });
}

/**
 * Ending the session as a plain action (a free demo ended to register: components/account/register-to-unlock.ts), loaded
 * with the press like startFreePlay; the caller goes on to a new document whatever the answer.
 */
export function endSession(): Promise<unknown> {
  return apiFetch(ApiPath.LOGOUT, { method: 'POST' });
}

/** Ending the session on the server (the caller goes on to a new document whatever the answer). */
export function useLogout() {
  return useMutation({ mutationFn: () => apiFetch(ApiPath.LOGOUT, { method: 'POST' }) });
}
