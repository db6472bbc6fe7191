import 'server-only';
import { unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { SESSION_TTL_SECONDS, sessionSecret } from './options';
import { toMemberSession, type MemberSession, type SessionData } from './session-data';
import { countUnseal } from '@/lib/telemetry/request-stats';

export type { MemberSession };

/**
 * The member a session cookie value holds for this merchant. A cookie that fails to unseal, has expired, or was sealed
 * for another merchant is no session. The only place a session cookie is read.
 */
export async function unsealMember(value: string | undefined, merchant: string): Promise<MemberSession | null> {
  if (!value) return null;
  countUnseal();
  let entry = opened.get(value);
  if (!entry) {
    try {
      entry = { data: await unsealData<SessionData>(value, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS }) };
    } catch {
      entry = { data: null };
    }
    opened.set(value, entry);
  }
  return entry.data ? toMemberSession(entry.data, merchant) : null;
}

/**
 * Cookie values opened in the last few seconds (a member's page and the API calls it makes send the same cookie many
 * times a minute; each unseal derives a key and decrypts). Keyed by the whole sealed value, which carries its own MAC,
 * so only a value that was opened here is found; kept far less than a seal's lifetime, so expiry is late by seconds at
 * most. Whether the platform still accepts the token is asked elsewhere (session-liveness.ts), as before. Shared by
 * proxy.ts and the app through globalThis, like the other per-process caches.
 */
const OPENED_TTL_MS = 15_000;
const OPENED = Symbol.for('gaming-frontend.opened-sessions');
type Opened = LRUCache<string, { data: SessionData | null }>;
const opened: Opened = ((globalThis as { [OPENED]?: Opened })[OPENED] ??= new LRUCache({ max: 20_000, ttl: OPENED_TTL_MS }));
