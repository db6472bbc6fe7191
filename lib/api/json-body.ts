import 'server-only';

/** The largest JSON body the site's API reads, and how deep it may nest: enough for any form, nothing more. */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_DEPTH = 4;

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; field: string };

/**
 * A request's JSON body as a plain object, or why not: too large, not JSON, not an object, nested too deep, or carrying
 * a key that could reach an object's prototype (__proto__, constructor, prototype).
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, field: 'body' };
  }
  return parseJsonObject(text);
}

/** readJsonBody for a body already read as text (a route that must also see its exact bytes, e.g. to check a signature). */
export function parseJsonObject(text: string): JsonBody {
  if (text.length > MAX_BODY_BYTES) return { ok: false, field: 'body' };
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, field: 'body' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, field: 'body' };
  // The refusal names no key of the body: a key is the sender's text, and the answer never carries input back.
  return isSafe(value, 0) ? { ok: true, value: value as Record<string, unknown> } : { ok: false, field: 'body' };
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
