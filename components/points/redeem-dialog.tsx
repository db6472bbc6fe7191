'use client';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus, showRefusal } from '@/components/forms/form-error-focus';
import { Amount } from '@/components/data-display/amount';
import { PaymentPasswordFirst } from '@/components/member-centre/account/payment-password-first';
import { PaymentPasswordField } from '@/components/member-centre/wallet/form-parts';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { PointBalanceDto, PointRewardDto } from '@/lib/api/points';
import { redeemSchema } from '@/lib/validation/points';
import { useRedeemReward } from '@/lib/query/use-points-rewards';
import { usePointsForm } from './use-points-form';

interface Values {
  paymentPassword: string;
}

/**
 * Redeeming one reward: what it costs and gives, the points left after, and the payment password (kept in this form
 * only, emptied after every answer). A wrong password, a sold-out reward or too few points are refused with their
 * message and nothing moves. A member without a payment password is told so, with the way to the page that sets it.
 */
export function RedeemDialog({ reward, balance, onClose }: { reward: PointRewardDto; balance: PointBalanceDto | undefined; onClose: () => void }) {
  const t = useTranslations('Points.redeem');
  const redeem = useRedeemReward();
  const { money, count, problemOf, errorText, formError, setFormError, form, ids } = usePointsForm();
  const schema = redeemSchema().pick(['paymentPassword']);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      const done = await redeem.mutateAsync({ rewardId: reward.id, paymentPassword: values.paymentPassword });
      const { redemption } = done;
      notify(
        'success',
        redemption.amount !== null
          ? t('doneBonus', { amount: money(redemption.amount) })
          : t('doneItem', { refNo: redemption.refNo }),
      );
      onClose();
    } catch (error) {
      helpers.setFieldValue('paymentPassword', '', false);
      showRefusal(problemOf(error), ['paymentPassword'], helpers, form.current, setFormError);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('title', { name: reward.name })} closeLabel={t('close')}>
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-surface-sunken p-3 text-sm">
          <dt className="text-ink-muted">{t('cost')}</dt>
          <dd className="text-end font-semibold tabular-nums">{count(reward.points)}</dd>
          {balance ? (
            <>
              <dt className="text-ink-muted">{t('balanceAfter')}</dt>
              <dd className="text-end tabular-nums">{count(Math.max(0, balance.balance - reward.points))}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t('youGet')}</dt>
          <dd className="text-end font-semibold">{reward.amount !== null ? <Amount value={reward.amount} /> : reward.name}</dd>
        </dl>
        <p className="mb-4 text-sm text-ink-muted">{reward.amount !== null ? t('bonusNote') : t('itemNote')}</p>
        {balance && !balance.paymentPasswordSet ? (
          <PaymentPasswordFirst action={t('setPassword')}>{t('noPassword')}</PaymentPasswordFirst>
        ) : (
          <Formik<Values> initialValues={{ paymentPassword: '' }} validationSchema={schema} validateOnBlur={false} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form ref={form} noValidate aria-label={t('title', { name: reward.name })} className="flex flex-col gap-4">
                <PaymentPasswordField id={`${ids}-password`} translateError={(key) => errorText(key)} />
                <FormErrorFocus />
                <FormAlert id={`${ids}-error`}>{formError}</FormAlert>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <DialogClose asChild>
                    <Button type="button" variant="secondary">
                      {t('cancel')}
                    </Button>
                  </DialogClose>
                  <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                    {isSubmitting ? t('submitting') : t('submit')}
                  </Button>
                </div>
              </Form>
            )}
          </Formik>
        )}
      </DialogContent>
    </Dialog>
  );
}
