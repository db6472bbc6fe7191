'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';

/** Storing the visitor's language (a cookie, and the platform when signed in). */
export function useSetLanguage() {
  return useMutation({ mutationFn: (language: string) => apiFetch(ApiPath.LANGUAGE, { method: 'PUT', json: { language } }) });
}
