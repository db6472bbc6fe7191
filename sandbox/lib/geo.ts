/** Pure IP helpers: normalising visitor addresses and matching IPv4 CIDR ranges. */

/** Strips an IPv4-mapped IPv6 prefix, brackets and whitespace: "::ffff:1.2.3.4" → "1.2.3.4". */
export function normalizeIp(raw: string): string {
  let ip = raw.trim();
  if (ip.startsWith('[') && ip.includes(']')) ip = ip.slice(1, ip.indexOf(']'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return (mapped ? mapped[1]! : ip).toLowerCase();
}

/** Parses dotted IPv4 into an unsigned 32-bit number, or null if it is not IPv4. */
export function parseIpv4(ip: string): number | null {
  const parts = normalizeIp(ip).split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const octet = Number(p);
    if (octet > 255) return null;
    n = n * 256 + octet;
  }
  return n;
}

/** True when ip (IPv4 or IPv4-mapped IPv6) lies in the IPv4 CIDR range, e.g. "203.0.113.0/24". */
export function ipv4InCidr(ip: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > 32 || !/^\d+$/.test(bitsText ?? '32')) return false;
  const addr = parseIpv4(ip);
  const net = parseIpv4(base ?? '');
  if (addr === null || net === null) return false;
  const size = 2 ** (32 - bits);
  return Math.floor(addr / size) === Math.floor(net / size);
}

export function isLoopback(ip: string): boolean {
  const n = normalizeIp(ip);
  return n === '::1' || ipv4InCidr(n, '127.0.0.0/8');
}

/** The country of ip from the given ranges; loopback and unknown addresses have none. */
export function countryOf(ip: string, ranges: readonly { cidr: string; country: string }[]): string | null {
  if (isLoopback(ip)) return null;
  return ranges.find((r) => ipv4InCidr(ip, r.cidr))?.country ?? null;
}

/** The visitor: first X-Forwarded-For entry, else the socket address, else loopback. */
export function visitorIp(forwardedFor: string | undefined | null, socketAddress: string | undefined | null): string {
  const candidates = [forwardedFor?.split(',')[0], socketAddress ?? undefined];
  for (const c of candidates) {
    const ip = c ? normalizeIp(c) : '';
    // Only something shaped like an address is trusted; anything else falls through.
    if (ip && ip.length <= 45 && /^[0-9a-f:.]+$/.test(ip)) return ip;
  }
  return '127.0.0.1';
}
