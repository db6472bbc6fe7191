'use client';
import { useSubmitAttempted } from '@/components/auth/use-submit-attempted';
import { useId, useState } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/system/toasts';
import { ApiError } from '@/lib/api/browser';
import { useChangePassword } from '@/lib/query/use-password';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/close';
import { useSignOut } from '@/components/auth/use-sign-out';
import { toastOnNextPage } from '@/components/system/next-page-toast';
import { changePasswordSchema, NEW_PASSWORD_RULE } from '@/lib/validation/password';
import { fieldErrorText } from '@/lib/validation/field-error';
import { FormErrorFocus } from '@/components/forms/form-error-focus';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password (spec §2 "Modals", §5). Forced (default or expired password, first login): no close button, Escape
 * and outside clicks do nothing, the only other way out is signing out. The old password is asked only when it is not
 * known: after a login it is passed in memory as `knownOldPassword` and dropped with the dialog.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  forced = false,
  knownOldPassword,
  onChanged,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  forced?: boolean;
  knownOldPassword?: string;
  onChanged: () => void;
}) {
  const t = useTranslations('Password');
  const ta = useTranslations('Auth');
  const tc = useTranslations('Common');
  const { signOut, signingOut } = useSignOut();
  const changePassword = useChangePassword();
  const [oldKnown, setOldKnown] = useState(knownOldPassword);
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useSubmitAttempted();
  const errorId = useId();
  const hintId = useId();
  const askOld = !oldKnown;
  const translateError = fieldErrorText(t, { min: NEW_PASSWORD_RULE.minLength, max: NEW_PASSWORD_RULE.maxLength });
  const keepOpen = (event: Event) => {
    if (forced) event.preventDefault();
  };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await changePassword.mutateAsync({
        oldPassword: oldKnown ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // A forced change continues in a new document: the confirmation goes with it.
      if (forced) toastOnNextPage(t('changed'));
      else notify('success', t('changed'));
      setOldKnown(undefined);
      onChanged();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      if (code === 'old_password_wrong') {
        // A known old password the platform refuses (changed elsewhere meanwhile): ask for it after all.
        setOldKnown(undefined);
        helpers.setFieldValue('oldPassword', '', false);
      }
      setFormError(
        code === 'old_password_wrong'
          ? t('oldPasswordWrong')
          : code === 'validation_failed'
            ? t('checkFields')
            : code === 'TOO_MANY_REQUESTS'
              ? t('tooManyRequests')
              : code === 'network' || code === 'platform_unavailable'
                ? tc('networkError')
                : tc('genericError'),
      );
    }
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !forced && onOpenChange?.(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <RadixDialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed start-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(94vw,28rem)] -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-bold">{t('changeTitle')}</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-ink-muted">
                {forced ? t('forcedIntro') : t('changeIntro')}
              </RadixDialog.Description>
            </div>
            {forced ? null : (
              <RadixDialog.Close
                aria-label={tc('close')}
                title={tc('close')}
                className="-me-2 -mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
              >
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          <Formik<Values>
            initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
            validationSchema={changePasswordSchema(askOld)}
            onSubmit={submit}
            validateOnBlur={false}
            validateOnChange={attempted.current}
          >
            {({ isSubmitting }) => (
              <Form
                noValidate
                onSubmitCapture={attempted.mark}
                className="flex flex-col gap-4"
                aria-describedby={formError ? errorId : undefined}
              >
                {askOld ? (
                  <FormField id="change-old-password" name="oldPassword" label={t('oldPassword')} translateError={translateError}>
                    {({ invalid, describedBy }) => (
                      <PasswordInput
                        id="change-old-password"
                        name="oldPassword"
                        autoComplete="current-password"
                        autoFocus
                        invalid={invalid}
                        describedBy={describedBy}
                        showLabel={ta('showPassword')}
                        hideLabel={ta('hidePassword')}
                      />
                    )}
                  </FormField>
                ) : null}
                <FormField id="change-new-password" name="newPassword" label={t('newPassword')} translateError={translateError}>
                  {({ invalid, describedBy }) => (
                    <PasswordInput
                      id="change-new-password"
                      name="newPassword"
                      autoComplete="new-password"
                      autoFocus={!askOld}
                      invalid={invalid}
                      describedBy={[describedBy, hintId].filter(Boolean).join(' ')}
                      showLabel={ta('showPassword')}
                      hideLabel={ta('hidePassword')}
                    />
                  )}
                </FormField>
                <p id={hintId} className="-mt-2 text-xs text-ink-muted">
                  {t('rule', { min: NEW_PASSWORD_RULE.minLength, max: NEW_PASSWORD_RULE.maxLength })}
                </p>
                <FormField id="change-confirm-password" name="confirmNewPassword" label={t('confirmPassword')} translateError={translateError}>
                  {({ invalid, describedBy }) => (
                    <PasswordInput
                      id="change-confirm-password"
                      name="confirmNewPassword"
                      autoComplete="new-password"
                      invalid={invalid}
                      describedBy={describedBy}
                      showLabel={ta('showPassword')}
                      hideLabel={ta('hidePassword')}
                    />
                  )}
                </FormField>
                <FormErrorFocus />
                <FormAlert id={errorId}>{formError}</FormAlert>
                <button type="submit" disabled={isSubmitting || signingOut} className={buttonClasses({ variant: 'primary', className: 'text-base' })}>
                  {isSubmitting ? t('saving') : t('save')}
                </button>
                {forced ? (
                  <button
                    type="button"
                    onClick={() => void signOut()}
                    disabled={signingOut}
                    aria-busy={signingOut || undefined}
                    className={buttonClasses({ variant: 'ghost', className: 'min-h-11' })}
                  >
                    {t('signOutInstead')}
                  </button>
                ) : null}
              </Form>
            )}
          </Formik>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
