import 'server-only';
import type { SessionOptions } from 'iron-session';

/**
 * Session cookie settings. The token lives only inside this sealed, HttpOnly cookie: the browser can neither read nor
 * forge it. A seal carries the merchant it was made for (see session.ts), so it is worthless on another brand's host.
 */

export const SESSION_COOKIE = 'site_session';
/** A plain session: until the browser closes, and at most a day (the platform token's life). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** "Remember me": one day, surviving a browser restart. */
export const REMEMBER_TTL_SECONDS = 24 * 60 * 60;

export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET ?? '';
  if (secret.length < 32) {
    throw new Error('SESSION_SECRET must be set to at least 32 characters');
  }
  return secret;
}

export function sessionOptions(options: { secure: boolean; remember?: boolean }): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      // Without remember me the cookie has no Max-Age: it ends with the browser session.
      maxAge: options.remember ? REMEMBER_TTL_SECONDS : undefined,
    },
  };
}
