import 'server-only';
import { getIronSession } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { NextResponse, type NextRequest } from 'next/server';
import { memberInfo } from '@/lib/platform/member';
import { HAND_OFF_PARAM } from '@/server/constants';
import { sessionOptions } from './options';
import { fillMemberSession, type SessionData } from './session-data';

/**
 * The session hand-off (spec §4 "Logged-in": a token in the page query string signs the player in): the operator's app
 * or back office opens a page of the site with the player's platform token in HAND_OFF_PARAM. proxy.ts asks here before
 * any gate or the page cache. The token is checked with the platform (member info, for this merchant: a token of
 * another merchant is refused there, as every call's is), sealed into the session cookie, and always taken off the
 * address by a redirect to the same path with the other parameters kept, whatever the answer; the answer is never
 * stored and names no referrer. The token is never logged, and a token that does not look like one, or one too many
 * from an address, never reaches the platform.
 */

/** What a platform token looks like: URL-safe text (hex, base64, base64url, a JWT's dots), 16 to 512 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** Hand-offs one visitor address may try on one merchant in a minute: as many as the platform's login attempts. */
export const HAND_OFFS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/** The token a page address hands off, or null when there is none or it is not one (absent, repeated, malformed). */
export function handOffToken(search: URLSearchParams): string | null {
  const values = search.getAll(HAND_OFF_PARAM);
  if (values.length !== 1) return null;
  const token = values[0]!;
  return TOKEN_SHAPE.test(token) ? token : null;
}

/** The same address without the token (every copy of it), the other parameters as they were. */
export function withoutHandOff(url: URL): URL {
  const clean = new URL(url.href);
  clean.searchParams.delete(HAND_OFF_PARAM);
  // No parameter left: no bare "?".
  if (clean.searchParams.size === 0) clean.search = '';
  return clean;
}

/** Hand-offs counted per visitor address and merchant, in windows of a minute (per process, like the other caches). */
const attempts = new LRUCache<string, { count: number }>({ max: 20_000, ttl: WINDOW_MS, ttlAutopurge: false, noUpdateTTL: true });

/** Counts one hand-off from `ip` on `merchant`; false when the address has tried too many this minute. */
export function mayTryHandOff(ip: string, merchant: string): boolean {
  const key = `${merchant}|${ip}`;
  const entry = attempts.get(key);
  if (!entry) {
    attempts.set(key, { count: 1 });
    return true;
  }
  entry.count += 1;
  return entry.count <= HAND_OFFS_PER_MINUTE;
}

export interface HandOffRequest {
  request: NextRequest;
  merchant: string;
  ip: string;
  scheme: 'http' | 'https';
  /** The platform cannot answer now (the merchant is known from what it said last): the token is only taken off. */
  platformDown: boolean;
}

/**
 * The answer to a page request that carries HAND_OFF_PARAM: a 303 to the address without it, with the session sealed
 * when the platform accepted the token for this merchant. A token it refuses (or cannot check now) signs nobody in and
 * leaves any session the browser has as it was.
 */
export async function handOff({ request, merchant, ip, scheme, platformDown }: HandOffRequest): Promise<NextResponse> {
  const response = NextResponse.redirect(withoutHandOff(new URL(request.url)), 303);
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  const token = handOffToken(request.nextUrl.searchParams);
  if (!token || platformDown || !mayTryHandOff(ip, merchant)) return response;
  let member;
  try {
    member = await memberInfo({ merchant, token, ip });
  } catch {
    // Refused (unknown, expired, another merchant's), or the platform did not answer: no session, and nothing logged,
    // as an error here could carry the token.
    return response;
  }
  const session = await getIronSession<SessionData>(response.cookies, sessionOptions({ secure: scheme === 'https' }));
  fillMemberSession(session, { token, merchant, account: member.account, memberType: member.type });
  await session.save();
  return response;
}
