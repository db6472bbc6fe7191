'use client';
import { Field, useFormikContext } from 'formik';
import { inputClass } from '@/components/forms/form-field';
import { useFieldError } from '@/components/forms/use-field-error';
import { DialCodeSelect } from '@/components/verification/dial-code-select';
import { useCountries } from '@/lib/query/use-register-form-data';

/**
 * A mobile number with its country dial code, for Formik forms with `countryDialingCode` and `mobileNum` values.
 * The dial code starts from the one passed if a country has it, else the visitor's country (spec §4 "Dial-code
 * widget"); the number is digits only.
 */
export function MobileNumberField({
  id,
  label,
  dialCodeLabel,
  translateError,
  autoFocus,
  initialDialCode,
}: {
  id: string;
  label: string;
  dialCodeLabel: string;
  translateError: (key: string) => string;
  autoFocus?: boolean;
  /** The dial code to start from when a country has it (a remembered one), else the visitor's country's. */
  initialDialCode?: string;
}) {
  const { values, setFieldValue } = useFormikContext<{ countryDialingCode: string; mobileNum: string }>();
  const { countries, visitorCountry } = useCountries();
  const error = useFieldError('mobileNum');
  const dialError = useFieldError('countryDialingCode');
  const errorId = `${id}-error`;
  const shown = error ?? dialError;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <DialCodeSelect
          id={`${id}-dial-code`}
          countries={countries}
          value={values.countryDialingCode}
          onChange={(code) => void setFieldValue('countryDialingCode', code, false)}
          visitorCountry={visitorCountry}
          initialDialCode={initialDialCode}
          label={dialCodeLabel}
          invalid={!!dialError}
          describedBy={dialError ? errorId : undefined}
          className="w-28 shrink-0"
        />
        <Field
          id={id}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
      </div>
      {shown ? (
        <p id={errorId} className="text-sm text-danger">
          {translateError(shown)}
        </p>
      ) : null}
    </div>
  );
}
