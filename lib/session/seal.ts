import 'server-only';
import { unsealData } from 'iron-session';
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
  try {
    const data = await unsealData<SessionData>(value, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
    return toMemberSession(data, merchant);
  } catch {
    return null;
  }
}
