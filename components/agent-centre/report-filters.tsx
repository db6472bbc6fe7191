'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';

/** A team report's member filter: a username (exact), applied on submit; empty is the whole team. */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (username: string) => void }) {
  const t = useTranslations('AgentCentre.reports');
  const [draft, setDraft] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-60">
        <label htmlFor={id} className="text-sm font-medium">
          {t('username')}
        </label>
        <input id={id} className={inputClass} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={32} autoComplete="off" placeholder={t('wholeTeam')} />
      </div>
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}
