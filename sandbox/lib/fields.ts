/**
 * Field validation for the account calls: every failure is a 400 validation_failed naming the first bad field
 * ({ field, patternId? }). Patterns and lengths come from the contract (contract/patterns.ts) and nowhere else.
 */
import { AccountErrorCode, matchesPattern, withinLength, type FieldRuleDto } from '@site/platform-contract';
import { ApiError } from './envelope';
import type { Json } from './validate';

export function invalidField(field: string, patternId?: number, message?: string): ApiError {
  const value: { field: string; patternId?: number } = { field };
  if (patternId !== undefined) value.patternId = patternId;
  return new ApiError(400, AccountErrorCode.VALIDATION_FAILED, message ?? `${field} is missing or invalid`, value);
}

/** A rule by pattern id and length ('*' for pattern 0). */
export function fixedRule(patternId: number, minLength: number, maxLength: number, required = true): FieldRuleDto {
  return { enabled: true, required, acceptedPattern: patternId === 0 ? '*' : String(patternId), patternId, minLength, maxLength };
}

/** Rules the server applies regardless of merchant config. */
export const RULES = {
  password: fixedRule(20, 6, 20),
  mobile: fixedRule(6, 6, 15),
  smsCode: fixedRule(6, 4, 8),
  dialCode: fixedRule(6, 1, 4),
  email: fixedRule(3, 5, 100),
  username: fixedRule(0, 1, 64),
};

/** Whether a value passes a rule (pattern and length). */
export function passes(value: string, rule: FieldRuleDto): boolean {
  return withinLength(value, rule.minLength, rule.maxLength) && matchesPattern(value, rule.acceptedPattern, rule.patternId);
}

/** A string field or undefined when absent/null/empty; anything not a string is invalid. Never longer than hardMax. */
export function readText(o: Json, field: string, opts: { trim?: boolean; hardMax?: number } = {}): string | undefined {
  const v = o[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw invalidField(field);
  const s = opts.trim === false ? v : v.trim();
  if (s.length > (opts.hardMax ?? 512)) throw invalidField(field);
  return s === '' ? undefined : s;
}

/** Reads a field and checks it against rule; rule.required decides whether absence is an error. */
export function ruleText(o: Json, field: string, rule: FieldRuleDto, opts: { trim?: boolean } = {}): string | undefined {
  const s = readText(o, field, opts);
  if (s === undefined) {
    if (rule.required) throw invalidField(field, undefined, `${field} is required`);
    return undefined;
  }
  if (!passes(s, rule)) throw invalidField(field, rule.patternId, `${field} does not match its rule`);
  return s;
}

export function requireRuleText(o: Json, field: string, rule: FieldRuleDto, opts: { trim?: boolean } = {}): string {
  return ruleText(o, field, { ...rule, required: true }, opts)!;
}

export function requireChoice<T extends string>(o: Json, field: string, allowed: readonly T[]): T {
  const v = o[field];
  if (typeof v !== 'string' || !allowed.includes(v as T)) throw invalidField(field, undefined, `${field} must be one of ${allowed.join(', ')}`);
  return v as T;
}
