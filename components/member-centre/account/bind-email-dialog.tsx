'use client';
import { useTranslations } from 'next-intl';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { FormField } from '@/components/forms/form-field';
import { bindEmailSchema, emailCodeSchema } from '@/lib/api/centre/account';
import { useBindEmail, useSendEmailCode } from '@/lib/query/use-account-security';
import { BindContactDialog } from './bind-contact-dialog';

const FIELDS = ['email', 'verificationCode', 'password'] as const;

/** Bind an email address, or replace the bound one: a code mailed to the new address, and the login password. */
export function BindEmailDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: string | null }) {
  const t = useTranslations('MemberAccount');
  const sendCode = useSendEmailCode();
  const bind = useBindEmail();
  return (
    <BindContactDialog
      kind="email"
      open={open}
      onOpenChange={onOpenChange}
      current={current}
      fields={FIELDS}
      initialValues={{ email: '', verificationCode: '', password: '' }}
      schema={bindEmailSchema()}
      codeTarget={(values) => ({ email: values.email.trim() })}
      codeSchema={emailCodeSchema}
      codeField="email"
      sendCode={(address) => sendCode.mutateAsync(address)}
      bind={(values) => bind.mutateAsync({ email: values.email.trim(), verificationCode: values.verificationCode.trim(), password: values.password })}
    >
      {({ idPrefix, translate, send }) => (
        <>
          <FormField id={`${idPrefix}-email`} name="email" label={t('email.address')} translateError={translate} type="email" autoComplete="email" autoFocus />
          <SmsCodeField id={`${idPrefix}-code`} label={t('email.code')} translateError={translate} send={send} />
        </>
      )}
    </BindContactDialog>
  );
}
