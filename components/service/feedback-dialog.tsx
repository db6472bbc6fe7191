'use client';
import { clsx } from 'clsx';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus, focusFirstInvalid } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { notify } from '@/components/system/toasts';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api/browser';
import { FEEDBACK_LENGTH, feedbackLength, ServiceErrorCode } from '@/lib/api/service';
import { feedbackSchema } from '@/lib/validation/feedback';
import { ErrorCode } from '@site/platform-contract/envelope';
import { useSendFeedback } from '@/lib/query/use-feedback';
import { ServiceDialog, type ServiceDialogProps } from './service-dialog';

interface Values {
  content: string;
}

/** Field errors the form shows under the text (the same keys from the form, the site API and the platform). */
const FIELD_KEYS: Record<string, string> = {
  content_empty: 'content_empty',
  content_length: 'content_length',
  [ServiceErrorCode.CONTENT_EMPTY]: 'content_empty',
  [ServiceErrorCode.CONTENT_LENGTH]: 'content_length',
};

/** What to say about a refused feedback: a field error key, or a form-level Service.feedback.errors key. */
export function feedbackRefusal(error: unknown): { field: string } | { form: string } {
  if (!(error instanceof ApiError)) return { form: 'generic' };
  const detail = error.code === 'validation_failed' ? (error.value as { key?: string } | undefined)?.key : error.code;
  const field = detail ? FIELD_KEYS[detail] : undefined;
  if (field) return { field };
  if (error.code === ErrorCode.TOO_MANY_REQUESTS) return { form: 'tooMany' };
  if (error.code === ServiceErrorCode.NOT_OFFERED) return { form: 'notOffered' };
  if (error.code === 'network' || error.code === 'platform_unavailable') return { form: 'network' };
  return { form: 'generic' };
}

/**
 * Feedback (spec §7 "/wps/feedback (PUT)", §8): a text of FEEDBACK_LENGTH characters, counted as the member types (as
 * the platform counts: an emoji is one). Empty: 'Please enter content'; too short or long: 'between {min} and {max}'.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ServiceDialogProps) {
  const t = useTranslations('Service.feedback');
  const tc = useTranslations('Common');
  const send = useSendFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const counterId = useId();
  const limits = { min: FEEDBACK_LENGTH.min, max: FEEDBACK_LENGTH.max };
  const translateError = (key: string) => t(`errors.${key in FIELD_KEYS ? FIELD_KEYS[key] : 'invalid'}`, limits);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await send.mutateAsync({ content: values.content.trim() });
      notify('success', t('sent'));
      onOpenChange(false);
    } catch (error) {
      const refusal = feedbackRefusal(error);
      if ('field' in refusal) {
        helpers.setFieldError('content', refusal.field);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(refusal.form === 'network' ? tc('networkError') : t(`errors.${refusal.form}`));
      }
    }
  }

  return (
    <ServiceDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={t('title')} description={t('description')}>
      <Formik<Values> initialValues={{ content: '' }} validationSchema={feedbackSchema} onSubmit={submit} validateOnBlur={false}>
        {({ values, isSubmitting }) => {
          const used = feedbackLength(values.content);
          const out = used > FEEDBACK_LENGTH.max;
          return (
            <Form ref={formRef} noValidate className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
              <FormField id="feedback-content" name="content" label={t('label')} translateError={translateError} hint={t('hint', limits)}>
                {({ invalid, describedBy }) => (
                  <>
                    <Field
                      as="textarea"
                      id="feedback-content"
                      name="content"
                      rows={6}
                      autoComplete="off"
                      aria-invalid={invalid ? true : undefined}
                      aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
                      className={clsx(inputClass, 'min-h-36 resize-y py-2')}
                    />
                    <p id={counterId} className={clsx('text-end text-xs tabular-nums', out ? 'font-semibold text-danger' : 'text-ink-muted')}>
                      {t('count', { count: used, max: FEEDBACK_LENGTH.max })}
                    </p>
                  </>
                )}
              </FormField>
              <FormErrorFocus />
              <FormAlert id={errorId}>{formError}</FormAlert>
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className={buttonClasses({ variant: 'ghost', className: 'min-h-11' })} onClick={() => onOpenChange(false)}>
                  {t('cancel')}
                </button>
                <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClasses({ variant: 'primary' })}>
                  {isSubmitting ? t('submitting') : t('submit')}
                </button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </ServiceDialog>
  );
}
