'use client';
import { useTranslations } from 'next-intl';
import { MobileNumberField } from '@/components/account/mobile-number-field';
import { SmsCodeField } from '@/components/account/sms-code-field';
import { bindMobileSchema, mobileCodeSchema } from '@/lib/api/centre/account';
import { useBindMobile, useSendMobileCode } from '@/lib/query/use-account-security';
import { BindContactDialog } from './bind-contact-dialog';

const FIELDS = ['countryDialingCode', 'mobileNum', 'verificationCode', 'password'] as const;

/** Bind a mobile number, or replace the bound one: a code by SMS to the new number, and the login password. */
export function BindMobileDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: string | null }) {
  const t = useTranslations('MemberAccount');
  const sendCode = useSendMobileCode();
  const bind = useBindMobile();
  return (
    <BindContactDialog
      kind="mobile"
      open={open}
      onOpenChange={onOpenChange}
      current={current}
      fields={FIELDS}
      initialValues={{ countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' }}
      schema={bindMobileSchema()}
      codeTarget={(values) => ({ countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() })}
      codeSchema={mobileCodeSchema}
      codeField="mobileNum"
      sendCode={(number) => sendCode.mutateAsync(number)}
      bind={(values) => bind.mutateAsync({ ...values, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() })}
    >
      {({ idPrefix, translate, send, values }) => (
        <>
          <MobileNumberField id={`${idPrefix}-mobile`} label={t('mobile.number')} dialCodeLabel={t('mobile.dialCode')} translateError={translate} autoFocus />
          <SmsCodeField id={`${idPrefix}-code`} label={t('mobile.code')} translateError={translate} send={send} disabled={!values.countryDialingCode} />
        </>
      )}
    </BindContactDialog>
  );
}
