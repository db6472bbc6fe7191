import type { Answer } from './http';

/**
 * The security headers every response must carry (page, API, 404, gate screen, static asset), and
 * the internal headers none may leak. Returns what is wrong, as readable lines; empty when the response is right.
 */

const REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

export type ResponseKind = 'page' | 'other';

export function cspDirectives(csp: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The nonce of a page's Content-Security-Policy, or null. */
export function cspNonce(answer: Answer): string | null {
  const script = cspDirectives(answer.headers['content-security-policy'] ?? '').get('script-src') ?? [];
  const nonce = script.find((v) => v.startsWith("'nonce-"));
  return nonce ? nonce.slice("'nonce-".length, -1) : null;
}

export interface HeaderContext {
  /** The request was a client-router (RSC) fetch: the framework's rewritten-path headers are its protocol there. */
  rsc?: boolean;
  /** The request came over HTTPS (X-Forwarded-Proto from the trusted proxy): HSTS is due. */
  https?: boolean;
  /** The request carried a session: nothing may let a shared cache keep the answer. */
  member?: boolean;
}

/** `kind: 'page'` (an HTML document of the site) also needs the nonce-based script policy. */
export function headerProblems(answer: Answer, kind: ResponseKind, context: HeaderContext = {}): string[] {
  const h = answer.headers;
  const problems: string[] = [];
  const csp = h['content-security-policy'];
  if (!csp) problems.push('no Content-Security-Policy');
  else if (kind === 'page') {
    const d = cspDirectives(csp);
    const script = d.get('script-src') ?? d.get('default-src') ?? [];
    if (!script.some((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v))) problems.push(`CSP script-src has no nonce (${script.join(' ')})`);
    if (script.includes("'unsafe-inline'") && !script.some((v) => v.startsWith("'nonce-"))) problems.push("CSP script-src allows 'unsafe-inline'");
    if (script.includes("'unsafe-eval'")) problems.push("CSP script-src allows 'unsafe-eval'");
    if (script.includes('*') || script.includes('http:') || script.includes('https:')) problems.push(`CSP script-src allows any host (${script.join(' ')})`);
    if ((d.get('object-src') ?? []).join(' ') !== "'none'") problems.push("CSP object-src is not 'none'");
    if (!d.has('base-uri')) problems.push('CSP has no base-uri');
    if ((d.get('frame-ancestors') ?? []).join(' ') !== "'none'") problems.push("CSP frame-ancestors is not 'none'");
  } else {
    // Anything else: nothing runs (default-src 'none'), or it is a page policy with its nonce (a redirect proxy.ts
    // answered for a page, an RSC payload); never framed.
    const d = cspDirectives(csp);
    const script = d.get('script-src') ?? d.get('default-src') ?? [];
    if (script.join(' ') !== "'none'" && !script.some((v) => /^'nonce-/.test(v))) problems.push(`CSP lets scripts run without a nonce (${csp})`);
    if ((d.get('frame-ancestors') ?? []).join(' ') !== "'none'") problems.push("CSP frame-ancestors is not 'none'");
  }
  if (h['x-content-type-options']?.toLowerCase() !== 'nosniff') problems.push(`X-Content-Type-Options is ${h['x-content-type-options'] ?? 'missing'}`);
  const referrer = h['referrer-policy']?.split(',').pop()?.trim().toLowerCase();
  if (!referrer || !REFERRER_POLICIES.includes(referrer)) problems.push(`Referrer-Policy is ${h['referrer-policy'] ?? 'missing'}`);
  if (!h['permissions-policy']?.trim()) problems.push('no Permissions-Policy');
  if (h['cross-origin-opener-policy']?.toLowerCase() !== 'same-origin') problems.push(`Cross-Origin-Opener-Policy is ${h['cross-origin-opener-policy'] ?? 'missing'}`);
  if (h['x-frame-options']?.toUpperCase() !== 'DENY') problems.push(`X-Frame-Options is ${h['x-frame-options'] ?? 'missing'}`);
  if (context.https) {
    const maxAge = Number(/max-age=(\d+)/i.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0);
    if (maxAge < 180 * 24 * 60 * 60) problems.push(`Strict-Transport-Security over HTTPS is ${h['strict-transport-security'] ?? 'missing'}`);
  }
  // A session's answer, an answer that sets a cookie, and a page (its nonce is for one response) are never shared.
  const cache = (h['cache-control'] ?? '').toLowerCase();
  const personal = context.member || Boolean(h['set-cookie']) || kind === 'page';
  if (personal && /\bpublic\b|s-maxage/.test(cache)) problems.push(`a shared cache may keep it (Cache-Control: ${cache})`);
  if ((context.member || h['set-cookie']) && answer.status < 300 && answer.status !== 204 && !/no-store|private/.test(cache)) {
    problems.push(`a member's answer without Cache-Control no-store or private (${cache || 'none'})`);
  }
  if (answer.body.length > 0 && !h['content-type'] && (answer.status < 300 || answer.status >= 400)) problems.push('a body without Content-Type');
  problems.push(...leakProblems(answer, context));
  return problems;
}

/** Internal headers and paths a response must not show: the proxy's rewrite target, the framework, the app tree. */
export function leakProblems(answer: Answer, context: HeaderContext = {}): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    // The client router reads the rendered route from x-nextjs-rewritten-path on its own (RSC) fetches: the framework's
    // protocol there, and it names only the host and language the URL already shows. Nowhere else.
    if (context.rsc && /^x-nextjs-rewritten-(path|query)$/.test(name)) continue;
    if (/^x-middleware-|^x-invoke-|^x-nextjs-rewritten-|^x-matched-path$|^x-powered-by$|^x-site-/.test(name)) problems.push(`leaks ${name}: ${value}`);
    // The internal tree is /<host>/<locale>/…: a header naming it tells the world how requests are rewritten.
    else if (name !== 'location' && /(^|[\s,])\/(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)\/[a-z]{2}(\/|$|[\s,?])/.test(value)) {
      problems.push(`leaks the internal path in ${name}: ${value}`);
    }
  }
  return problems;
}
