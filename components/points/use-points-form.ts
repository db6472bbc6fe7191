'use client';
import { useMoneyForm } from '@/components/member-centre/wallet/wallet-form';
import { usePointsErrorText, usePointsProblem } from './points-errors';

/** A points mall form's (convert, redeem): useMoneyForm with points as numbers (`count`), the mall's refusals and field messages. */
export function usePointsForm() {
  const base = useMoneyForm();
  const count = (n: number) => new Intl.NumberFormat(base.locale).format(n);
  return { ...base, count, problemOf: usePointsProblem(), errorText: usePointsErrorText() };
}
