import type { FieldRuleDto } from '@site/platform-contract';

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
