/**
 * Generators shared by the fuzz suites (sandbox/tests/fuzz-suite.ts for the sandbox platform,
 * tests/e2e/api-fuzz.spec.ts for the site's API): JSON bodies built as text (so `__proto__` stays an own key), with
 * wrong types for every known field, deep nesting, huge strings and awkward unicode; non-JSON bodies; odd content
 * types; query strings. Every generated string carries the run's marker, so an answer that echoes input is caught by
 * looking for the marker in it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

/**
 * Generated cases per endpoint: FUZZ_RUNS, at least 1, else the suite's default (sized so that `npm test` fits CI's 30
 * minutes on two cores; `FUZZ_RUNS=2000 npm test` is a deep run).
 */
export function fuzzRuns(defaultRuns: number): number {
  const n = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  return Number.isInteger(n) && n > 0 ? n : defaultRuns;
}

/** A distinctive token for this run ("ECHO" and 12 hex digits); it must never come back in an answer. */
export function newMarker(): string {
  return `ECHO${randomBytes(6).toString('hex')}`;
}

/** Whether an answer (body or header text) carries the marker, in any letter case. */
export function echoes(text: string, marker: string): boolean {
  return text.toLowerCase().includes(marker.toLowerCase());
}

/**
 * Field names the code under test reads, harvested from its source so fields added later are fuzzed too: quoted
 * names passed to the readers (`readText(body, 'x')`, `c.req.query('x')`), yup object keys (`x: string()`), and
 * property reads of a body (`body.x`, `p.x`, `input.x`).
 */
export function harvestFields(roots: string[], base: readonly string[] = []): string[] {
  const fields = new Set(base);
  const patterns = [
    /\b(?:body|p|payload|query|input|o)\s*,\s*'([A-Za-z_]\w{0,40})'/g,
    /\b(?:readText|requireString|optionalString|requireOneOf|requireArrayOf|requireChoice|requireRuleText|ruleText|requireOneOfIgnoringCase|invalidField)\([^'()]{0,60}(?:\([^'()]*\)\)?)?[^'()]{0,20}'([A-Za-z_]\w{0,40})'/g,
    /\.(?:query|header)\('([A-Za-z_][\w-]{0,40})'\)/g,
    /\b(?:body|p|payload|input|raw)\??\.([A-Za-z_]\w{0,40})\b/g,
    /^\s*([A-Za-z_]\w{0,40}):\s*(?:string|number|boolean|mixed|array|object)\(\)/gm,
    /^\s*([A-Za-z_]\w{0,40}):\s*(?:dialCode|mobile|opaqueToken|smsCodeField|mobileField|dialCodeField|username|password|sms)\b/gm,
  ];
  const skip = new Set(['length', 'trim', 'then', 'map', 'ok', 'value', 'field', 'key', 'kind', 'type_']);
  const walk = (p: string) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
      return;
    }
    if (!/\.tsx?$/.test(p)) return;
    const text = fs.readFileSync(p, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) if (!skip.has(m[1]!)) fields.add(m[1]!);
  };
  for (const root of roots) walk(root);
  return [...fields].sort();
}

/** Characters and snippets that have broken parsers, validators, loggers and templates before. */
const AWKWARD = [
  '\u0000', '\u0007', '\u001b[31m', '\uD800', '\uDFFF', '\uD83D', '\uDE00\uD83D', '\u202E', '\u200F', '\u061C', '\u200B',
  '\u200D', '\u2060', '\uFEFF', '\uFFFE', '\uFFFF', '\u2028', '\u2029', '\r\n', '\t', '\\', '"', "'", '`', '🦄',
  '👨‍👩‍👧‍👦', '🏳️‍🌈', 'e\u0301', 'ﷺ', '𝕏', 'İ', 'ß', 'ﬀ', 'Ω', 'ǅ', 'الْعَرَبِيَّة', 'עברית', '漢字', 'ไทย', 'Tiếng Việt',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠͇͈͉͍͎͓͔͕͖͙͚', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR '1'='1' --", '; DROP TABLE members;',
  '${7*7}', '{{7*7}}', '#{7*7}', '%s%s%n', '../../../../etc/passwd', '%00', '%ff', '%', '&', '=', '?', '#', '+', '\\u0000',
  'null', 'undefined', 'NaN', 'Infinity', '1e309', '-0', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype',
  'toString', 'hasOwnProperty', 'valueOf', ' ', '\u00a0', '\u3000',
];

const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...AWKWARD),
  fc.string({ unit: fc.constantFrom(...AWKWARD), maxLength: 4 }),
);

/** A string with the marker somewhere in it. */
function markedString(marker: string): fc.Arbitrary<string> {
  return fc.tuple(piece, piece).map(([a, b]) => `${a}${marker}${b}`);
}

/** 100 KB to 400 KB: past every field limit, under the sandbox's 1 MB body limit. A few are over 1 MB. */
function hugeString(marker: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 100_000, max: 400_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_050_000, max: 1_200_000 }) },
  ).chain((n) => fc.constantFrom('a', 'é', '漢', '🦄', '\u200B', '9').map((unit) => `${marker}${unit.repeat(Math.ceil(n / unit.length))}`));
}

/** Values that often pass a check, so that the next check is reached (no real account's credentials). */
const PLAUSIBLE_TEXT = [
  'username', 'sms', 'member', 'agent', 'mobile', 'register', 'W', 'B', 'WEB', 'web', 'en', 'vi', 'vi-VN', '84', '+84', '63',
  '912345678', '0912345678', '123456', '1234', 'fuzzuser9', 'Fuzz#2026', 'fuzz@example.com', 'new_player', 'localhost',
  'AGENT1', 'ABC123', 'PG', '0', '',
];

/**
 * Values for fields whose name says what they hold, so that a body with every field plausible passes a handler's
 * first checks and the one wrong field is met by the later ones. Fields not named here get PLAUSIBLE_TEXT.
 */
const HINTS: Record<string, readonly unknown[]> = {
  type: ['username', 'sms'],
  regType: ['username', 'mobile'],
  entrance: ['member', 'agent'],
  purpose: ['register', 'sms'],
  platform: ['W', 'html5-desktop'],
  executionType: ['B'],
  types: [['B', 'PL', 'PU', 'PR'], ['B'], ['H']],
  groupName: ['w_main', 'w_top'],
  language: ['en', 'vi', 'vi-VN', 'zh'],
  lang: ['en', 'vi', 'th'],
  status: [0, 1, 2],
  maintenanceEnd: ['2030-01-01T00:00:00Z', null],
  x: [0, 20, 55, 88, 100, 1000],
  countryDialingCode: ['84', '+84', '63', '1'],
  dialCode: ['84', '63'],
  mobileNum: ['912345678', '987654321', '9123456789'],
  mobileNo: ['912345678', '987654321', '9123456789'],
  mobile: ['912345678', '987654321', '9123456789'],
  verificationCode: ['123456', '000000', '1234'],
  url: ['localhost', 'http://vn.localhost:3000/x', 'ph.localhost', '127.0.0.1'],
  device: ['WEB', 'web'],
  username: ['fuzzuser9', 'fuzz_user', 'FuzzUser10', 'a'],
  password: ['Fuzz#2026', 'Abcdef12'],
  confirmPassword: ['Fuzz#2026', 'Abcdef12'],
  oldPassword: ['Fuzz#2026'],
  newPassword: ['Fuzz#2027', 'Abcdef12'],
  confirmNewPassword: ['Fuzz#2027', 'Abcdef12'],
  paymentPassword: ['123456'],
  email: ['fuzz@example.com', 'player9@example.com'],
  code: ['AGENT1', 'ABC123', 'new_player'],
  affiliateCode: ['AGENT1', 'ABC123'],
  referralCode: ['REF123', 'ABC123'],
  category: ['new_player', 'sports'],
  captcha: ['1234', '0000'],
  puzzleId: ['0123456789abcdef0123456789abcdef'],
  verifyToken: ['0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'],
  sliderToken: ['fuzz-slider-token'],
  registerMethod: ['WEB'],
  remember: [true, false],
  vassalage: ['PG', 'EVO'],
  domain: ['localhost', 'vn.localhost'],
  loginDeviceId: ['fuzz-device'],
  payeeName: ['Fuzz Tester'],
  to: ['fuzz@example.com'],
  merchant: ['demo', 'vn88'],
};

/**
 * A plausible value for a field no hint names. Built once: fc.stringMatching compiles its pattern into an arbitrary,
 * which costs milliseconds, and a body generator asks for this once per known field (hundreds of them).
 */
const PLAUSIBLE_ANY: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT) },
  { weight: 2, arbitrary: fc.stringMatching(/^\d{4,15}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{3,15}$/) },
  { weight: 2, arbitrary: fc.integer({ min: -1, max: 120 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

function plausible(field?: string): fc.Arbitrary<unknown> {
  const hinted = field !== undefined ? HINTS[field] : undefined;
  return hinted ? fc.constantFrom(...hinted) : PLAUSIBLE_ANY;
}

/** Every field (once, however often the list names it) with a plausible value, each present 4 times in 5. */
function plausibleEntries(fields: readonly string[]): fc.Arbitrary<[string, unknown][]> {
  return fc
    .tuple(...[...new Set(fields)].map((f) => fc.option(plausible(f).map((v) => [f, v] as [string, unknown]), { freq: 5, nil: null })))
    .map((entries) => entries.filter((e): e is [string, unknown] => e !== null));
}

/** JSON number literals JSON.parse accepts but that are out of range, negative zero or very long. */
const ODD_NUMBERS = ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.1e1', '9007199254740993', '-9223372036854775809'];

/** JSON text of a generated value: anything, of any type. */
function jsonValue(marker: string, keys: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: markedString(marker).map((s) => JSON.stringify(s)) },
    { weight: 3, arbitrary: plausible().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
  );
  const { node } = fc.letrec<{ node: string; arr: string; obj: string }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
    arr: fc.array(tie('node'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    obj: fc.array(fc.tuple(keys, tie('node')), { maxLength: 4 }).map((entries) => objectText(entries)),
  }));
  return fc.oneof(
    { weight: 60, arbitrary: node },
    { weight: 1, arbitrary: hugeString(marker).map((s) => JSON.stringify(s)) },
    { weight: 1, arbitrary: deepText(marker) },
  );
}

/** `{"k":v,…}` from entries whose values are JSON text already; keys may repeat and may be `__proto__`. */
function objectText(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

/** Arrays or objects nested 50 to 20,000 deep, with the marker at the bottom. */
function deepText(marker: string): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('array', 'object', 'mixed')).map(([depth, shape]) => {
    const bottom = JSON.stringify(marker);
    if (shape === 'array') return `${'['.repeat(depth)}${bottom}${']'.repeat(depth)}`;
    if (shape === 'object') return `${'{"a":'.repeat(depth)}${bottom}${'}'.repeat(depth)}`;
    return `${'{"a":['.repeat(depth)}${bottom}${']}'.repeat(depth)}`;
  });
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

export interface FuzzBody {
  /** What was generated, for failure reports. */
  kind: string;
  /** The body exactly as sent. */
  text: string;
  /** Content-Type header, or none. */
  contentType?: string;
}

/**
 * Request bodies: mostly JSON objects over the known fields with values of every type, then objects smuggling
 * `__proto__` / `constructor.prototype`, very deep nesting, JSON that is not an object, and text that is not JSON.
 */
export function fuzzBodies(marker: string, fields: readonly string[]): fc.Arbitrary<FuzzBody> {
  const keys = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: markedString(marker) },
  );
  const value = jsonValue(marker, keys);
  const knownObject = fc.array(fc.tuple(keys, value), { maxLength: 14 }).map((entries) => objectText(entries));
  // Every known field plausible but one to three of them: reaches the later checks of a handler.
  const oneWrong = fc
    .tuple(plausibleEntries(fields), fc.array(fc.tuple(keys, value), { minLength: 1, maxLength: 3 }))
    .map(([entries, wrong]) => {
      const replaced = new Set(wrong.map(([k]) => k));
      return objectText([...entries.filter(([k]) => !replaced.has(k)).map(([k, v]) => [k, JSON.stringify(v)] as const), ...wrong]);
    });
  const polluted = fc
    .tuple(fc.constantFrom(...PROTO_KEYS), fc.array(fc.tuple(keys, value), { maxLength: 6 }), fc.array(fc.tuple(fc.constantFrom(...fields), value), { maxLength: 6 }))
    .map(([proto, inner, outer]) =>
      proto === 'constructor'
        ? objectText([...outer, ['constructor', objectText([['prototype', objectText(inner)]])]])
        : objectText([[proto, objectText(inner)], ...outer]),
    );
  const notObject = fc.oneof(value, fc.constantFrom('[]', '""', '0', 'null', 'true', '[{}]'));
  const notJson = fc.oneof(
    markedString(marker),
    fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', '{"a":1}{"b":2}', '{"a":1} x', 'NaN', '{"a":NaN}', '{"a":undefined}', '\uFEFF{}', '{"\\ud800":1}', '{"a":"\\x41"}', ' '),
    fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `${s}${marker}`),
    fc.tuple(fc.constantFrom(...fields), markedString(marker)).map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`),
  );
  const text = fc.oneof(
    { weight: 10, arbitrary: knownObject.map((t) => ['object', t] as const) },
    { weight: 8, arbitrary: oneWrong.map((t) => ['one-wrong', t] as const) },
    { weight: 2, arbitrary: polluted.map((t) => ['polluted', t] as const) },
    { weight: 1, arbitrary: deepText(marker).map((t) => ['deep', t] as const) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...fields), hugeString(marker)).map(([k, v]) => ['huge', objectText([[k, JSON.stringify(v)]])] as const) },
    { weight: 1, arbitrary: notObject.map((t) => ['not-object', t] as const) },
    { weight: 2, arbitrary: notJson.map((t) => ['not-json', t] as const) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'application/json; charset=utf-16',
        'application/xml', 'application/octet-stream', 'application/json; charset=nope', '*/*', 'application/',
      ),
    },
    { weight: 1, arbitrary: fc.constant(`application/x-${marker}`) },
  );
  return fc.tuple(text, contentType).map(([[kind, t], ct]) => ({ kind, text: t, ...(ct === undefined ? {} : { contentType: ct }) }));
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD), unlike encodeURIComponent never throws. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

/** Raw pieces of a query that are not valid percent-encoding or that confuse parsers. */
const RAW_QUERY = ['%', '%Z', '%ZZ', '%ff%fe', '%00', '%E0%A4%A', '%C0%AF', '%%', '&&', '==', '+', '%2B', '%26', '%3D', '#frag', '%u0041'];

/** A query string (without "?") over the known fields: every value a marked or plausible string, or raw junk. */
export function fuzzQueries(marker: string, fields: readonly string[], maxValueLength: number): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'a[]', 'a[b]', 'a.b', '') },
    { weight: 1, arbitrary: markedString(marker) },
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: markedString(marker) },
    { weight: 3, arbitrary: plausible().map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 1, arbitrary: fc.integer({ min: maxValueLength / 2, max: maxValueLength }).map((n) => `${marker}${'x'.repeat(n)}`) },
  );
  const plausiblePairs = fc
    .tuple(plausibleEntries(fields), fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 2 }))
    .map(([entries, wrong]) => {
      const replaced = new Set(wrong.map(([k]) => k));
      return [...entries.filter(([k]) => !replaced.has(k)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as const), ...wrong]
        .map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`)
        .join('&');
    });
  const pair = fc.oneof(
    { weight: 10, arbitrary: fc.tuple(key, value).map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`) },
    { weight: 1, arbitrary: key.map((k) => encodeQueryValue(k)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...RAW_QUERY)).map(([k, raw]) => `${k}=${raw}${marker}`) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&')) },
    { weight: 1, arbitrary: plausiblePairs },
  );
}

/** A Language header: a real tag, junk, or the marker. */
export function fuzzLanguage(marker: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('en', 'vi', 'vi-VN', 'zh-Hant-TW', 'EN', 'xx', '*', ''),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => `${s}${marker}`),
  );
}

/** What an answer must look like: the platform's envelope and nothing else ({ success, errorCode?, message?, value? }). */
export function envelopeProblem(json: unknown, extraKeysAllowed = false): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'not a JSON object';
  const body = json as Record<string, unknown>;
  if (typeof body.success !== 'boolean') return 'success is not a boolean';
  if (body.errorCode !== undefined && typeof body.errorCode !== 'string') return 'errorCode is not a string';
  if (body.message !== undefined && typeof body.message !== 'string') return 'message is not a string';
  if (!body.success && (typeof body.errorCode !== 'string' || body.errorCode === '')) return 'a failure without an errorCode';
  if (!extraKeysAllowed) {
    const extra = Object.keys(body).filter((k) => !['success', 'errorCode', 'message', 'value'].includes(k));
    if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  }
  return null;
}
