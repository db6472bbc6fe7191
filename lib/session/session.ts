import 'server-only';
import { cookies, headers } from 'next/headers';
import { getIronSession, type IronSession } from 'iron-session';
import { visitorScheme } from '@/lib/security/visitor';
import { sessionOptions } from './options';
import { fillMemberSession, type NewMemberSession, type SessionData } from './session-data';

export type { SessionData };

async function isSecureRequest(): Promise<boolean> {
  return visitorScheme(await headers()) === 'https';
}

async function ironSession(remember?: boolean): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions({ secure: await isSecureRequest(), remember }));
}

/** Start a session after a successful platform login. Only for route handlers and server actions. */
export async function startMemberSession(data: NewMemberSession) {
  const session = await ironSession(data.remember);
  fillMemberSession(session, data);
  await session.save();
}

/** Clear the session cookie. Only for route handlers and server actions. */
export async function endMemberSession() {
  const session = await ironSession();
  session.destroy();
}
