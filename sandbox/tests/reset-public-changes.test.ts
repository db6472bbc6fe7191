/** @jest-environment node */
import path from 'node:path';
import Database from 'better-sqlite3';
import { call, makeSandbox, tokenFor } from './helpers';

/** POST /__sandbox/reset says whether it undid anything the site caches per host (sandbox/lib/public-changes.ts). */
const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

async function reset(): Promise<boolean> {
  const { status, json } = await call<never>(app, 'POST', '/__sandbox/reset');
  expect(status).toBe(200);
  return (json as unknown as { publicDataChanged: boolean }).publicDataChanged;
}

it('the first reset after start counts as a change; one after member activity only does not', async () => {
  expect(await reset()).toBe(true);
  expect(await reset()).toBe(false);
  // A member signs in and reads: member data only.
  const token = await tokenFor(app, 'demo');
  await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token });
  expect(await reset()).toBe(false);
});

it('a merchant status change or a moved clock is a change', async () => {
  await reset();
  await call(app, 'POST', '/__sandbox/merchants/demo/status', { body: { status: 1 } });
  expect(await reset()).toBe(true);
  expect(await reset()).toBe(false);
  await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: 60_000 } });
  expect(await reset()).toBe(true);
  // A refused control request changed nothing.
  await call(app, 'POST', '/__sandbox/merchants/nobody/status', { body: { status: 1 } });
  expect(await reset()).toBe(false);
});

it('a write by another connection to the database file (content planted by a test) is a change', async () => {
  await reset();
  const file = (app.db as unknown as { name: string }).name;
  const other = new Database(path.resolve(file));
  try {
    other.prepare("UPDATE merchants SET brand_name = 'Planted' WHERE code = 'demo'").run();
  } finally {
    other.close();
  }
  expect(await reset()).toBe(true);
  expect(await reset()).toBe(false);
});
