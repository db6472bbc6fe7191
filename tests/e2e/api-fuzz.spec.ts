import { isIP } from 'node:net';
/**
 * Fuzzing every route of the site's own API (app/api/**\/route.ts), found from the route files themselves (so routes
 * added later are covered without editing this spec): for each method a route declares, FUZZ_RUNS (default 20)
 * generated requests against the running production build: JSON bodies for writes (wrong types for every known
 * field, deep nesting, `__proto__` keys, huge strings, unicode, text that is not JSON, odd content types) and
 * generated query strings for reads; with a same-origin Origin most of the time (so the body check is reached) and
 * sometimes none or a foreign one; as a signed-in member (player1, logged in through /api/session/login), without a
 * session and with a junk session cookie; from many visitor addresses (TRUST_PROXY=1, X-Forwarded-For). The catch-all
 * ([...path]) gets generated unknown paths with every method. Methods a route does not declare get a few requests each.
 *
 * Every answer must be below 500, JSON in the site's envelope ({ success, errorCode?, message?, value? }) with
 * Cache-Control: no-store, and free of the run's marker (body and headers). A 503 platform_unavailable (the sandbox
 * slower than the site's 2 s read timeout, on a loaded machine) is sent again, twice at most: only an answer that stays
 * at 5xx fails. Cases run concurrently (FUZZ_CONCURRENCY in flight, default 12); FUZZ_SEED replays a run. The afterAll
 * prints routes × cases and the outcomes per route, and what is not fuzzed with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import fc from 'fast-check';
import { CONFIGURABLE_FIELDS, REGISTER_FIELDS } from '@site/platform-contract';
import { echoes, envelopeProblem, fuzzBodies, fuzzLanguage, fuzzQueries, fuzzRuns, harvestFields, newMarker, type FuzzBody } from '../support/fuzz';
import { ACCOUNTS, PLATFORM, SITE_PORT } from './support/platform';

const RUNS = fuzzRuns(20);
const MARKER = newMarker();
const SEED = Number.isInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY) || 12);
/** Requests for each method a route does not declare (its answer is the same for every input: 405). */
const UNDECLARED_RUNS = Math.max(2, Math.ceil(RUNS / 100));

const ROOT = process.cwd();
const API_DIR = path.join(ROOT, 'app', 'api');
/** The demo merchant's host (the site's baseURL): writes must name this origin. */
const HOST = `localhost:${SITE_PORT}`;
const ORIGIN = `http://${HOST}`;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
const WRITES: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Addresses player1 has logged in from (sandbox/db/seed-data.ts KNOWN_IPS): a login from there needs no SMS check. */
const KNOWN_IPS = ['127.0.0.1', '::1'];
/** Longest generated query value: the request line stays under Node's 16 KB header limit (431 before any route). */
const MAX_QUERY_VALUE = 1500;
/**
 * Back-offs after a 503 platform_unavailable, times and not signals: the site says nothing when a slow platform has
 * caught up or its breaker half-opens (PLATFORM_BREAKER_COOLDOWN_MS, 5 s by default). The first gives a loaded machine
 * a moment; the second outlasts the breaker's cool-down, so the retry is really sent to the platform.
 */
const BACK_OFF_AFTER_503_MS = 1500;
const BACK_OFF_PAST_COOLDOWN_MS = 5500;

/**
 * What is not fuzzed, and why. Every route file and every method is fuzzed; these are the requests that never reach
 * a route file, or a branch the e2e server cannot take.
 */
const NOT_FUZZED: Record<string, string> = {
  'HEAD, OPTIONS (every route)':
    'answered by Next itself (HEAD = GET without a body; OPTIONS = 204 with Allow), no route code runs: probed once per route (status < 500, no echo)',
  'GET /api/internal/request-stats with SITE_REQUEST_STATS=1': 'the e2e server runs without it: the route answers its 404 envelope, and that is fuzzed',
  '"/api" itself': 'proxy.ts sends it to the pages (its matcher leaves out "api/…" only): the merchant\'s HTML 404, no route file runs; probed (status < 500)',
  'paths ending in "/" or holding "//"': 'Next redirects them (308, to the path without the slash) before any route file: probed (status < 500); generated unknown paths are canonical',
};

/** Requests that never reach a route file (see NOT_FUZZED): only their status is checked. */
const BEFORE_ROUTES = (marker: string) => ['/api', `/api?q=${marker}`, '/api/', `/api/${marker}/`, `/api//${marker}`, '/api/session/login/', `/api/health/?q=${marker}`];

// ---------------------------------------------------------------------------------------------------------------
// The routes, from the files

interface Declared {
  method: Method;
  /** Access level given to the API kit (apiRoute), or 'direct' for a handler exported as is. */
  access: string;
  /** The kit reads a JSON body (body: …) or a query (query: …). */
  reads: string[];
}

interface RouteFile {
  file: string;
  /** URL path, e.g. /api/session/login; a catch-all's segment is left as [...name]. */
  urlPath: string;
  catchAll: boolean;
  /** Methods with a handler of their own, fuzzed FUZZ_RUNS times each. */
  declared: Declared[];
  /**
   * Every other method, a few requests each: an alias of a declared handler (`export { GET as POST }`) answers as that
   * handler does; any other must answer the envelope's 405 (routeMethods does; a method not exported at all must too).
   */
  undeclared: { method: Method; alias: boolean }[];
  /** Fields named in the route file and the schemas it imports, beside the ones harvested everywhere. */
  fields: string[];
}

function findRouteFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findRouteFiles(p));
    else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) found.push(p);
  }
  return found.sort();
}

/**
 * The methods a route file declares. With the API kit, the keys of its routeMethods({ … }) (the rest answer 405 in the
 * envelope); otherwise what it exports: `export async function GET`, `export const GET =`, `export { x as GET }`. An
 * alias of another exported method's handler (`export { GET as POST }`) is the same handler: undeclared here.
 */
function parseRoute(file: string): RouteFile {
  const text = fs.readFileSync(file, 'utf8');
  const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
  // Route groups "(name)" are not part of the URL.
  const segments = relative.filter((s) => !/^\(.*\)$/.test(s));
  const urlPath = `/api${segments.map((s) => `/${s}`).join('')}`;
  const catchAll = segments.some((s) => /^\[\[?\.\.\./.test(s));
  const declared: Declared[] = [];
  const aliases = new Set<Method>();
  const kit = /routeMethods\(\s*\{([\s\S]*)\}\s*\)/.exec(text);
  if (kit) {
    const body = kit[1]!;
    const keys = [...body.matchAll(/(?:^|[\s,{])(GET|POST|PUT|PATCH|DELETE)\s*:/g)];
    keys.forEach((m, i) => {
      const spec = body.slice(m.index, keys[i + 1]?.index ?? body.length);
      const access = /access:\s*'(\w+)'/.exec(spec)?.[1] ?? (/apiRoute\(/.test(spec) ? 'visitor' : 'direct');
      const reads = ['body', 'query'].filter((k) => new RegExp(`\\b${k}:`).test(spec));
      declared.push({ method: m[1] as Method, access, reads });
    });
  } else {
    const handlers = new Map<Method, string>();
    for (const m of text.matchAll(/export\s+(?:async\s+)?(?:function\s+|const\s+)(GET|POST|PUT|PATCH|DELETE)\b/g)) handlers.set(m[1] as Method, m[1]!);
    for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of m[1]!.split(',')) {
        const [local, exported = local] = part.trim().split(/\s+as\s+/).map((s) => s?.trim());
        if (exported && (METHODS as readonly string[]).includes(exported)) handlers.set(exported as Method, local!);
      }
    }
    const seen = new Set<string>();
    for (const method of METHODS) {
      const handler = handlers.get(method);
      if (handler === undefined) continue;
      // The first method to export a handler declares it; a catch-all takes every method it exports (its paths vary).
      if (seen.has(handler) && !catchAll) {
        aliases.add(method);
        continue;
      }
      seen.add(handler);
      declared.push({ method, access: 'direct', reads: [] });
    }
  }
  const declaredMethods = new Set(declared.map((d) => d.method));
  return {
    file: path.relative(ROOT, file),
    urlPath,
    catchAll,
    declared,
    undeclared: METHODS.filter((m) => !declaredMethods.has(m)).map((method) => ({ method, alias: aliases.has(method) })),
    fields: fieldsOf(file, text),
  };
}

/** Field names in a route file and in the lib/ files it imports (its body or query schema lives there). */
function fieldsOf(file: string, text: string): string[] {
  const sources = [file];
  for (const m of text.matchAll(/from\s+'@\/(lib\/[\w/.-]+)'/g)) {
    const candidate = path.join(ROOT, `${m[1]}.ts`);
    if (fs.existsSync(candidate)) sources.push(candidate);
  }
  const fields = new Set(harvestFields(sources));
  // Inline schemas: object({ code: string()… }) on one line.
  for (const source of sources) {
    for (const m of fs.readFileSync(source, 'utf8').matchAll(/[{,]\s*([A-Za-z_]\w{0,40}):\s*(?:string|number|boolean|mixed|array|object)\(/g)) fields.add(m[1]!);
  }
  // The kit's own words (apiRoute({ access, body, query, handler }), handler({ body, query })) are not fields.
  for (const word of ['access', 'body', 'query', 'handler', 'relayUnauthorized']) fields.delete(word);
  return [...fields].sort();
}

const routes = findRouteFiles(API_DIR).map(parseRoute);

/** Fields harvested from everything that reads input (lib/, app/api, the forms in components/), and the register fields. */
const FIELDS = harvestFields(
  [path.join(ROOT, 'lib'), API_DIR, path.join(ROOT, 'components')],
  [...REGISTER_FIELDS, ...CONFIGURABLE_FIELDS, 'value', 'code'],
);
/** The routes' static paths, as prefixes of unknown paths (an unknown path under a real one reaches the catch-all too). */
const KNOWN_PATHS = routes.filter((r) => !r.urlPath.includes('[')).map((r) => r.urlPath);

// ---------------------------------------------------------------------------------------------------------------
// The member session

interface MemberState {
  cookie: string | null;
  pending: Promise<string> | null;
  logins: number;
  resets: number;
}
const memberState: MemberState = { cookie: null, pending: null, logins: 0, resets: 0 };

/** The site_session value a response sets: a string (a new session), '' (cleared), or undefined (untouched). */
function sessionCookieOf(res: APIResponse): string | undefined {
  for (const { name, value } of res.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    const m = /^site_session=([^;]*)/.exec(value);
    if (!m) continue;
    const cleared = m[1] === '' || /;\s*max-age=0\b/i.test(value) || /;\s*expires=Thu, 01 Jan 1970/i.test(value);
    return cleared ? '' : m[1]!;
  }
  return undefined;
}

/**
 * player1 signed in through the site's own login route, from an address the account knows. The sandbox allows 20
 * logins a minute per address: when both known addresses are spent (logout ends the session often), the sandbox is
 * put back to its seed, which clears its limiter (it also ends every session, and this one is being replaced anyway).
 */
async function logIn(request: APIRequestContext): Promise<string> {
  for (let round = 0; round < 3; round += 1) {
    for (const ip of KNOWN_IPS) {
      const res = await request.post('/api/session/login', {
        headers: { origin: ORIGIN, 'x-forwarded-for': ip, 'content-type': 'application/json', cookie: 'fuzz=login' },
        data: JSON.stringify({ username: ACCOUNTS.player.username, password: ACCOUNTS.player.password }),
        failOnStatusCode: false,
      });
      if (res.status() === 200) {
        const cookie = sessionCookieOf(res);
        if (!cookie) throw new Error('the login answered 200 without a session cookie');
        memberState.logins += 1;
        return cookie;
      }
      // 503: the platform slower than the site waits (a loaded machine); try again.
      if (res.status() === 503) await new Promise((resolve) => setTimeout(resolve, BACK_OFF_AFTER_503_MS));
      else if (res.status() !== 429) throw new Error(`player1 could not log in: ${res.status()} ${await res.text()}`);
    }
    expect((await request.post(`${PLATFORM}/__sandbox/reset`)).ok()).toBe(true);
    memberState.resets += 1;
  }
  throw new Error('player1 could not log in: the login limiter keeps refusing');
}

/** The member's cookie, logging in again (once, whoever asks first) after a case ended the session. */
async function memberCookie(request: APIRequestContext): Promise<string> {
  if (memberState.cookie) return memberState.cookie;
  memberState.pending ??= logIn(request).then(
    (cookie) => {
      memberState.cookie = cookie;
      memberState.pending = null;
      return cookie;
    },
    (error: unknown) => {
      memberState.pending = null;
      throw error;
    },
  );
  return memberState.pending;
}

/**
 * After a member's case: a response that sets a new session (a login, a registration, free play) makes that the
 * member's session; one that clears it (logout, a token the platform refused) or a logout means logging in again.
 */
function afterMemberCase(sent: string, res: APIResponse, endsSession: boolean): void {
  const set = sessionCookieOf(res);
  if (memberState.cookie !== sent) return;
  if (set) memberState.cookie = set;
  else if (set === '' || (endsSession && res.status() < 300)) memberState.cookie = null;
}

// ---------------------------------------------------------------------------------------------------------------
// The cases

const identity = fc.constantFrom('member', 'member', 'member', 'none', 'none', 'junk');
const origin = fc.oneof(
  { weight: 14, arbitrary: fc.constant<string | undefined>(ORIGIN) },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | undefined>(
      'https://evil.example', 'null', `${ORIGIN}.evil.example`, `http://localhost:${SITE_PORT + 1}`, `https://${HOST}`,
      `http://127.0.0.1:${SITE_PORT}`, `http://vn.localhost:${SITE_PORT}`, `http://${MARKER}.example`, 'http://localhost', ORIGIN.toUpperCase(), `${ORIGIN}/`, '',
    ),
  },
);
/**
 * Mostly distinct addresses (the login limiter is per address); sometimes junk. The lanes trust one proxy
 * (TRUST_PROXY=1): the right-most entry is the visitor, and one that is no address is refused (400) by the front.
 */
const forwardedFor = fc.oneof(
  { weight: 12, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.constantFrom('::1', '2001:db8::7', 'not an ip', `1.2.3.4${MARKER}`, '10.0.0.1, 10.0.0.2', '') },
);
const referer = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(`${ORIGIN}/register?ref=${MARKER}`, `https://evil.example/${MARKER}`, `${MARKER}`, `javascript:${MARKER}`) },
);
const headerCase = fc.record({ identity, origin, forwardedFor, language: fuzzLanguage(MARKER), referer });
type HeaderCase = typeof headerCase extends fc.Arbitrary<infer T> ? T : never;

interface Case {
  method: Method;
  /** Path and query, relative to the site. */
  target: string;
  headers: HeaderCase;
  body?: FuzzBody;
}

/** Percent-encodes the UTF-8 of a string (a lone surrogate becomes U+FFFD); never throws. */
const encode = (s: string) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8'));

/** One path segment of an unknown path: text with the marker, encoded; plain names; raw and odd percent-encoding. */
const markedSegment = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 6 }))
  .map(([a, b]) => encode(`${a}${MARKER}${b}`));
const plainSegment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const rawSegment = fc
  .constantFrom('%', '%ZZ', '%c0%ae', '%ff', '%00', '%2F', '%5C', '%2e%2e', ';x=1', '~', '@', ':', "!$&'()*+,;=", '%E2%80%AE', '%F0%9F%A6%84')
  .map((raw) => `${raw}${MARKER}`);
const unknownPath = fc
  .tuple(
    fc.constantFrom('/api', ...KNOWN_PATHS),
    fc.oneof({ weight: 4, arbitrary: markedSegment }, { weight: 1, arbitrary: rawSegment }),
    fc.array(fc.oneof(markedSegment, plainSegment, rawSegment), { maxLength: 3 }),
  )
  .map(([prefix, first, rest]) => [prefix, first, ...rest].join('/'));

/** A route's path, each dynamic segment ([id]) filled with a generated one. */
function pathOf(urlPath: string): fc.Arbitrary<string> {
  const parts = urlPath.split('/').map((part) =>
    /^\[[^.\]]+\]$/.test(part) ? fc.oneof({ weight: 3, arbitrary: plainSegment }, { weight: 3, arbitrary: markedSegment }, { weight: 1, arbitrary: rawSegment }) : fc.constant(part),
  );
  return fc.tuple(...parts).map((p) => p.join('/'));
}

/** The body and query generators for a list of fields (made once: building them costs more than a hundred cases). */
const generators = new Map<string, { bodies: fc.Arbitrary<FuzzBody>; queries: fc.Arbitrary<string> }>();
function generatorsFor(fields: string[]) {
  const key = fields.join(',');
  let made = generators.get(key);
  if (!made) {
    made = { bodies: fuzzBodies(MARKER, fields), queries: fuzzQueries(MARKER, fields, MAX_QUERY_VALUE) };
    generators.set(key, made);
  }
  return made;
}

/**
 * The keys a route's bodies and queries are made of: every harvested field, and the route's own fields repeated until
 * they weigh as much as all the others, so that most generated values land on what the route reads (and a body with
 * every field plausible but one reaches the handler). A key may then come more than once: JSON and query strings allow it.
 */
function fieldsFor(route: RouteFile): string[] {
  if (route.fields.length === 0) return FIELDS;
  const copies = Math.max(1, Math.round(FIELDS.length / route.fields.length));
  return [...Array.from({ length: copies }, () => route.fields).flat(), ...FIELDS];
}

function caseArbitrary(route: RouteFile, method: Method | null): fc.Arbitrary<Case> {
  const { bodies, queries } = generatorsFor(fieldsFor(route));
  const pathArb = route.catchAll ? unknownPath : pathOf(route.urlPath);
  // Reads get a generated query; writes a body (and one time in ten a query as well).
  const input = (m: Method): fc.Arbitrary<{ query?: string; body?: FuzzBody }> =>
    WRITES.has(m) ? fc.record({ body: bodies, query: fc.option(queries, { freq: 10, nil: undefined }) }) : fc.record({ query: queries });
  return (method ? fc.constant(method) : fc.constantFrom(...METHODS)).chain((m) =>
    fc.record({ path: pathArb, headers: headerCase, input: input(m) }).map(({ path: p, headers, input: { query, body } }) => ({
      method: m,
      target: query ? `${p}?${query}` : p,
      headers,
      ...(body ? { body } : {}),
    })),
  );
}

/** An X-Forwarded-For whose right-most entry (the visitor, behind the lanes' one trusted proxy) is no address. */
function unreadableVisitor(forwardedFor: string): boolean {
  const last = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean).pop();
  return last !== undefined && isIP(last) === 0;
}

function requestHeaders(c: Case, cookie: string): Record<string, string> {
  const h: Record<string, string> = { cookie, 'x-forwarded-for': c.headers.forwardedFor };
  if (c.headers.origin !== undefined) h.origin = c.headers.origin;
  if (c.headers.language !== undefined) h['x-site-language'] = c.headers.language;
  if (c.headers.referer !== undefined) h.referer = c.headers.referer;
  if (c.body?.contentType !== undefined) h['content-type'] = c.body.contentType;
  return h;
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging

interface Tried {
  name: string;
  /** declared: a method with a handler of its own; undeclared: the other methods of a route; probe: before any route. */
  kind: 'declared' | 'undeclared' | 'probe';
  cases: number;
  outcomes: Map<string, number>;
}
const tried: Tried[] = [];
const started = Date.now();
let failureCount = 0;
/** Cases sent again after a 503 platform_unavailable (see runCases). */
let transientRetries = 0;

/** Why an answer is wrong, or null. */
function problem(res: APIResponse, text: string): string | null {
  if (res.status() >= 500) return `status ${res.status()}: ${text.slice(0, 300)}`;
  const headerText = res
    .headersArray()
    .map(({ name, value }) => `${name}: ${value}`)
    .join('\n');
  if (echoes(text, MARKER)) return `the marker came back in the body: ${text.slice(0, 300)}`;
  if (echoes(headerText, MARKER)) return `the marker came back in a header: ${headerText.slice(0, 600)}`;
  if (!/\bno-store\b/.test(res.headers()['cache-control'] ?? '')) return `no Cache-Control: no-store (status ${res.status()}): ${text.slice(0, 200)}`;
  if (!/^application\/json\b/i.test(res.headers()['content-type'] ?? '')) return `not JSON (status ${res.status()}, content-type ${res.headers()['content-type']}): ${text.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `a JSON content type without JSON (status ${res.status()}): ${text.slice(0, 300)}`;
  }
  const bad = envelopeProblem(json);
  return bad && `${bad} (status ${res.status()}): ${text.slice(0, 300)}`;
}

function describeCase(c: Case, cookieKind: string): string {
  const body = c.body ? ` body(${c.body.kind}, ${c.body.text.length} chars${c.body.contentType ? `, ${c.body.contentType}` : ''}): ${JSON.stringify(c.body.text.slice(0, 200))}` : '';
  return `${c.method} ${c.target.slice(0, 300)} as ${cookieKind}, origin ${JSON.stringify(c.headers.origin)}, xff ${JSON.stringify(c.headers.forwardedFor)}, language ${JSON.stringify(c.headers.language)}${body}`;
}

interface RunOptions {
  /** The status every answer must have (a method the route does not declare: 405). */
  expectStatus?: number;
  /** A successful answer ends the member's session (logout). */
  endsSession?: boolean;
}

function errorCodeOf(res: APIResponse, text: string): string {
  return /"errorCode":"([^"]{1,60})"/.exec(text)?.[1] ?? (res.status() < 300 ? 'ok' : '?');
}

/**
 * `total` cases, generated 100 at a time as they are sent (the next ones are made while requests are in flight, and a
 * megabyte body lives only until its turn). The seed of each chunk comes from `seed`: FUZZ_SEED replays them all.
 */
function* caseStream(arbitrary: fc.Arbitrary<Case>, seed: number, total: number): Generator<Case> {
  const CHUNK = 100;
  for (let done = 0; done < total; done += CHUNK) yield* fc.sample(arbitrary, { numRuns: Math.min(CHUNK, total - done), seed: (seed + done) | 0 });
}

/** Sends every case, CONCURRENCY at a time; returns the failures (at most 20 kept) and how many were sent. */
async function runCases(request: APIRequestContext, cases: Iterator<Case>, outcomes: Map<string, number>, options: RunOptions = {}): Promise<{ failures: string[]; sent: number }> {
  const failures: string[] = [];
  let sent = 0;
  const worker = async () => {
    for (let item = cases.next(); !item.done; item = cases.next()) {
      const c = item.value;
      sent += 1;
      const member = c.headers.identity === 'member';
      const cookie = member
        ? `site_session=${await memberCookie(request)}`
        : c.headers.identity === 'junk'
          ? `site_session=Fe26.2*1*${MARKER}*${'z'.repeat(40)}`
          : 'fuzz=none';
      const send = () =>
        request.fetch(c.target, {
          method: c.method,
          headers: requestHeaders(c, cookie),
          ...(c.body ? { data: c.body.text } : {}),
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        });
      let res: APIResponse;
      let text: string;
      let code: string;
      let retried = '';
      try {
        res = await send();
        text = await res.text();
        code = errorCodeOf(res, text);
        // The site's answer when the platform is slower than its read timeout (2 s) or its breaker is open: on a
        // loaded machine that is the machine. The same case again, after the breaker's cool-down if need be, tells
        // load from input: an input that makes the platform fail fails every time.
        for (const pause of [BACK_OFF_AFTER_503_MS, BACK_OFF_PAST_COOLDOWN_MS]) {
          if (res.status() !== 503 || code !== 'platform_unavailable') break;
          await new Promise((resolve) => setTimeout(resolve, pause));
          res = await send();
          text = await res.text();
          code = errorCodeOf(res, text);
          retried = ' (after a 503 platform_unavailable)';
          transientRetries += 1;
        }
      } catch (error) {
        failureCount += 1;
        failures.push(`${describeCase(c, c.headers.identity)}: no answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        continue;
      }
      const key = `${res.status()} ${code}${retried}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (member) afterMemberCase(cookie.slice('site_session='.length), res, options.endsSession ?? false);
      let bad = problem(res, text);
      const expectStatus = unreadableVisitor(c.headers.forwardedFor) ? 400 : options.expectStatus;
      if (!bad && expectStatus !== undefined && res.status() !== expectStatus) bad = `status ${res.status()}, expected ${expectStatus}: ${text.slice(0, 200)}`;
      if (bad) failureCount += 1;
      if (bad && failures.length < 20) failures.push(`${describeCase(c, c.headers.identity)}\n    → ${bad}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, sent };
}

/** A stable seed per route and method, from the run's seed: FUZZ_SEED replays the same cases. */
function seedFor(name: string): number {
  let h = SEED;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

// A trace would record every request and answer (bodies up to a megabyte): the failure report names the case instead.
test.use({ trace: 'off' });
// A finding is not retried away with other cases (the seed of a retry differs): FUZZ_SEED replays it instead.
test.describe.configure({ retries: 0 });

test.afterAll(() => {
  const count = (kind: Tried['kind']) => tried.filter((t) => t.kind === kind);
  const requests = tried.reduce((n, t) => n + t.cases, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `site API fuzz: ${routes.length} route files; ${count('declared').length} declared route methods × ≥${RUNS} cases, ` +
      `undeclared methods of ${count('undeclared').length} routes × ${UNDECLARED_RUNS} each, ${count('probe').reduce((n, t) => n + t.cases, 0)} probes; ` +
      `${requests} requests in ${seconds} s, ${failureCount} failures (marker ${MARKER}, FUZZ_SEED=${SEED}, ${CONCURRENCY} in flight; ` +
      `player1 logins ${memberState.logins}, sandbox resets ${memberState.resets}, resent after a 503 platform_unavailable ${transientRetries})\n` +
      tried.map((t) => `  ${t.name}: ${t.cases} (${[...t.outcomes].sort((a, b) => b[1] - a[1]).map(([o, n]) => `${o} ×${n}`).join(', ')})`).join('\n') +
      `\n  not fuzzed:\n${Object.entries(NOT_FUZZED).map(([what, why]) => `    ${what}: ${why}`).join('\n')}`,
  );
});

test.beforeAll(async ({ playwright }) => {
  // The seed back (and the login limiter cleared): the fuzz starts from a known platform.
  const request = await playwright.request.newContext();
  expect((await request.post(`${PLATFORM}/__sandbox/reset`)).ok()).toBe(true);
  await request.dispose();
});

test('finds the API routes in app/api and their methods', () => {
  expect(routes.length).toBeGreaterThan(15);
  const names = routes.flatMap((r) => r.declared.map((d) => `${d.method} ${r.urlPath}`));
  expect(names).toEqual(expect.arrayContaining(['POST /api/session/login', 'POST /api/session/logout', 'GET /api/health', 'GET /api/member/summary']));
  expect(routes.filter((r) => r.catchAll).length).toBeGreaterThan(0);
  for (const route of routes) expect(route.declared.length, `${route.file} declares no method`).toBeGreaterThan(0);
});

for (const route of routes) {
  for (const declared of route.declared) {
    const name = route.catchAll ? `${route.urlPath} (unknown paths, every method)` : `${declared.method} ${route.urlPath}`;
    // A catch-all's every method is the same handler on generated paths: one run of FUZZ_RUNS cases over all methods.
    if (route.catchAll && declared !== route.declared[0]) continue;
    test(`${name} [${declared.access}${declared.reads.length ? `, reads ${declared.reads.join('+')}` : ''}]`, async ({ request }) => {
      test.setTimeout(60_000 + RUNS * 150);
      const cases = caseStream(caseArbitrary(route, route.catchAll ? null : declared.method), seedFor(name), RUNS);
      const outcomes = new Map<string, number>();
      const { failures, sent } = await runCases(request, cases, outcomes, { endsSession: /\/logout$/.test(route.urlPath) });
      tried.push({ name, kind: 'declared', cases: sent, outcomes });
      expect(failures, `${failures.length} failures (FUZZ_SEED=${SEED}, marker ${MARKER}):\n${failures.join('\n')}`).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    });
  }
  if (route.catchAll || route.undeclared.length === 0) continue;
  const undeclaredNames = route.undeclared.map((u) => `${u.method}${u.alias ? ' (alias)' : ''}`).join(', ');
  test(`${route.urlPath}: the methods it does not declare (${undeclaredNames})`, async ({ request }) => {
    const outcomes = new Map<string, number>();
    const failures: string[] = [];
    let count = 0;
    for (const { method, alias } of route.undeclared) {
      const cases = caseStream(caseArbitrary(route, method), seedFor(`${method} ${route.urlPath}`), UNDECLARED_RUNS);
      const run = await runCases(request, cases, outcomes, alias ? {} : { expectStatus: 405 });
      count += run.sent;
      failures.push(...run.failures);
    }
    tried.push({ name: `${route.undeclared.map((u) => u.method).join('|')} ${route.urlPath} (undeclared)`, kind: 'undeclared', cases: count, outcomes });
    expect(failures, `${failures.length} failures (FUZZ_SEED=${SEED}):\n${failures.join('\n')}`).toEqual([]);
  });
}

test('requests answered before any route file (listed as not fuzzed) never fail', async ({ request }) => {
  const outcomes = new Map<string, number>();
  const failures: string[] = [];
  const targets = BEFORE_ROUTES(encode(MARKER));
  for (const target of targets) {
    for (const method of METHODS) {
      const res = await request.fetch(target, { method, headers: { cookie: 'fuzz=none', origin: ORIGIN }, data: method === 'GET' ? undefined : '{}', maxRedirects: 0, failOnStatusCode: false });
      const key = `${res.status()} ${res.headers()['content-type']?.split(';')[0] ?? '-'}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (res.status() >= 500) failures.push(`${method} ${target}: ${res.status()}`);
    }
  }
  tried.push({ name: 'before any route (/api, "…/", "//")', kind: 'probe', cases: targets.length * METHODS.length, outcomes });
  expect(failures).toEqual([]);
});

test('HEAD and OPTIONS, answered by Next for every route, never fail or echo', async ({ request }) => {
  const outcomes = new Map<string, number>();
  const failures: string[] = [];
  for (const route of routes) {
    const target = route.catchAll ? `/api/${encode(MARKER)}` : route.urlPath.replace(/\[[^\]]+\]/g, 'x');
    for (const method of ['HEAD', 'OPTIONS']) {
      const res = await request.fetch(`${target}?q=${encode(MARKER)}`, { method, headers: { cookie: 'fuzz=none', origin: ORIGIN }, maxRedirects: 0, failOnStatusCode: false });
      const headerText = res.headersArray().map(({ name, value }) => `${name}: ${value}`).join('\n');
      const text = await res.text();
      outcomes.set(`${method} ${res.status()}`, (outcomes.get(`${method} ${res.status()}`) ?? 0) + 1);
      if (res.status() >= 500 || echoes(text, MARKER) || echoes(headerText, MARKER)) failures.push(`${method} ${target}: ${res.status()} ${headerText.slice(0, 300)} ${text.slice(0, 200)}`);
    }
  }
  tried.push({ name: 'HEAD and OPTIONS of every route', kind: 'probe', cases: routes.length * 2, outcomes });
  expect(failures).toEqual([]);
});
