import http from 'node:http';
import { SITE_PORT } from './platform';

/**
 * Raw HTTP for the security matrix. Requests go to 127.0.0.1 with the merchant named in the Host header (Node does not
 * resolve *.localhost), the request target exactly as written (no client-side normalisation of "/x/../y", "/a\\b" or
 * "/%"), redirects never followed, no cookie jar (a request carries exactly the cookies its case names), and the whole
 * answer kept for the checks. Node's http is several times faster than Playwright's request fixture, which goes through
 * the driver process: the matrix sends thousands of requests.
 */

export interface Answer {
  status: number;
  /** Lower-case names; repeated headers joined with ", " (set-cookie with "\n"). */
  headers: Record<string, string>;
  body: string;
  /** A one-line name of the request, for assertion messages: "GET ph.localhost /promotions [rsc: 1]". */
  label: string;
}

export interface Send {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sent with content-type application/json), a raw string, or raw bytes (a multipart body). */
  data?: unknown;
  /** The headers exactly as sent, names and values alternating (repeated Host headers): replaces `headers` and the host. */
  rawHeaders?: string[];
  /** Another site on this machine (a second instance); this lane's site by default. */
  port?: number;
}

/** The Origin a browser on this merchant host sends. */
export function originOf(host: string, scheme = 'http'): string {
  return `${scheme}://${host}:${SITE_PORT}`;
}

function label(method: string, host: string, path: string, headers: Record<string, string>): string {
  const extra = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== 'host')
    .map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 57)}...` : value}`);
  return `${method} ${host} ${path}${extra.length ? ` [${extra.join('; ')}]` : ''}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request to the site, for the merchant on `host` (a bare host name gets the site's port; the `host` header in
 * `options.headers` overrides it, for Host injection cases).
 */
export function send(host: string, path: string, options: Send = {}): Promise<Answer> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { host: host.includes(':') || host === '' ? host : `${host}:${SITE_PORT}`, ...options.headers };
  const raw = typeof options.data === 'string' || Buffer.isBuffer(options.data);
  const body = options.data === undefined ? undefined : raw ? (options.data as string | Buffer) : JSON.stringify(options.data);
  if (body !== undefined && !raw) headers['content-type'] ??= 'application/json';
  // Node frames a body it knows the length of; without it DELETE and OPTIONS bodies would go unframed.
  if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
  const name = label(method, host, path, options.headers ?? {});
  return new Promise((resolve, reject) => {
    const answer = (res: http.IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const merged: Record<string, string> = {};
        for (const [key, value] of Object.entries(res.headers)) {
          if (value !== undefined) merged[key] = Array.isArray(value) ? value.join(key === 'set-cookie' ? '\n' : ', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: merged, body: text, label: name });
      });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({ host: '127.0.0.1', port: options.port ?? SITE_PORT, path, method, headers: options.rawHeaders ?? headers, agent, setHost: false }, answer);
    } catch (error) {
      // Node refuses to send some targets and header values (raw control characters): the caller encodes those.
      reject(new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    req.on('error', (error) => reject(new Error(`${name}: ${error.message}`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Runs `work` over `items`, `size` at a time (the site has two cores: a few requests in flight keep both busy). */
export async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** The Location header (or a data route's x-nextjs-redirect), resolved as the browser on `host` would resolve it. */
export function resolvedLocation(answer: Answer, host: string): URL | null {
  const location = answer.headers['location'] ?? answer.headers['x-nextjs-redirect'];
  if (location === undefined) return null;
  try {
    return new URL(location, `${originOf(host)}/`);
  } catch {
    return null;
  }
}

/** Member-only markup (as HTML, in the RSC payload, or in the payload inside a script's string): what a visitor must never receive. */
export const MEMBER_MARKERS = ['data-testid="wallet-balance"', '"data-testid":"wallet-balance"', '\\"data-testid\\":\\"wallet-balance\\"', 'data-testid="unread-badge"'];

/**
 * The merchant's page frame (header, side menu, footer; its skip link is the marker, in HTML or in an RSC payload):
 * what a redirect, a gate screen or a refused request must not carry. routes.spec.ts checks every rendered page has it,
 * so the marker cannot silently go stale.
 */
export function hasShell(body: string): boolean {
  // As HTML, or in the RSC payload: as JSON, or as JSON inside the inline scripts' strings (a 404 streams it so).
  return /class="skip-link"|\\?"className\\?":\\?"skip-link\\?"/.test(body);
}

/** A 2xx that carries something (Next answers `x-middleware-prefetch` with an empty "{}" and runs nothing). */
export function carriesContent(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300 && !['', '{}'].includes(answer.body.trim());
}

/**
 * The RSC payload a page carries for hydration (the `self.__next_f.push([1, "…"])` strings), decoded: the props the
 * server handed to client components, as JSON text.
 */
export function flightText(html: string): string {
  let text = '';
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) text += JSON.parse(match[1]!) as string;
  return text;
}

/** Every value of a prop named `name` in a page's RSC payload (strings, null, numbers, booleans). */
export function flightProps(html: string, name: string): unknown[] {
  const text = flightText(html);
  const pattern = new RegExp(`"${name}":("(?:[^"\\\\]|\\\\.)*"|null|true|false|-?\\d+(?:\\.\\d+)?)`, 'g');
  return [...text.matchAll(pattern)].map((m) => JSON.parse(m[1]!) as unknown);
}
