/** Test helpers: a sandbox app on a temporary database, a request shortcut and an encrypted login. */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import os from 'node:os';
import path from 'node:path';
import { CompactEncrypt, importJWK } from 'jose';
import { createSandboxApp, type SandboxApp, type SandboxOptions } from '../../../sandbox/app';
import type { EncryptionKeyDto, Envelope, LoginPayload, LoginResultDto } from '../../../lib/platform/contract';

export const PUBLIC_URL = 'http://sandbox.test:4000';

export function makeSandbox(options: Partial<SandboxOptions> = {}): { app: SandboxApp; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const app = createSandboxApp({ dbPath: path.join(dir, 'nested', 'platform.db'), publicUrl: PUBLIC_URL, log: false, ...options });
  return {
    app,
    cleanup: () => {
      app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
