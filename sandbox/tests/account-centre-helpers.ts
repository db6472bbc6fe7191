/** Helpers for the member-account centre tests: enc calls as a member, and a fresh account of one's own. */
import type { SandboxApp } from '../app';
import { register } from './account-helpers';
import { call, encryptFor } from './helpers';

/** A member call with an encrypted body ("enc"). */
export async function encCall<T = unknown>(app: SandboxApp, path: string, token: string, payload: object, merchant = 'demo') {
  const value = await encryptFor(app, merchant, payload);
  return call<T>(app, 'POST', path, { merchant, token, body: { value } });
}

let counter = 0;

/** Registers a new username account (no payment password, no mobile) and answers its token and password. */
export async function freshAccount(app: SandboxApp, merchant = 'demo'): Promise<{ token: string; username: string; password: string }> {
  counter += 1;
  const username = `fresh${Date.now() % 100_000}${counter}`;
  const password = 'Fresh#2026';
  const res = await register(app, merchant, { username, password, confirmPassword: password, payeeName: 'Fresh Player' });
  if (res.status !== 200) throw new Error(`register: ${JSON.stringify(res.json)}`);
  return { token: res.json.value!.token, username, password };
}
