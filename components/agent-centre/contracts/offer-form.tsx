'use client';
import { Field, FieldArray, Form, Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { notify } from '@/components/system/toasts';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/api-error';
import { AgentErrorCode, CONTRACT_RATE_LIMITS, MAX_CONTRACT_TIERS, PERIOD_TYPES_BY_KIND, type ContractKind } from '@/lib/api/agent/paths';
import { emptyTier, initialOfferValues, offerFromValues, type OfferFormValues } from '@/lib/agent-centre/offer-form';
import { useOfferContract } from '@/lib/query/use-agent-contracts';
import { useDownlines } from '@/lib/query/use-agent-team';
import { canUseAgentCentre } from '@/lib/tenant/member-types';
import { useSite } from '@/lib/site/site-context';
import { contractOfferSchema } from '@/lib/validation/agent';
import { useContractProblem } from './contract-parts';

const schema = contractOfferSchema();

/**
 * An offer of a contract of `kind` to a direct downline that is an agent: the period and 1–5 tiers. When the downline
 * already has a contract with a higher top rate, the platform asks for a confirmation; the offer is then sent again.
 */
export function OfferForm({ kind }: { kind: ContractKind }) {
  const t = useTranslations('AgentCentre.contracts');
  const te = useTranslations('AgentCentre.errors');
  const ids = useId();
  const offer = useOfferContract();
  const problem = useContractProblem();
  // Direct downlines that are agents: the only ones a contract can be offered to.
  const downlines = useDownlines({ page: 1, pageSize: 50 });
  const agents = (downlines.data?.list ?? []).filter((d) => d.level === 1 && canUseAgentCentre(d.type));
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmLower, setConfirmLower] = useState<{ values: OfferFormValues; helpers: FormikHelpers<OfferFormValues> } | null>(null);
  const limits = CONTRACT_RATE_LIMITS[kind];
  const translate = (key: string) => te(key, { min: limits.min, max: limits.max, tiers: MAX_CONTRACT_TIERS });
  // The tiers' thresholds are money: their labels name the merchant's currency, as every money field does.
  const { site } = useSite();
  const money = (field: string) => t('moneyField', { field, currency: site.currency.symbol });

  async function send(values: OfferFormValues, helpers: FormikHelpers<OfferFormValues>, confirmLowerRate: boolean) {
    setFormError(null);
    try {
      await offer.mutateAsync({ ...offerFromValues(kind, values), ...(confirmLowerRate ? { confirmLowerRate: true } : {}) });
      notify('success', t('offerSent'));
      helpers.resetForm({ values: initialOfferValues(kind) });
      setConfirmLower(null);
    } catch (error) {
      if (!confirmLowerRate && error instanceof ApiError && error.code === AgentErrorCode.LOWER_RATE_NEEDS_CONFIRM) {
        setConfirmLower({ values, helpers });
        return;
      }
      setConfirmLower(null);
      setFormError(problem(error));
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Formik<OfferFormValues>
      initialValues={initialOfferValues(kind)}
      validateOnBlur={false}
      validate={async (values) => {
        try {
          await schema.validate(offerFromValues(kind, values), { abortEarly: false });
          return {};
        } catch (error) {
          return yupToFormErrors(error) as FormikErrors<OfferFormValues>;
        }
      }}
      onSubmit={(values, helpers) => send(values, helpers, false)}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${ids}-downline`} name="downlineId" label={t('fields.downline')} translateError={translate}>
              {({ invalid, describedBy }) => (
                <FieldSelect id={`${ids}-downline`} name="downlineId" invalid={invalid} describedBy={describedBy}>
                  <option value="">{agents.length === 0 ? t('noAgents') : t('chooseDownline')}</option>
                  {agents.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.username}
                    </option>
                  ))}
                </FieldSelect>
              )}
            </FormField>
            <FormField id={`${ids}-period`} name="periodType" label={t('period')} translateError={translate}>
              {({ invalid, describedBy }) => (
                <FieldSelect id={`${ids}-period`} name="periodType" invalid={invalid} describedBy={describedBy}>
                  {PERIOD_TYPES_BY_KIND[kind].map((p) => (
                    <option key={p} value={p}>
                      {t(`periods.${p}`)}
                    </option>
                  ))}
                </FieldSelect>
              )}
            </FormField>
          </div>
          <p className="text-sm text-ink-muted">{t('rateHint', { min: limits.min, max: limits.max, tiers: MAX_CONTRACT_TIERS })}</p>
          <FieldArray name="tiers">
            {(tiers) => (
              <div className="flex flex-col gap-3">
                {values.tiers.map((_, i) => (
                  <fieldset key={i} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2 lg:grid-cols-4">
                    <legend className="px-1 text-sm font-semibold">{t('tierN', { n: i + 1 })}</legend>
                    <FormField id={`${ids}-t${i}-members`} name={`tiers.${i}.activeMembers`} label={t('fields.activeMembers')} inputMode="numeric" translateError={translate} />
                    <FormField id={`${ids}-t${i}-bet`} name={`tiers.${i}.periodValidBet`} label={money(t('fields.periodValidBet'))} inputMode="numeric" translateError={translate} />
                    {kind === 'dividend' ? (
                      <FormField id={`${ids}-t${i}-loss`} name={`tiers.${i}.periodNetLoss`} label={money(t('fields.periodNetLoss'))} inputMode="numeric" translateError={translate} />
                    ) : null}
                    <FormField id={`${ids}-t${i}-rate`} name={`tiers.${i}.rate`} label={t('fields.rate')} translateError={translate} />
                    {values.tiers.length > 1 ? (
                      <Button type="button" variant="ghost" size="sm" className="self-end" onClick={() => tiers.remove(i)}>
                        {t('removeTier', { n: i + 1 })}
                      </Button>
                    ) : null}
                  </fieldset>
                ))}
                {values.tiers.length < MAX_CONTRACT_TIERS ? (
                  <Button type="button" variant="secondary" className="self-start" onClick={() => tiers.push(emptyTier())}>
                    {t('addTier')}
                  </Button>
                ) : null}
              </div>
            )}
          </FieldArray>
          <FormErrorFocus />
          <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
          <Button type="submit" className="self-start" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {t('sendOffer')}
          </Button>
          <AlertDialog
            open={confirmLower !== null}
            onOpenChange={(open) => !open && setConfirmLower(null)}
            title={t('confirm.lowerRateTitle')}
            description={t('confirm.lowerRateBody')}
            cancel={t('confirm.back')}
            busy={offer.isPending}
            action={
              <Button
                type="button"
                disabled={offer.isPending}
                aria-busy={offer.isPending || undefined}
                onClick={() => confirmLower && void send(confirmLower.values, confirmLower.helpers, true)}
              >
                {t('confirm.lowerRateAction')}
              </Button>
            }
          />
        </Form>
      )}
    </Formik>
  );
}

function FieldSelect({ id, name, invalid, describedBy, children }: { id: string; name: string; invalid: boolean; describedBy: string | undefined; children: ReactNode }) {
  return (
    <Field as="select" id={id} name={name} className={inputClass} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {children}
    </Field>
  );
}
