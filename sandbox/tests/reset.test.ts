/** @jest-environment node */
import { call, makeSandbox, tokenFor } from './helpers';

/**
 * POST /__sandbox/reset empties and re-seeds the database with foreign keys off (sandbox/db/seed.ts resetToSeed): the
 * seed it writes must keep every key, and the keys must be on again afterwards for every other write.
 */
const sandbox = makeSandbox();
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

async function reset(): Promise<void> {
  expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(200);
}

it('leaves a database whose every row keeps its foreign keys, as the first seed does', async () => {
  // Member activity first, so the reset has rows of every kind to empty.
  const token = await tokenFor(app, 'demo');
  await call(app, 'GET', '/wps/member/info', { merchant: 'demo', token });
  await reset();
  expect(app.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  expect(app.db.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(app.db.prepare('SELECT COUNT(*) FROM members').pluck().get()).toBeGreaterThan(10);
});

it('turns the keys back on: a row pointing at no member is refused after a reset', async () => {
  await reset();
  expect(() => app.db.prepare('INSERT INTO favourite_games (member_id, node_id, created_at) VALUES (?, ?, ?)').run(987654321, 1, Date.now())).toThrow(/FOREIGN KEY/);
});

it('turns the keys back on even when the seed fails half-way, and keeps the data as it was', async () => {
  await reset();
  const before = app.db.prepare('SELECT COUNT(*) FROM members').pluck().get();
  // A table the seed writes, locked by a trigger for this test: the reset's transaction fails and rolls back.
  app.db.exec("CREATE TEMP TRIGGER refuse_countries BEFORE INSERT ON countries BEGIN SELECT RAISE(ABORT, 'refused'); END");
  // The sandbox logs the unexpected failure; this test expects it.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect((await call(app, 'POST', '/__sandbox/reset')).status).toBe(500);
    expect(logged.mock.calls.map(([label, error]) => `${String(label)} ${String(error)}`)).toEqual([expect.stringMatching(/^\[sandbox\] unhandled error .*refused/)]);
  } finally {
    logged.mockRestore();
    app.db.exec('DROP TRIGGER refuse_countries');
  }
  expect(app.db.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(app.db.prepare('SELECT COUNT(*) FROM members').pluck().get()).toBe(before);
});
