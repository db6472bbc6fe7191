import 'server-only';
import { readBodyBytes } from './request-body';

/** The largest JSON body the site's API reads, and how deep it may nest: enough for any form, nothing more. */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_DEPTH = 4;

export type JsonBody = { ok: true; value: Record<string, unknown>; text: string } | { ok: false; field: string; tooLarge?: true };

/**
 * A request's JSON body as a plain object (and the exact text it came as, for a route that checks a signature over
 * it), or why not: larger than MAX_BODY_BYTES (read no further than that), not UTF-8 JSON, not an object, nested too
 * deep, or carrying a key that could reach an object's prototype (__proto__, constructor, prototype).
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const read = await readBodyBytes(request, MAX_BODY_BYTES);
  if (!read.ok) return read.tooLarge ? { ok: false, field: 'body', tooLarge: true } : { ok: false, field: 'body' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return { ok: false, field: 'body' };
  }
  return parseJsonObject(text);
}

function parseJsonObject(text: string): JsonBody {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, field: 'body' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, field: 'body' };
  // The refusal names no key of the body: a key is the sender's text, and the answer never carries input back.
  return isSafe(value, 0) ? { ok: true, value: value as Record<string, unknown>, text } : { ok: false, field: 'body' };
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isSafe(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return false;
    if (!isSafe((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * For a route that takes the body as a plain object (`body: 'object'`) and checks it with a schema of text fields: the
 * first of `fields` whose value is there but is not text, or null. Such a value is refused before the schema casts it
 * (yup's trim() throws on an object or an array: bad input, never a 500). null and absent are left to the schema.
 */
export function nonTextField(body: Record<string, unknown>, fields: readonly string[]): string | null {
  for (const field of fields) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') return field;
  }
  return null;
}
