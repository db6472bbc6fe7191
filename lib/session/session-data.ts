import 'server-only';
/** What the sealed session cookie holds, and the rule that binds it to one merchant. */

export interface SessionData {
  token?: string;
  /** The merchant the session was made on: a seal from another merchant's host is treated as no session. */
  merchant?: string;
  account?: string;
  /** Member type from the platform (0 member, 1/2/41/42 agent, 4 trial). */
  memberType?: number;
  remember?: boolean;
  /** Epoch ms the platform token expires. */
  expiresAt?: number;
  /** Epoch ms of the sign-in (the header's session clock). */
  signedInAt?: number;
}

export interface MemberSession {
  token: string;
  merchant: string;
  account: string;
  memberType: number;
  /** Epoch ms of the sign-in; null for a session sealed before the clock existed. */
  signedInAt: number | null;
}

export function toMemberSession(data: SessionData, merchant: string, now = Date.now()): MemberSession | null {
  if (!data.token || data.merchant !== merchant || !data.account) return null;
  if (data.expiresAt && data.expiresAt <= now) return null;
  return { token: data.token, merchant, account: data.account, memberType: data.memberType ?? 0, signedInAt: data.signedInAt ?? null };
}

/** What a sign-in writes into the session: the login routes' and the token hand-off's alike. */
export type NewMemberSession = Required<Pick<SessionData, 'token' | 'merchant' | 'account'>> & SessionData;

/** Writes a new sign-in over whatever `session` held. */
export function fillMemberSession(session: SessionData, data: NewMemberSession, now = Date.now()): void {
  session.token = data.token;
  session.merchant = data.merchant;
  session.account = data.account;
  session.memberType = data.memberType ?? 0;
  session.remember = data.remember ?? false;
  session.expiresAt = data.expiresAt;
  session.signedInAt = data.signedInAt ?? now;
}
