import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { servingConfig } from '../config';
import { FILL_HEADER, FILL_VISITOR_HEADER } from '../constants';
import { sameSecret } from './nonce';

/**
 * A fill: the loopback request through which the page cache renders a page once (serve.ts). It carries this site's
 * fill secret (given by the front in its ServingConfig: server/config.ts), the placeholder the render uses for the
 * nonce and, for a member's frame (member-frame.ts), the member type it is drawn for and the placeholder for the
 * sign-in time. Nothing outside the site's own processes knows the secret, so no visitor can ask for a render as a fill.
 *
 *   x-site-page-fill: <secret>.<nonce placeholder>                                 an anonymous visitor's page
 *   x-site-page-fill: <secret>.<nonce placeholder>.<member type>.<sign-in time>    a member's frame
 */

/** Without the front (no ServingConfig: no page cache, so no fills), a secret nothing else knows. */
const UNSHARED_SECRET = randomBytes(24).toString('base64url');

/** The site's fill secret: the same in every worker (SITE_WORKERS), as a fill sent by one may be answered by another. */
function fillSecret(): string {
  return servingConfig()?.fillSecret ?? UNSHARED_SECRET;
}

/** What a member's frame is drawn for: the member type, and the number that stands for the sign-in time. */
export interface FrameFill {
  memberType: number;
  /** A random 16-digit number, replaced on each response by the member's sign-in time (or null). */
  signedInAt: number;
}

export interface Fill {
  /** Stands for the nonce in the render. */
  placeholder: string;
  /** Set when the render is a member's frame. */
  frame: FrameFill | null;
}

/**
 * A new sign-in time placeholder: a 16-digit number (every epoch millisecond until the year 2286 has 13), which React
 * writes into the page's data as it is, so every copy is found; random per fill, so no page text can aim at it.
 */
export function newSignedInPlaceholder(): number {
  // Below 5.6e15: 16 digits, and an integer JavaScript holds exactly.
  return 1_000_000_000_000_000 + randomInt(0, 2 ** 47) * 32 + randomInt(0, 32);
}

/** The header value that marks a fill of this process's site. */
export function fillHeaderValue(fill: Fill): string {
  const base = `${fillSecret()}.${fill.placeholder}`;
  return fill.frame ? `${base}.${fill.frame.memberType}.${fill.frame.signedInAt}` : base;
}

/** The fill a request is, when it carries this site's secret; null for every other request. */
export function readFill(headers: Headers): Fill | null {
  const value = headers.get(FILL_HEADER);
  if (!value) return null;
  const [secret, placeholder, memberType, signedInAt, ...rest] = value.split('.');
  if (!secret || !placeholder || rest.length > 0 || !sameSecret(secret, fillSecret()) || !/^[0-9a-f]{40}$/.test(placeholder)) return null;
  if (memberType === undefined && signedInAt === undefined) return { placeholder, frame: null };
  if (!/^\d{1,9}$/.test(memberType ?? '') || !/^\d{16}$/.test(signedInAt ?? '')) return null;
  return { placeholder, frame: { memberType: Number(memberType), signedInAt: Number(signedInAt) } };
}

/**
 * The visitor a fill renders for (FILL_VISITOR_HEADER), as the server in front saw them when they asked: "<scheme>
 * <address>". The fill itself comes from loopback, which TRUST_PROXY need not name, so the front may have decided it
 * is 127.0.0.1 over http.
 */
export function fillVisitorValue(scheme: 'http' | 'https', ip: string): string {
  return `${scheme} ${ip}`;
}

/**
 * The request's headers as the render should read them: for a fill of this site, with the visitor it fills for in
 * X-Forwarded-For and X-Forwarded-Proto (lib/security/visitor.ts reads them); any other request's as they are.
 */
export function visitorHeaders(headers: Headers): Headers {
  if (!readFill(headers)) return headers;
  const [scheme, ip, ...rest] = (headers.get(FILL_VISITOR_HEADER) ?? '').split(' ');
  if ((scheme !== 'http' && scheme !== 'https') || !ip || rest.length > 0) return headers;
  const copy = new Headers(headers);
  copy.set('x-forwarded-proto', scheme);
  copy.set('x-forwarded-for', ip);
  return copy;
}
