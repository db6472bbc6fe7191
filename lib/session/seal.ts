import { unsealData } from 'iron-session';
import { SESSION_TTL_SECONDS, sessionSecret } from './options';
import { toMemberSession, type MemberSession, type SessionData } from './session-data';

/**
 * Read a session cookie value outside a React request (proxy.ts). A cookie that fails to unseal, has expired, or
 * was sealed for another merchant is no session.
 */
export async function memberFromCookie(value: string | undefined, merchant: string): Promise<MemberSession | null> {
  if (!value) return null;
  try {
    const data = await unsealData<SessionData>(value, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
    return toMemberSession(data, merchant);
  } catch {
    return null;
  }
}
