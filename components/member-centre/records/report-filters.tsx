'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/forms/form-field';

/** A labelled choice of one filter value (vendor, type): a native select, at home on a phone. '' is "all". */
export function SelectFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-60">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export type Decimals = 2 | 4;

/** Amounts with 2 or 4 decimals (records.md: the betting record's toggle). */
export function DecimalsToggle({ value, onChange }: { value: Decimals; onChange: (value: Decimals) => void }) {
  const t = useTranslations('Records.filters');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('decimals')}</legend>
      <div className="flex gap-2">
        {([2, 4] as const).map((d) => (
          <button key={d} type="button" className="chip" aria-pressed={value === d} onClick={() => onChange(d)}>
            {t('decimalPlaces', { count: d })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
