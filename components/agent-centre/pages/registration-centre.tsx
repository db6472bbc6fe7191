'use client';
import { Field, Form, Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordInput } from '@/components/auth/password-input';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { SectionCard } from '@/components/data-display/section-card';
import { DateTime } from '@/components/data-display/date-time';
import { EmptyState, ErrorState, LoadingState } from '@/components/data-display/data-states';
import { INVITE_QR_SIZE } from '@/components/member-centre/rewards/invite-link';
import { notify } from '@/components/system/toasts';
import { CopyLinkField, LinkQrCode } from '@/components/sharing/link-sharing';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/api-error';
import { AgentErrorCode, MAX_REGISTRATION_LINKS, type RegistrationLinkDto } from '@/lib/api/agent/paths';
import { useAgentProfile } from '@/lib/query/use-agent-profile';
import { useCreateLink, useDeleteLink, useRegisterDownline, useRegistrationLinks } from '@/lib/query/use-agent-links';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { createLinkSchema, LINK_REMARK_MAX, registerDownlineSchema } from '@/lib/validation/agent';

type AccountType = 'member' | 'agent';
const ACCOUNT_TYPES: readonly AccountType[] = ['member', 'agent'];

/** The rebate as typed: empty is none (required), anything else a number (NaN is refused by the schema). */
const rebateOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value.trim()));

/** Formik's validate for a form with a rebate field: the schema sees the rate as a number (undefined when blank). */
function validateWithRebate<V extends { rebateRate: string }>(schema: { validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown> }) {
  return async (values: V): Promise<FormikErrors<V>> => {
    try {
      await schema.validate({ ...values, rebateRate: rebateOf(values.rebateRate) }, { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors(error) as FormikErrors<V>;
    }
  };
}

/** A refusal of the platform in words: the centre's own codes first, then the shared text. */
function useAgentProblem() {
  const te = useTranslations('AgentCentre.errors');
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if ((Object.values(AgentErrorCode) as string[]).includes(error.code)) return te(error.code);
      if (error.code === 'network' || error.status === 0) return te('network');
      if (error.code === 'validation_failed') return te('validation_failed');
    }
    return te('generic');
  };
}

/**
 * The registration centre (/agent/registerCenter): register a downline directly, and the agent's registration links (each with its QR code,
 * a copy button and its registrations), made and deleted here. A downline's rebate is at most the agent's own.
 */
export default function RegistrationCentrePage() {
  const t = useTranslations('AgentCentre.register');
  const profile = useAgentProfile();

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    return (
      <ErrorState error={profile.error} onRetry={() => void profile.refetch()}>
        {t('profileError')}
      </ErrorState>
    );
  }
  const maxRebate = profile.data.rebateRate;
  return (
    <div className="flex flex-col gap-5">
      <SectionCard title={t('downlineTitle')} description={t('downlineIntro')}>
        <RegisterDownlineForm maxRebate={maxRebate} />
      </SectionCard>
      <RegistrationLinks maxRebate={maxRebate} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Register a downline

interface DownlineValues {
  username: string;
  password: string;
  accountType: AccountType;
  rebateRate: string;
}

const DOWNLINE_FIELDS = ['username', 'password', 'accountType', 'rebateRate'] as const;
const initialDownline = (): DownlineValues => ({ username: '', password: '', accountType: 'member', rebateRate: '' });

function RegisterDownlineForm({ maxRebate }: { maxRebate: number }) {
  const t = useTranslations('AgentCentre.register');
  const te = useTranslations('AgentCentre.errors');
  const ids = useId();
  const register = useRegisterDownline();
  const problem = useAgentProblem();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = registerDownlineSchema(maxRebate);
  const translate = (key: string) => te(key);

  async function submit(values: DownlineValues, helpers: FormikHelpers<DownlineValues>) {
    setFormError(null);
    const username = values.username.trim();
    try {
      await register.mutateAsync({ username, password: values.password, accountType: values.accountType, rebateRate: rebateOf(values.rebateRate) ?? 0 });
      notify('success', t('registered', { username }));
      helpers.resetForm({ values: initialDownline() });
    } catch (error) {
      const taken = error instanceof ApiError && error.code === AgentErrorCode.USERNAME_TAKEN;
      showRefusal(
        taken ? { field: 'username', message: AgentErrorCode.USERNAME_TAKEN } : { field: null, message: problem(error) },
        DOWNLINE_FIELDS,
        helpers,
        document.getElementById(`${ids}-form`),
        setFormError,
      );
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Formik<DownlineValues>
      initialValues={initialDownline()}
      validateOnBlur={false}
      validate={validateWithRebate<DownlineValues>(schema)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form id={`${ids}-form`} noValidate aria-label={t('downlineTitle')} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${ids}-username`} name="username" label={t('fields.username')} hint={te('usernameRule')} autoComplete="off" translateError={translate} />
            <FormField id={`${ids}-password`} name="password" label={t('fields.password')} hint={te('passwordRule')} translateError={translate}>
              {({ invalid, describedBy }) => (
                <PasswordInput
                  id={`${ids}-password`}
                  name="password"
                  autoComplete="new-password"
                  invalid={invalid}
                  describedBy={describedBy}
                  showLabel={t('showPassword')}
                  hideLabel={t('hidePassword')}
                />
              )}
            </FormField>
            <AccountTypeField name="accountType" />
            <RebateField id={`${ids}-rebate`} maxRebate={maxRebate} translate={translate} />
          </div>
          <FormErrorFocus />
          <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
          <Button type="submit" className="self-start" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {t('registerAction')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** Member or agent, as two radio buttons in a group. */
function AccountTypeField({ name }: { name: string }) {
  const t = useTranslations('AgentCentre.register');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('fields.accountType')}</legend>
      <div className="flex min-h-11 flex-wrap items-center gap-4">
        {ACCOUNT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <Field type="radio" name={name} value={type} className="size-4 accent-brand-primary" />
            {t(`accountTypes.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The rebate in percent, with the agent's own as the most it may give. */
function RebateField({ id, maxRebate, translate }: { id: string; maxRebate: number; translate: (key: string) => string }) {
  const t = useTranslations('AgentCentre.register');
  return (
    <FormField id={id} name="rebateRate" label={t('fields.rebateRate')} hint={t('rebateHint', { max: maxRebate })} translateError={translate}>
      {({ invalid, describedBy }) => (
        <Field
          id={id}
          name="rebateRate"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Registration links

const noSubscribe = () => () => {};

/** The full register link of a code on the host the agent is on (the register page reads ?affiliateCode=). */
function useRegisterLink(): (code: string) => string | null {
  const registerPath = useLocalizedPath()('/register');
  // The host is known in the browser only; the server renders the page without it.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => null);
  return (code) => (origin ? `${origin}${registerPath}?affiliateCode=${encodeURIComponent(code)}` : null);
}

function RegistrationLinks({ maxRebate }: { maxRebate: number }) {
  const t = useTranslations('AgentCentre.register');
  const links = useRegistrationLinks();
  const linkOf = useRegisterLink();
  const [deleting, setDeleting] = useState<RegistrationLinkDto | null>(null);
  const remove = useDeleteLink();
  const problem = useAgentProblem();
  const count = links.data?.length ?? 0;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify('success', t('links.deleted'));
    } catch (error) {
      notify('error', problem(error));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <SectionCard title={t('links.createTitle')} description={t('links.createIntro', { max: MAX_REGISTRATION_LINKS })}>
        <CreateLinkForm maxRebate={maxRebate} full={links.isSuccess && count >= MAX_REGISTRATION_LINKS} />
      </SectionCard>
      <SectionCard title={t('links.title')} description={links.isSuccess ? t('links.count', { count, max: MAX_REGISTRATION_LINKS }) : undefined}>
        {links.isPending ? (
          <LoadingState />
        ) : links.isError ? (
          <ErrorState error={links.error} onRetry={() => void links.refetch()}>
            {t('links.error')}
          </ErrorState>
        ) : links.data.length === 0 ? (
          <EmptyState>{t('links.empty')}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('links.title')}>
            {links.data.map((link) => (
              <LinkCard key={link.id} link={link} url={linkOf(link.code)} onDelete={() => setDeleting(link)} />
            ))}
          </ul>
        )}
        <AlertDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('links.confirmTitle')}
          description={t('links.confirmBody', { code: deleting?.code ?? '' })}
          cancel={t('links.keep')}
          busy={remove.isPending}
          action={
            <Button type="button" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending || undefined} onClick={() => void confirmDelete()}>
              {t('links.deleteAction')}
            </Button>
          }
        />
      </SectionCard>
    </>
  );
}

interface LinkValues {
  accountType: AccountType;
  rebateRate: string;
  remark: string;
}

const LINK_FIELDS = ['accountType', 'rebateRate', 'remark'] as const;
const initialLink = (): LinkValues => ({ accountType: 'member', rebateRate: '', remark: '' });

function CreateLinkForm({ maxRebate, full }: { maxRebate: number; full: boolean }) {
  const t = useTranslations('AgentCentre.register');
  const te = useTranslations('AgentCentre.errors');
  const ids = useId();
  const create = useCreateLink();
  const problem = useAgentProblem();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = createLinkSchema(maxRebate);
  const translate = (key: string) => te(key);

  async function submit(values: LinkValues, helpers: FormikHelpers<LinkValues>) {
    setFormError(null);
    const remark = values.remark.trim();
    try {
      await create.mutateAsync({ accountType: values.accountType, rebateRate: rebateOf(values.rebateRate) ?? 0, ...(remark ? { remark } : {}) });
      notify('success', t('links.created'));
      helpers.resetForm({ values: initialLink() });
    } catch (error) {
      showRefusal({ field: null, message: problem(error) }, LINK_FIELDS, helpers, document.getElementById(`${ids}-form`), setFormError);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Formik<LinkValues>
      initialValues={initialLink()}
      validateOnBlur={false}
      validate={validateWithRebate<LinkValues>(schema)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form id={`${ids}-form`} noValidate aria-label={t('links.createTitle')} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <AccountTypeField name="accountType" />
            <RebateField id={`${ids}-rebate`} maxRebate={maxRebate} translate={translate} />
            <FormField
              id={`${ids}-remark`}
              name="remark"
              label={t('fields.remark')}
              hint={t('remarkHint', { max: LINK_REMARK_MAX })}
              autoComplete="off"
              translateError={translate}
            />
          </div>
          <FormErrorFocus />
          <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
          {full ? (
            <p id={`${ids}-full`} className="text-sm font-medium text-warning">
              {t('links.full', { max: MAX_REGISTRATION_LINKS })}
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-start"
            disabled={isSubmitting || full}
            aria-busy={isSubmitting || undefined}
            aria-describedby={full ? `${ids}-full` : undefined}
          >
            {t('links.createAction')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function LinkCard({ link, url, onDelete }: { link: RegistrationLinkDto; url: string | null; onDelete: () => void }) {
  const t = useTranslations('AgentCentre.register');
  const { site } = useSite();
  const titleId = useId();

  const details = [
    { label: t('fields.accountType'), value: t(`accountTypes.${link.accountType}`) },
    { label: t('fields.rebateRate'), value: <span className="tabular-nums">{link.rebateRate}%</span> },
    { label: t('fields.remark'), value: link.remark ?? t('links.noRemark') },
    { label: t('links.registrations'), value: <span className="tabular-nums">{link.registrations}</span> },
    { label: t('links.createdAt'), value: <DateTime value={link.createdAt} /> },
  ];

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={titleId} className="font-semibold">
          {t('links.linkTitle', { code: link.code })}
        </h3>
        <CopyLinkField
          label={t('links.url')}
          url={url}
          words={{
            copy: t('links.copy'),
            copiedButton: t('links.copiedButton'),
            copied: t('links.copied'),
            copyFailed: t('links.copyFailed'),
            share: t('links.share'),
            shareText: t('links.shareText', { brand: site.brandName }),
            shareCopied: t('links.shareCopied'),
          }}
        />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-5">
          {details.map((item) => (
            <div key={item.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs text-ink-muted">{item.label}</dt>
              <dd className="break-words font-medium">{item.value}</dd>
            </div>
          ))}
        </dl>
        <Button type="button" variant="secondary" size="sm" className="self-start" onClick={onDelete}>
          {t('links.delete')}
        </Button>
      </div>
      <LinkQrCode
        url={url}
        size={INVITE_QR_SIZE}
        alt={t('links.qrAlt', { code: link.code })}
        failedText={t('links.qrFailed')}
        caption={t('links.qrCaption')}
      />
    </li>
  );
}
