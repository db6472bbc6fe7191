import type { FieldRuleDto, RegisterSettingsDto } from '@site/platform-contract';

/** A register field's rule as the platform sends it: on and required unless `extra` says otherwise. */
export const rule = (patternId: number, minLength: number, maxLength: number, extra: Partial<FieldRuleDto> = {}): FieldRuleDto => ({
  enabled: true,
  required: true,
  acceptedPattern: String(patternId),
  patternId,
  minLength,
  maxLength,
  ...extra,
});

/**
 * The demo merchant's registration settings as the platform sends them: username and mobile registration, and the rules
 * of the fields every register test has. `overrides` replaces the switches and adds or replaces fields.
 */
export function registerSettings(overrides: Partial<RegisterSettingsDto> = {}): RegisterSettingsDto {
  return {
    usernameRegister: true,
    mobileRegister: true,
    smsForUsername: false,
    mobilePasswordPair: true,
    captcha: false,
    ...overrides,
    fields: {
      username: rule(1, 4, 16),
      password: rule(20, 6, 20),
      confirmPassword: rule(20, 6, 20),
      mobileNum: rule(6, 8, 11),
      verificationCode: rule(6, 4, 6),
      paymentPassword: rule(6, 6, 6),
      payeeName: rule(21, 3, 40),
      email: rule(3, 5, 60, { required: false }),
      affiliateCode: rule(4, 4, 12, { required: false }),
      ...overrides.fields,
    },
  };
}
