'use client';
import { clsx } from 'clsx';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { array, object } from 'yup';
import { FormAlert } from '@/components/auth/form-alert';
import { FormErrorFocus, focusFirstInvalid } from '@/components/forms/form-error-focus';
import { FormField, inputClass } from '@/components/forms/form-field';
import { ImageUploadField } from '@/components/forms/image-upload-field';
import { notify } from '@/components/system/toasts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX, activityApplySchema, commentLength, type ActivityDto } from '@/lib/api/centre/rewards';
import type { UploadDto } from '@/lib/api/centre/wallet';
import { useApplyActivity } from '@/lib/query/use-rewards-activities';
import { rewardError } from './reward-errors';

interface Values {
  comment: string;
  images: UploadDto[];
}

/** The form's schema: the apply request's comment rule, and at most 3 images (their ids go with the request). */
const formSchema = object({
  comment: activityApplySchema.fields.comment,
  images: array().max(ACTIVITY_IMAGES_MAX, 'too_many_images'),
});

/**
 * Apply to an activity (spec §5 "Activity apply"): a comment of at most 140 characters, counted as the member types
 * (as the platform counts: an emoji is one), and up to 3 images.
 */
export function ApplyDialog({ activity, open, onOpenChange }: { activity: ActivityDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('Rewards');
  const tc = useTranslations('Common');
  const apply = useApplyActivity();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const counterId = useId();
  const translateError = (key: string) => t(`errors.${key}`, { max: ACTIVITY_COMMENT_MAX });
  const translateImagesError = (key: string) => t(`errors.${key}`, { max: ACTIVITY_IMAGES_MAX });

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await apply.mutateAsync({ activityId: activity.id, comment: values.comment.trim(), imageIds: values.images.map((image) => image.id) });
      notify('success', t('apply.done'));
      onOpenChange(false);
    } catch (error) {
      const refusal = rewardError(error);
      if (refusal?.field) {
        helpers.setFieldError(refusal.field === 'imageIds' ? 'images' : refusal.field, refusal.key);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(refusal ? t(`errors.${refusal.key}`, refusal.values) : t('errors.generic'));
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('apply.title', { title: activity.title })} description={t('apply.description')} closeLabel={tc('close')}>
        <Formik<Values>
          initialValues={{ comment: '', images: [] }}
          validationSchema={formSchema}
          onSubmit={submit}
          validateOnBlur={false}
        >
          {({ values, errors, submitCount, isSubmitting, setFieldValue }) => {
            const used = commentLength(values.comment.trim());
            const over = used > ACTIVITY_COMMENT_MAX;
            return (
              <Form ref={formRef} noValidate className="flex flex-col gap-4" aria-describedby={formError ? errorId : undefined}>
                <FormField id="apply-comment" name="comment" label={t('apply.comment')} translateError={translateError}>
                  {({ invalid, describedBy }) => (
                    <>
                      <Field
                        as="textarea"
                        id="apply-comment"
                        name="comment"
                        rows={4}
                        autoComplete="off"
                        aria-invalid={invalid || over ? true : undefined}
                        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
                        className={clsx(inputClass, 'min-h-28 resize-y py-2')}
                      />
                      <p id={counterId} className={clsx('text-end text-xs tabular-nums', over ? 'font-semibold text-danger' : 'text-ink-muted')}>
                        {over
                          ? t('apply.countOver', { count: used - ACTIVITY_COMMENT_MAX, max: ACTIVITY_COMMENT_MAX })
                          : t('apply.count', { count: used, max: ACTIVITY_COMMENT_MAX })}
                      </p>
                      {/* Announced once the limit is passed, not at every keystroke. */}
                      <span role="status" className="sr-only">
                        {over ? t('apply.countOver', { count: used - ACTIVITY_COMMENT_MAX, max: ACTIVITY_COMMENT_MAX }) : ''}
                      </span>
                    </>
                  )}
                </FormField>
                <ImageUploadField
                  name="images"
                  label={t('apply.images')}
                  max={ACTIVITY_IMAGES_MAX}
                  value={values.images}
                  onChange={(images) => void setFieldValue('images', images)}
                  error={submitCount > 0 && typeof errors.images === 'string' ? translateImagesError(errors.images) : undefined}
                  disabled={isSubmitting}
                  onBusyChange={setUploading}
                />
                <FormErrorFocus />
                <FormAlert id={errorId}>{formError}</FormAlert>
                <div className="flex flex-wrap justify-end gap-2">
                  <button type="button" className={buttonClasses({ variant: 'ghost', className: 'min-h-11' })} onClick={() => onOpenChange(false)}>
                    {t('apply.cancel')}
                  </button>
                  <button type="submit" disabled={isSubmitting || uploading} aria-busy={isSubmitting || undefined} className={buttonClasses({ variant: 'primary' })}>
                    {isSubmitting ? t('apply.submitting') : t('apply.submit')}
                  </button>
                </div>
              </Form>
            );
          }}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
