import 'server-only';

/** A request's body as bytes, or why not: larger than the route takes, or not readable. */
export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: boolean };

/**
 * Reads a request's body, at most `maxBytes` of it: a declared Content-Length above the limit is refused before a byte
 * is read, and a body without one (chunked) is read only until it passes the limit, then cancelled. Nothing larger
 * than the limit is ever held (the server in front refuses the grossest bodies by their headers: server/body-limits.ts).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, tooLarge: true };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, tooLarge: false };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
