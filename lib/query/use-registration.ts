'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type RegisterRequest, type RegisterResponse } from '@/lib/api/contract';

/** Registering a logged-out visitor, who is then signed in. */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => apiFetch<RegisterResponse>(ApiPath.REGISTER, { method: 'POST', json: body }) });
}
