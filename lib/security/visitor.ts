/**
 * The visitor as the server in front of the site decided it (server/visitor.ts): their address and the scheme they
 * used, each one value, from the proxies TRUST_PROXY names and from nobody else. Every part of the site reads them
 * here: the region gate, the login limiter and the platform's X-Forwarded-For; Secure cookies, HSTS and the Origin check.
 */

export function clientIp(headers: Headers): string {
  const ip = headers.get('x-forwarded-for')?.trim();
  return ip && isIpLiteral(ip) ? normaliseIp(ip) : '127.0.0.1';
}

/** The scheme the visitor reached the site by: https only where our own proxy said so. */
export function visitorScheme(headers: Headers): 'http' | 'https' {
  return headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function normaliseIp(ip: string): string {
  return ip.toLowerCase().startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

function isIpLiteral(value: string): boolean {
  return /^[0-9.]{7,15}$/.test(value) || /^[0-9a-f:.]{2,45}$/i.test(value);
}
