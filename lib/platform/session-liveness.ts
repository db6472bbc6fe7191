import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CallContext } from './client';
import { isPlatformError } from './errors';
import { memberInfo } from './member';

/**
 * Whether the platform still accepts a session's token. A sealed cookie proves only what the site once wrote: after a
 * sign-out (on this or another instance, or on the platform itself) a copied cookie must stop working on pages too,
 * within seconds. Pages ask here; API routes need not (their own platform call answers 401 and ends the session).
 *
 * A live answer is trusted for SESSION_CHECK_TTL_MS, so a member browsing costs one platform call per few seconds, not
 * one per page; an ended token never comes back, so that answer is kept long. Only the verdict is kept, keyed by a hash
 * of merchant and token: no token and no member data is held. A platform that cannot answer ends nobody's session.
 */
export const SESSION_CHECK_TTL_MS = Number(process.env.SESSION_CHECK_TTL_MS || 3000);
const ENDED_TTL_MS = 60 * 60 * 1000;

interface Verdicts {
  store: LRUCache<string, boolean>;
  inflight: Map<string, Promise<boolean>>;
}
// One store per process (proxy.ts and the app are bundled apart; see cache.ts).
const SHARED = Symbol.for('gaming-frontend.session-liveness');
const verdicts: Verdicts = ((globalThis as { [SHARED]?: Verdicts })[SHARED] ??= {
  store: new LRUCache<string, boolean>({ max: 50_000 }),
  inflight: new Map(),
});

const keyOf = (merchant: string, token: string) => createHash('sha256').update(`${merchant}\n${token}`).digest('base64url');

export async function sessionAlive(context: CallContext & { merchant: string; token: string }): Promise<boolean> {
  const key = keyOf(context.merchant, context.token);
  const known = verdicts.store.get(key);
  if (known !== undefined) return known;
  const pending = verdicts.inflight.get(key);
  if (pending) return pending;
  const check = memberInfo(context)
    .then(() => {
      verdicts.store.set(key, true, { ttl: SESSION_CHECK_TTL_MS });
      return true;
    })
    .catch((error: unknown) => {
      if (isPlatformError(error) && error.forcesLogout) {
        verdicts.store.set(key, false, { ttl: ENDED_TTL_MS });
        return false;
      }
      return true;
    })
    .finally(() => verdicts.inflight.delete(key));
  verdicts.inflight.set(key, check);
  return check;
}

/** A session this site has just ended (sign-out): pages treat its token as ended at once, on this instance. */
export function markSessionEnded(merchant: string, token: string): void {
  verdicts.store.set(keyOf(merchant, token), false, { ttl: ENDED_TTL_MS });
}
