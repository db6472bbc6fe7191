/**
 * The visitor's IP address. X-Forwarded-For is believed only when TRUST_PROXY=1 (the site sits behind a proxy that
 * sets it); otherwise a client could claim any address and dodge region restriction.
 */

export function clientIp(headers: Headers): string {
  // scripts/site-server.mjs overwrites X-Forwarded-For with the socket address unless TRUST_PROXY=1, so the first
  // entry is either our proxy's word or the socket's.
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first && isIpLiteral(first) ? normaliseIp(first) : '127.0.0.1';
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export function normaliseIp(ip: string): string {
  return ip.toLowerCase().startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function isIpLiteral(value: string): boolean {
  return /^[0-9.]{7,15}$/.test(value) || /^[0-9a-f:.]{2,45}$/i.test(value);
}
