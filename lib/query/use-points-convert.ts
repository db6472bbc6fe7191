'use client';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { PointsApiPath, type ConvertResultDto } from '@/lib/api/points';
import { usePointsSpent } from './use-points-balance';

/** Converts points to money in the main wallet, with the payment password (which lives only in this call). */
export function useConvertPoints() {
  const spent = usePointsSpent();
  return useMutation({
    mutationFn: (values: { points: number; paymentPassword: string }) => apiFetch<ConvertResultDto>(PointsApiPath.CONVERT, { method: 'POST', json: values }),
    onSuccess: () => spent(),
  });
}
