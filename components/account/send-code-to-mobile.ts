'use client';
import type { FormikProps } from 'formik';
import { isSliderCancelled } from '@/components/verification/use-sms-with-slider';
import { mobileProblem, type MobileDigits } from '@/lib/validation/phone';

export interface MobileFormValues {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * "Send code" of a form with a mobile number (SMS login, reset by phone): the number is checked first (spec §5; with
 * the country's number of digits where `mobileDigits` knows it), its error shown under the field; then `request` runs
 * (slider + SMS call). A refused send shows its message in the form (useSmsWithSlider makes it), a closed slider
 * shows nothing. Resolves to the countdown's seconds; rejects when nothing was sent.
 */
export async function sendCodeToMobile<V extends MobileFormValues>(
  form: FormikProps<V>,
  options: {
    markAttempted: () => void;
    setFormError: (message: string | null) => void;
    genericError: string;
    mobileDigits?: MobileDigits;
    request: (mobile: MobileFormValues) => Promise<{ seconds: number }>;
  },
): Promise<{ seconds: number }> {
  options.setFormError(null);
  const problem = mobileProblem(form.values.mobileNum, form.values.countryDialingCode, options.mobileDigits);
  if (problem || !form.values.countryDialingCode) {
    options.markAttempted();
    await form.setFieldTouched('mobileNum', true, false);
    form.setFieldError('mobileNum', problem ?? 'mobileRequired');
    throw new Error('invalid mobile');
  }
  const mobileNum = form.values.mobileNum.trim();
  try {
    return await options.request({ countryDialingCode: form.values.countryDialingCode, mobileNum });
  } catch (error) {
    if (!isSliderCancelled(error)) options.setFormError(error instanceof Error ? error.message : options.genericError);
    throw error;
  }
}
