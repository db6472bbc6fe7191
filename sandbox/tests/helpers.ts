/** Test helpers: a sandbox app on a temporary database, a request shortcut and an encrypted login. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import os from 'node:os';
import path from 'node:path';
import { CompactEncrypt, importJWK } from 'jose';
import { createSandboxApp, type SandboxApp, type SandboxOptions } from '../app';
import { PlatformHeader, type EncryptionKeyDto, type Envelope, type FreePlayRequest, type LoginPayload, type LoginResultDto } from '@site/platform-contract';

export const PUBLIC_URL = 'http://sandbox.test:4000';

/** The sandbox package (its tests and installed packages are not its code). */
const SANDBOX = path.resolve(__dirname, '..');
/** The platform contract's package, whose code the seed reads too. */
const CONTRACT = path.resolve(__dirname, '../../platform-contract');

function sourcesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !((dir === SANDBOX || dir === CONTRACT) && (e.name === 'tests' || e.name === 'node_modules' || e.name === 'package.json')))
    .flatMap((e) => (e.isDirectory() ? sourcesOf(path.join(dir, e.name)) : /\.(ts|json)$/.test(e.name) ? [path.join(dir, e.name)] : []))
    .sort();
}

/** The sandbox's own source files (code and content). */
export function sandboxSources(): string[] {
  return sourcesOf(SANDBOX);
}

/**
 * A seeded database file, made once per version of the sandbox's code and content and the contract's code and per ten
 * minutes (the seed's history is dated from the time it is made), shared by the suites of a run. A fresh seed costs one
 * to two seconds (scrypt hashes, 30 days of play, the RSA key); a copy costs milliseconds.
 */
function seededTemplate(): string {
  const hash = createHash('sha1');
  for (const file of [...sandboxSources(), ...sourcesOf(CONTRACT)]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  const file = path.join(os.tmpdir(), `sandbox-template-${hash.digest('hex').slice(0, 16)}-${Math.floor(Date.now() / 600_000)}.db`);
  if (!fs.existsSync(file)) {
    const seeded = createSandboxApp({ dbPath: ':memory:', publicUrl: PUBLIC_URL, log: false, drawTimer: false });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, seeded.db.serialize());
    seeded.close();
    // Suites in other workers may make it at the same time: each writes its own file and the rename is atomic.
    fs.renameSync(partial, file);
  }
  return file;
}

export function makeSandbox(options: Partial<SandboxOptions> = {}): { app: SandboxApp; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const dbPath = path.join(dir, 'nested', 'platform.db');
  // The default sandbox starts from a copy of the seeded template; one with options of its own seeds itself.
  if (options.dbPath === undefined && options.publicUrl === undefined) {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    fs.copyFileSync(seededTemplate(), dbPath);
  }
  const app = createSandboxApp({ dbPath, publicUrl: PUBLIC_URL, log: false, ...options });
  return {
    app,
    cleanup: () => {
      app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite's sandbox (makeSandbox's seeded copy, without the draw timer; closed after the suite) and player1's token on
 * demo: taken once for the suite, or with `reset` taken again after resetting the sandbox to its seed before each test.
 */
export function playerSuite({ reset = false }: { reset?: boolean } = {}): { app: SandboxApp; token: string } {
  const sandbox = makeSandbox({ drawTimer: false });
  const suite = { app: sandbox.app, token: '' };
  afterAll(() => sandbox.cleanup());
  (reset ? beforeEach : beforeAll)(async () => {
    if (reset) await call(suite.app, 'POST', '/__sandbox/reset');
    suite.token = await tokenFor(suite.app, 'demo');
  });
  return suite;
}

/**
 * The sandbox app behind a real HTTP server on a free port for the suite (started in beforeAll, closed with the app in
 * afterAll): `origin()` is its base URL once started. For tests whose requests must interleave as over a network.
 */
export function makeHttpSandbox(options: Partial<SandboxOptions> = {}): { app: SandboxApp; origin: () => string } {
  const sandbox = makeSandbox(options);
  const server = createServer(getRequestListener(sandbox.app.fetch));
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    sandbox.cleanup();
  });
  return { app: sandbox.app, origin: () => origin };
}

export interface CallOptions {
  merchant?: string;
  token?: string;
  ip?: string;
  /** Objects are JSON-encoded; strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(app: SandboxApp, method: string, url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { Device: 'WEB', ...opts.headers };
  if (opts.merchant) headers.Merchant = opts.merchant;
  if (opts.token) headers.Authorization = opts.token;
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await app.request(url, { method, headers, body });
  const json = (await res.json()) as Envelope<T> & Record<string, unknown>;
  return { status: res.status, json, headers: res.headers };
}

export async function encryptFor(app: SandboxApp, merchant: string, payload: object): Promise<string> {
  const { json } = await call<EncryptionKeyDto>(app, 'GET', '/wps/system/encryption-key', { merchant });
  const dto = json.value!;
  const key = await importJWK(dto.jwk, dto.alg);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: dto.alg, enc: dto.enc, kid: dto.kid })
    .encrypt(key);
}

export async function login(app: SandboxApp, merchant: string, payload: Partial<LoginPayload>, ip?: string) {
  const value = await encryptFor(app, merchant, { type: 'username', ...payload });
  return call<LoginResultDto & { captcha?: boolean }>(app, 'POST', '/wps/session/login', { merchant, body: { value }, ip });
}

export async function tokenFor(app: SandboxApp, merchant: string, username = 'player1', password = 'Player#2026') {
  const res = await login(app, merchant, { username, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.json)}`);
  return res.json.value!.token;
}

/** A free-play login as the site makes it: the request in the body and sealed again in its Encrypted header. */
export async function freePlay(app: SandboxApp, merchant: string, ip?: string) {
  const request: FreePlayRequest = { os: 'web', platform: 'W' };
  const headers = { [PlatformHeader.ENCRYPTED]: await encryptFor(app, merchant, request) };
  return call<LoginResultDto>(app, 'POST', '/wps/session/login/freeplay', { merchant, body: request, headers, ip });
}

/** A fresh free-play (trial) account's token on the merchant. */
export async function trialTokenFor(app: SandboxApp, merchant = 'demo'): Promise<string> {
  const res = await freePlay(app, merchant);
  if (res.status !== 200) throw new Error(`free play failed: ${JSON.stringify(res.json)}`);
  return res.json.value!.token;
}
