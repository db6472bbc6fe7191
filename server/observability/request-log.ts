import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import pino, { type Logger } from 'pino';

/**
 * The site's request log: one JSON line per request on stdout (pino), written by the front when the answer has gone.
 * A line carries the request id, merchant, route pattern, method, status, duration, the page cache's answer and the
 * visitor's network (IPv4 /24, IPv6 /48), and nothing else of the request: no address, query, header, cookie, token,
 * username or password ever reaches it. SITE_LOG=off writes none.
 *
 *   {"level":30,"time":"2026-…","requestId":"…","merchant":"demo","route":"/[host]/[locale]/promotions","method":"GET",
 *    "status":200,"durationMs":12.4,"cache":"hit","network":"203.0.113.0/24","msg":"request"}
 */
export interface RequestLogLine {
  requestId: string;
  merchant: string;
  route: string;
  method: string;
  status: number;
  durationMs: number;
  /** The page cache's answer (x-cache: hit, miss, stale), when it answered. */
  cache?: string;
  /** The visitor's address as visitorOf decided it, truncated here. */
  ip: string | undefined;
}

export type RequestLog = (line: RequestLogLine) => void;

/** The log, or null when SITE_LOG=off. `destination`: where lines go (stdout; a test's stream). */
export function requestLog(setting: string | undefined, destination?: pino.DestinationStream): RequestLog | null {
  if (setting === 'off') return null;
  const logger: Logger = pino(
    { base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return ({ ip, durationMs, ...line }) =>
    logger.info({ ...line, durationMs: Math.round(durationMs * 10) / 10, network: networkOf(ip) }, 'request');
}

/**
 * The network an address belongs to, never the address: IPv4 to its /24, IPv6 to its /48 ("2001:db8:1::/48"); an
 * IPv4 address in IPv6 form is IPv4. Anything else is "unknown".
 */
export function networkOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.toLowerCase().startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return 'unknown';
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  // "2001:db8::1": the groups before "::", then zeros for the ones it stands for.
  if (tail !== undefined) while (groups.length < 3) groups.push('0');
  const prefix = groups.slice(0, 3).map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? group.replace(/^0+(?=.)/, '') : '0'));
  return `${prefix.join(':')}::/48`;
}

/** A request id a proxy may hand on: short, and only characters that cannot break a log line or a header. */
const PASSABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the X-Request-Id of a proxy the site trusts (TRUST_PROXY: `fromTrustedProxy`), when it is a
 * plausible id, so the proxy's log and the site's share it; otherwise a new one.
 */
export function requestIdOf(sent: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof sent === 'string' && PASSABLE_ID.test(sent) ? sent : randomUUID();
}
