/**
 * Fuzzing every sandbox endpoint, found in the app's own route table (so endpoints added later are covered): for each,
 * FUZZ_RUNS (default 100) generated requests: JSON bodies (wrong types for every known field, deep nesting,
 * `__proto__` keys, huge strings, unicode), the same payloads encrypted as an "enc" body, non-JSON bodies and odd
 * content types for writes; generated query strings for reads; with the headers the site sends (Merchant, Device,
 * Language, X-Forwarded-For), as a signed-in member, without a token and with a junk one. Every answer must be
 * below 500, the platform's envelope (an SVG for a CDN image), and free of the run's marker.
 */
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CompactEncrypt, importJWK } from 'jose';
import { CONFIGURABLE_FIELDS, REGISTER_FIELDS, type EncryptionKeyDto } from '@site/platform-contract';
import { requestFields } from './request-fields';
import { echoes, envelopeProblem, fuzzBodies, fuzzLanguage, fuzzQueries, fuzzRuns, harvestFields, newMarker } from '../../tests/support/fuzz';
import { call, makeSandbox, sandboxSources, tokenFor } from './helpers';

/**
 * The suite runs in parts (every `parts`-th endpoint from `part`), one test file each, so the workers share it.
 */
export function fuzzSandboxEndpoints(part: number, parts: number): void {
  jest.setTimeout(600_000);

  const sandbox = makeSandbox();
  const { app } = sandbox;
  afterAll(() => sandbox.cleanup());

  const RUNS = fuzzRuns(100);
  const MARKER = newMarker();
  // The routes' own reads, and the fields of the contract's request schemas they validate bodies with.
  const FIELDS = harvestFields(sandboxSources(), [...REGISTER_FIELDS, ...CONFIGURABLE_FIELDS, 'value', ...requestFields()]);
  const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

  /**
   * Endpoints that read no body and no query, whose every call is the same: fuzzing them would only repeat that call.
   * POST /__sandbox/reset puts the database back to the seed (tens of ms); it runs before each endpoint below anyway.
   */
  const NOT_FUZZED: Record<string, string> = { 'POST /__sandbox/reset': 'reads no input; called before every endpoint' };

  /** Path parameters filled with values that exist in the seed. */
  function fillParams(route: string): string {
    return route.replace(/:(\w+)/g, (_all, name: string) => {
      if (name === 'code') return 'demo';
      if (name === 'lang') return 'en';
      if (name === 'id') return '1';
      if (name === 'vassalage') return 'MICRO';
      if (name === 'file') {
        if (route.startsWith('/cdn/logos/')) return 'demo.svg';
        if (/^\/cdn\/(notices|help)\//.test(route)) return 'maintenance.svg';
        if (route.startsWith('/cdn/avatars/')) return 'star.svg';
        return '1.svg';
      }
      throw new Error(`no value for the path parameter :${name} of ${route}; add one to fillParams`);
    });
  }

  const endpoints = [...new Map(app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()]
    .map((r) => ({ method: r.method, route: r.path, url: fillParams(r.path) }))
    .filter((e) => !NOT_FUZZED[`${e.method} ${e.route}`]);

  const tried: { endpoint: string; cases: number; outcomes: Map<string, number> }[] = [];

  afterAll(() => {
    const cases = tried.reduce((n, t) => n + t.cases, 0);
    console.log(
      `sandbox fuzz part ${part + 1}/${parts}: ${tried.length} endpoints × ≥${RUNS} cases = ${cases} requests, 0 failures (marker ${MARKER}; not fuzzed: ${Object.keys(NOT_FUZZED).join(', ')})\n` +
        tried.map((t) => `  ${t.endpoint}: ${t.cases} (${[...t.outcomes].sort((a, b) => b[1] - a[1]).map(([o, n]) => `${o} ×${n}`).join(', ')})`).join('\n'),
    );
  });

  interface Session {
    token: string;
    memberId: number;
  }

  /** The seed back, the login limiter cleared, and player1 signed in (one real login). */
  async function freshState(): Promise<Session> {
    expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(200);
    const token = await tokenFor(app, 'demo');
    const memberId = app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get('demo', 'player1') as number;
    return { token, memberId };
  }

  /**
   * The state an endpoint starts from: the seed again after an endpoint that writes (a closed merchant, a changed
   * password, a spent balance would change what the next one can reach); after a read, the state it left (a reset
   * re-seeds every merchant's history, which costs more than a hundred reads).
   */
  let current: Session | null = null;
  async function startingState(): Promise<Session> {
    current ??= await freshState();
    return current;
  }

  /** A call that ends the session (logout) revokes the token: the next member case gets a new session row. */
  function ensureSession(session: Session): void {
    const hash = createHash('sha256').update(session.token).digest('hex');
    const revoked = app.db.prepare('SELECT revoked FROM sessions WHERE token_hash = ?').pluck().get(hash);
    if (revoked === 0) return;
    const token = randomBytes(32).toString('hex');
    const now = Date.now();
    app.db
      .prepare('INSERT INTO sessions (token_hash, member_id, merchant_code, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(createHash('sha256').update(token).digest('hex'), session.memberId, 'demo', '127.0.0.1', now, now + 3_600_000);
    session.token = token;
  }

  let encryptText: ((text: string) => Promise<string>) | undefined;
  async function encrypted(text: string): Promise<string> {
    if (!encryptText) {
      const dto = (await call<EncryptionKeyDto>(app, 'GET', '/wps/system/encryption-key', { merchant: 'demo' })).json.value!;
      const key = await importJWK(dto.jwk, dto.alg);
      encryptText = (plain) =>
        new CompactEncrypt(new TextEncoder().encode(plain)).setProtectedHeader({ alg: dto.alg, enc: dto.enc, kid: dto.kid }).encrypt(key);
    }
    return JSON.stringify({ value: await encryptText(text) });
  }

  const headerCase = fc.record({
    identity: fc.constantFrom('member', 'none', 'junk'),
    merchant: fc.oneof(
      { weight: 12, arbitrary: fc.constant<string | undefined>('demo') },
      { weight: 1, arbitrary: fc.constantFrom<string | undefined>('vn88', 'ph', undefined, ' demo ', 'DEMO') },
      { weight: 1, arbitrary: fc.constant<string | undefined>(`nobody${MARKER}`) },
    ),
    language: fuzzLanguage(MARKER),
    // Spread over many addresses so the login limiter (per address) lets most attempts reach the password check.
    ip: fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.constantFrom('::1', 'not an ip', `1.2.3.4${MARKER}`) }),
  });

  const writeCase = fc.record({ headers: headerCase, body: fuzzBodies(MARKER, FIELDS), encrypt: fc.boolean() });
  const readCase = fc.record({ headers: headerCase, query: fuzzQueries(MARKER, FIELDS, 20_000) });

  type HeaderCase = typeof headerCase extends fc.Arbitrary<infer T> ? T : never;

  function requestHeaders(h: HeaderCase, session: Session): Record<string, string> {
    const headers: Record<string, string> = { Device: 'WEB', 'X-Forwarded-For': h.ip };
    if (h.merchant !== undefined) headers.Merchant = h.merchant;
    if (h.language !== undefined) headers.Language = h.language;
    if (h.identity === 'member') headers.Authorization = session.token;
    if (h.identity === 'junk') headers.Authorization = `${MARKER}${'z'.repeat(40)}`;
    return headers;
  }

  /** Why an answer is wrong, or null. */
  async function problem(res: Response, url: string, outcomes: Map<string, number>): Promise<string | null> {
    const text = await res.text();
    const code = /"errorCode":"([^"]{1,60})"/.exec(text)?.[1] ?? (res.status < 300 ? 'ok' : '?');
    outcomes.set(`${res.status} ${code}`, (outcomes.get(`${res.status} ${code}`) ?? 0) + 1);
    if (res.status >= 500) return `status ${res.status}: ${text.slice(0, 300)}`;
    const headerText = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    if (echoes(text, MARKER) || echoes(headerText, MARKER)) return `the marker came back: ${text.slice(0, 300)}`;
    if (res.status === 200 && url.startsWith('/cdn/') && res.headers.get('content-type')?.startsWith('image/svg+xml')) return null;
    // The demo games' pages are HTML (a fuzzed ticket is never valid: the "session ended" page, 403).
    if (/^\/play\/(slot|lottery|fun\/slot)(\?|$)/.test(url) && res.headers.get('content-type') === 'text/html; charset=utf-8') {
      return res.status === 403 && text.includes('This game session has ended') ? null : `unexpected page (status ${res.status})`;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return `not JSON (status ${res.status}): ${text.slice(0, 300)}`;
    }
    const bad = envelopeProblem(json, url.startsWith('/__sandbox/'));
    return bad && `${bad} (status ${res.status}): ${text.slice(0, 300)}`;
  }

  describe(`fuzzing every sandbox endpoint (part ${part + 1} of ${parts})`, () => {
    it('finds the endpoints in the route table', () => {
      expect(endpoints.length).toBeGreaterThan(30);
      expect(endpoints.map((e) => `${e.method} ${e.route}`)).toEqual(expect.arrayContaining(['POST /wps/session/login', 'GET /wps/system/status']));
    });

    it.each(endpoints.filter((_e, i) => i % parts === part).map((e) => [`${e.method} ${e.route}`, e] as const))('%s', async (name, { method, url }) => {
      const session = await startingState();
      // Set before the cases run: a write that fails half-way still leaves its mark.
      if (WRITES.has(method)) current = null;
      let cases = 0;
      const outcomes = new Map<string, number>();
      const send = async (init: RequestInit & { headers: Record<string, string> }, target: string) => {
        cases += 1;
        const res = await app.request(target, init);
        const bad = await problem(res, target, outcomes);
        if (bad) throw new Error(`${method} ${target}: ${bad}`);
      };
      if (WRITES.has(method)) {
        await fc.assert(
          fc.asyncProperty(writeCase, async ({ headers: h, body, encrypt }) => {
            ensureSession(session);
            const headers = requestHeaders(h, session);
            const text = encrypt ? await encrypted(body.text) : body.text;
            if (encrypt) headers['Content-Type'] = 'application/json';
            else if (body.contentType) headers['Content-Type'] = body.contentType;
            await send({ method, headers, body: text }, url);
          }),
          { numRuns: RUNS },
        );
      } else {
        await fc.assert(
          fc.asyncProperty(readCase, async ({ headers: h, query }) => {
            ensureSession(session);
            await send({ method, headers: requestHeaders(h, session) }, query ? `${url}?${query}` : url);
          }),
          { numRuns: RUNS },
        );
      }
      tried.push({ endpoint: name, cases, outcomes });
      expect(cases).toBeGreaterThanOrEqual(RUNS);
    });
  });
}
