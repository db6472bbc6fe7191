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
  if (text.length > MAX_BODY_BYTES) return { ok: false, field: 'body' };
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, field: 'body' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, field: 'body' };
  const bad = unsafePath(value, 0);
  return bad === null ? { ok: true, value: value as Record<string, unknown> } : { ok: false, field: bad };
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function unsafePath(value: unknown, depth: number): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return 'body';
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return 'body';
    const inner = unsafePath((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return key;
  }
  return null;
}
