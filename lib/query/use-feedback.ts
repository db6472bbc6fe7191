'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ServiceApiPath, type FeedbackRequest } from '@/lib/api/service';

/** Sends the member's feedback (PUT /wps/feedback through the site API). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (request: FeedbackRequest) => apiFetch<Record<string, never>>(ServiceApiPath.FEEDBACK, { method: 'PUT', json: request }),
  });
}
