'use client';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One choice of a wallet form's radio group drawn as a card (a deposit channel, a bank card): the radio itself is hidden, the card and its dot show it checked and focused. */
export function RadioCard({ name, value, checked, onChange, children }: { name: string; value: string | number; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="sr-only" />
      {children}
      <span aria-hidden className={clsx('ms-auto size-4 shrink-0 rounded-full border-2', checked ? 'border-brand bg-brand' : 'border-line')} />
    </label>
  );
}
