/**
 * Who the visitor is, as the proxies in front of the site saw them: their address and the scheme they used. The server
 * in front of Next (front.ts) works this out once per request and hands it on as a single X-Forwarded-For
 * address and a single X-Forwarded-Proto scheme, so everything after it (the region gate, the login limiter, the
 * platform's X-Forwarded-For, Secure cookies, HSTS, the Origin check) reads one answer.
 *
 * TRUST_PROXY says which proxies stand in front of the site:
 *   unset, empty or 0   none: the socket's address is the visitor's, and anything a client sends is ignored;
 *   a number n          n proxies, each appending to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for, load
 *                       balancers): the visitor is the n-th address from the right, counting the socket's as the first;
 *   a list              the proxies' addresses: IPs, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`, separated by
 *                       commas: the visitor is the right-most address that is not one of them.
 * Entries to the left of the visitor's are whatever the client sent, and are never read. proxy-addr (Express's) walks
 * the chain.
 */
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

/** How far to believe X-Forwarded-For: null (not at all), or whether the address `hop` steps from the socket is a proxy we trust. */
export type ProxyTrust = ((address: string, hop: number) => boolean) | null;

/** What visitorOf reads of a request (node:http's IncomingMessage). */
export interface VisitorRequest {
  socket?: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

export interface Visitor {
  ip: string;
  scheme: 'http' | 'https';
}

/** How far to believe X-Forwarded-For: null (not at all), or proxy-addr's trust function. Throws on a bad setting. */
export function proxyTrust(setting: string | undefined): ProxyTrust {
  const value = String(setting ?? '').trim();
  if (value === '' || value === '0') return null;
  if (/^\d+$/.test(value)) {
    const proxies = Number(value);
    return (_address: string, hop: number) => hop < proxies;
  }
  try {
    return proxyaddr.compile(value.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch (error) {
    throw new Error(`TRUST_PROXY must be a number of proxies or a list of their addresses (${error instanceof Error ? error.message : error})`);
  }
}

/**
 * The visitor of a request (node:http's IncomingMessage): `{ ip, scheme }`, or null when the address our proxies give
 * is not an IP address (a proxy passing on garbage: refused rather than guessed).
 *
 * The scheme is the word of the outermost proxy we trust, when the socket is one of them: of X-Forwarded-Proto's
 * entries, the left-most of the last n, n being how many proxies stood between the visitor and us, at least the one we
 * are talking to ("https, http" behind one proxy is http: the "https" was the client's). Otherwise it is http, the
 * scheme this server speaks.
 */
export function visitorOf(req: VisitorRequest, trust: ProxyTrust): Visitor | null {
  const socketAddress = normaliseIp(req.socket?.remoteAddress);
  if (!trust) return { ip: socketAddress, scheme: 'http' };
  // The socket's address first, then X-Forwarded-For right to left, up to the first address that is not a trusted proxy.
  const chain = proxyaddr.all(req, trust);
  const ip = normaliseIp(bareAddress(chain[chain.length - 1] ?? ''));
  if (!isIP(ip)) return null;
  if (!trust(req.socket?.remoteAddress ?? '', 0)) return { ip, scheme: 'http' };
  const proxies = Math.max(1, chain.length - 1);
  const schemes = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return { ip, scheme: schemes.slice(-proxies)[0] === 'https' ? 'https' : 'http' };
}

/** An address as some load balancers write it with its port ("192.0.2.1:5120", "[2001:db8::1]:443"), without the port. */
function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort?.[1] ?? entry;
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function normaliseIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
