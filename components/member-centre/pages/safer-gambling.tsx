'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormAlert, textLinkClass } from '@/components/auth/form-alert';
import { inputClass } from '@/components/forms/form-field';
import { notify } from '@/components/system/toasts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DEPOSIT_LIMIT_KINDS,
  EXCLUSION_PERIODS,
  limitSchema,
  REALITY_CHECK_CHOICES,
  type ExclusionPeriod,
  type LimitDto,
  type LimitKind,
} from '@/lib/api/centre/protection';
import { useQueryClient } from '@tanstack/react-query';
import { useContinueInNewDocument } from '@/components/auth/session-navigation';
import { useExclude, useProtection, useSetLimit, useSetRealityCheck } from '@/lib/query/use-protection';
import { useSite } from '@/lib/site/site-context';
import { Amount } from '@/components/data-display/amount';
import { SectionCard } from '@/components/data-display/section-card';
import { ErrorState, LoadingState } from '@/components/data-display/data-states';
import { DateTime } from '@/components/data-display/date-time';
import { useProtectionProblem } from '../protection/protection-errors';

/**
 * Safer gambling: the member's deposit, loss and play-time limits (a lower one applies at once, a higher one
 * after 24 hours), the reality check, a time-out or self-exclusion, and where to find help. Shows only the tools the
 * merchant offers; the platform enforces every one of them.
 */
export default function SaferGamblingPage() {
  const t = useTranslations('Protection');
  const { site } = useSite();
  const state = useProtection();
  const tools = site.protection.tools;
  if (state.isPending) return <LoadingState />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()}>{t('loadFailed')}</ErrorState>;
  const limit = (kind: LimitKind) => state.data.limits.find((l) => l.kind === kind);
  const deposits = DEPOSIT_LIMIT_KINDS.map(limit).filter((l): l is LimitDto => l !== undefined);
  const loss = limit('lossDay');
  const time = limit('timeDay');
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={t('introTitle')} description={t('intro', { age: site.protection.minimumAge })}>
        {site.protection.requireDepositLimit ? <p className="text-sm">{t('depositLimitRequired')}</p> : null}
      </SectionCard>
      {tools.depositLimits && deposits.length > 0 ? (
        <SectionCard title={t('deposit.title')} description={t('deposit.intro')}>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {deposits.map((l) => (
              <LimitCard key={l.kind} limit={l} removable={!(l.kind === 'depositDay' && site.protection.requireDepositLimit)} />
            ))}
          </div>
        </SectionCard>
      ) : null}
      {(tools.lossLimit && loss) || (tools.timeLimit && time) ? (
        <SectionCard title={t('play.title')} description={t('play.intro')}>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {tools.lossLimit && loss ? <LimitCard limit={loss} removable /> : null}
            {tools.timeLimit && time ? <LimitCard limit={time} removable /> : null}
          </div>
        </SectionCard>
      ) : null}
      {tools.realityCheck ? <RealityCheckSection minutes={state.data.realityCheckMinutes} /> : null}
      {tools.exclusion ? <ExclusionSection /> : null}
      {state.data.helpOrganisations.length > 0 ? (
        <SectionCard title={t('help.title')} description={t('help.intro')}>
          <ul className="flex flex-col gap-2">
            {state.data.helpOrganisations.map((org) => (
              <li key={org.url}>
                <a href={org.url} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  {org.name}
                  <span className="sr-only"> {t('help.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}

/** One limit: what is in force and what is left, a raise waiting for its time, and a form to change it. */
function LimitCard({ limit, removable }: { limit: LimitDto; removable: boolean }) {
  const t = useTranslations('Protection');
  const { site } = useSite();
  const set = useSetLimit();
  const problemOf = useProtectionProblem();
  const ids = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isTime = limit.kind === 'timeDay';
  const show = (n: number) => (isTime ? t('minutes', { count: n }) : <Amount value={n} />);

  async function save(amount: number | null) {
    setError(null);
    setFormError(null);
    try {
      await limitSchema({ currency: site.currency.code }).validate({ kind: limit.kind, amount });
    } catch (e) {
      setError(t(`errors.${(e as { message: string }).message}` as 'errors.amount_invalid'));
      return;
    }
    try {
      const next = await set.mutateAsync({ kind: limit.kind, amount });
      const now = next.limits.find((l) => l.kind === limit.kind);
      notify('success', now?.pending ? t('savedPending') : t('saved'));
      setValue('');
    } catch (e) {
      setFormError(problemOf(e));
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save(value.trim() === '' ? Number.NaN : Number(value));
      }}
    >
      <h3 id={`${ids}-title`} className="font-semibold">
        {t(`kinds.${limit.kind}`)}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('current')}</dt>
        <dd className="text-end font-semibold whitespace-nowrap">{limit.amount === null ? t('noLimit') : show(limit.amount)}</dd>
        <dt className="text-ink-muted">{t(`used.${limit.kind}`)}</dt>
        <dd className="text-end whitespace-nowrap">{show(limit.used)}</dd>
        {limit.remaining !== null ? (
          <>
            <dt className="text-ink-muted">{t('remaining')}</dt>
            <dd className="text-end font-semibold whitespace-nowrap">{show(limit.remaining)}</dd>
          </>
        ) : null}
      </dl>
      {limit.pending ? (
        <p className="rounded-lg bg-surface-sunken p-2 text-sm" role="status">
          {limit.pending.amount === null
            ? t.rich('pendingRemoval', { when: () => <DateTime value={limit.pending!.appliesAt} /> })
            : t.rich('pendingRaise', {
                amount: () => <span className="font-semibold">{show(limit.pending!.amount!)}</span>,
                when: () => <DateTime value={limit.pending!.appliesAt} />,
              })}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-value`} className="text-sm font-medium">
          {isTime ? t('newMinutes') : t('newAmount')}
        </label>
        <div className="relative">
          {isTime ? null : (
            <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-ink-muted">
              {site.currency.symbol}
            </span>
          )}
          <input
            id={`${ids}-value`}
            type="text"
            inputMode={isTime ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : `${ids}-hint`}
            className={isTime ? inputClass : `${inputClass} ps-8 tabular-nums`}
          />
        </div>
        {error ? (
          <p id={`${ids}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : (
          <p id={`${ids}-hint`} className="text-xs text-ink-muted">
            {t('raiseRule')}
          </p>
        )}
      </div>
      <FormAlert id={`${ids}-form-error`}>{formError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={set.isPending} aria-busy={set.isPending || undefined}>
          {t('save')}
        </Button>
        {removable && limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
          <Button type="button" variant="outline" disabled={set.isPending} onClick={() => void save(null)}>
            {t('remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const t = useTranslations('Protection.reality');
  const set = useSetRealityCheck();
  const problemOf = useProtectionProblem();
  const ids = useId();
  const [choice, setChoice] = useState(minutes === null ? 'off' : String(minutes));
  const [formError, setFormError] = useState<string | null>(null);
  const options = [...new Set<number>([...REALITY_CHECK_CHOICES, ...(minutes === null ? [] : [minutes])])].sort((a, b) => a - b);
  return (
    <SectionCard title={t('title')} description={t('intro')}>
      <form
        noValidate
        className="flex max-w-md flex-col gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          setFormError(null);
          try {
            await set.mutateAsync(choice === 'off' ? null : Number(choice));
            notify('success', t('saved'));
          } catch (e) {
            setFormError(problemOf(e));
          }
        }}
      >
        <label htmlFor={`${ids}-every`} className="text-sm font-medium">
          {t('every')}
        </label>
        <select id={`${ids}-every`} value={choice} onChange={(e) => setChoice(e.currentTarget.value)} className={inputClass}>
          <option value="off">{t('off')}</option>
          {options.map((m) => (
            <option key={m} value={String(m)}>
              {t('minutes', { count: m })}
            </option>
          ))}
        </select>
        <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
        <Button type="submit" className="self-start" disabled={set.isPending} aria-busy={set.isPending || undefined}>
          {t('save')}
        </Button>
      </form>
    </SectionCard>
  );
}

/** A time-out or self-exclusion: the period, a confirmation, then the session ends and the home page loads. */
function ExclusionSection() {
  const t = useTranslations('Protection.exclusion');
  const continueInNewDocument = useContinueInNewDocument();
  const queryClient = useQueryClient();
  const exclude = useExclude();
  const problemOf = useProtectionProblem();
  const ids = useId();
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function confirm() {
    if (!period) return;
    setFormError(null);
    try {
      await exclude.mutateAsync(period);
      // The session has ended: nothing of the member stays, and a new document shows the site as a visitor sees it.
      queryClient.clear();
      continueInNewDocument(null);
    } catch (e) {
      setConfirming(false);
      setFormError(problemOf(e));
    }
  }

  return (
    <SectionCard title={t('title')} description={t('intro')}>
      <form
        noValidate
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!period) {
            setFormError(t('choose'));
            return;
          }
          setFormError(null);
          setConfirming(true);
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('period')}</legend>
          {EXCLUSION_PERIODS.map((p) => (
            <label key={p} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3">
              <input type="radio" name={`${ids}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} className="size-4 accent-brand" />
              <span>{t(`periods.${p}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-ink-muted">{t('whatHappens')}</p>
        <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
        <Button type="submit" variant="danger" className="self-start">
          {t('start')}
        </Button>
      </form>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={period ? t('confirmBody', { period: t(`periods.${period}`) }) : ''}
        cancel={t('cancel')}
        busy={exclude.isPending}
        action={
          <Button type="button" variant="danger" onClick={() => void confirm()} disabled={exclude.isPending} aria-busy={exclude.isPending || undefined}>
            {t('confirm')}
          </Button>
        }
      />
    </SectionCard>
  );
}
