/** Small body/query validators that throw a 400 bad_request ApiError naming the offending field. */
import type { Context } from 'hono';
import { badRequest } from './envelope';

export type Json = Record<string, unknown>;

/** Reads a JSON object body. An empty body is {} only when `optional`; anything else not an object is a 400. */
export async function readJsonObject(c: Context, optional = false): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return {};
    throw badRequest('A JSON body is required');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('The body must be a JSON object');
  return parsed as Json;
}

interface StringRule {
  min?: number;
  max?: number;
  pattern?: RegExp;
}

export function requireString(o: Json, key: string, rule: StringRule = {}): string {
  const v = o[key];
  if (typeof v !== 'string') throw badRequest(`${key} must be a string`);
  const { min = 1, max = 200, pattern } = rule;
  if (v.length < min || v.length > max) throw badRequest(`${key} must be ${min}–${max} characters`);
  if (pattern && !pattern.test(v)) throw badRequest(`${key} has an invalid format`);
  return v;
}

export function optionalString(o: Json, key: string, rule: StringRule = {}): string | undefined {
  return o[key] === undefined || o[key] === null ? undefined : requireString(o, key, rule);
}

export function requireOneOf<T extends string | number>(o: Json, key: string, allowed: readonly T[]): T {
  const v = o[key];
  if (!allowed.includes(v as T)) throw badRequest(`${key} must be one of ${allowed.join(', ')}`);
  return v as T;
}

export function requireArrayOf<T extends string>(o: Json, key: string, allowed: readonly T[], maxLength = 20): T[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length > maxLength || !v.every((x) => allowed.includes(x as T))) {
    throw badRequest(`${key} must be an array of ${allowed.join(', ')}`);
  }
  return v as T[];
}


/** A string equal to one of `allowed` ignoring case (query values such as device=web); answers the allowed spelling. */
export function requireOneOfIgnoringCase<T extends string>(o: Json, key: string, allowed: readonly T[]): T {
  const v = o[key];
  const found = typeof v === 'string' ? allowed.find((a) => a.toLowerCase() === v.toLowerCase()) : undefined;
  if (found === undefined) throw badRequest(`${key} must be one of ${allowed.join(', ')}`);
  return found;
}

interface NumberRule {
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/** A number field (not a numeric string) within the rule, or undefined when absent/null. */
export function optionalNumber(o: Json, key: string, rule: NumberRule = {}): number | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  return requireNumber(o, key, rule);
}

export function requireNumber(o: Json, key: string, rule: NumberRule = {}): number {
  const v = o[key];
  const { min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, integer = false } = rule;
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max) {
    throw badRequest(`${key} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return v;
}

/** A query parameter that must be a whole number in [min, max] when present; above max is max (a cap, not an error). */
export function queryInt(value: string | undefined, key: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw badRequest(`${key} must be a whole number of at least ${min}`);
  return Math.min(Number(value), max);
}
