/**
 * Host parsing: one pure function used by proxy.ts, layouts and route handlers, so every place agrees on which
 * host a request is for. Returns null for anything that is not a plausible DNS name or IP literal.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function parseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.length === 0 || host.length > 260) return null;

  // IPv6 literal: [::1]:3000
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    const inner = host.slice(1, end);
    const rest = host.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return null;
    return /^[0-9a-f:.]+$/.test(inner) ? `[${inner}]` : null;
  }

  const colon = host.indexOf(':');
  if (colon >= 0) {
    if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  if (IPV4.test(host)) return host;
  if (host.length > 253) return null;
  const labels = host.split('.');
  if (labels.some((label) => !LABEL.test(label))) return null;
  return host;
}
