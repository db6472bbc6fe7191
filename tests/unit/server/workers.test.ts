/** @jest-environment node */
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { WORKER_MESSAGE } from '@/server/constants';
import { siteWorkerCount as workerCount, workerPurgeRelay } from '@/server/workers';

/**
 * How many workers SITE_WORKERS asks for, and a worker's side of the purge relay (server/workers.ts). The relay through
 * the primary and the page store's side of it (page-cache/store.ts) are shown end to end by tests/e2e/workers.spec.ts;
 * its messages are one copy (server/constants.ts).
 */

it('reads SITE_WORKERS as a count, auto as one per CPU, anything else as a single process', () => {
  expect(workerCount('3')).toBe(3);
  expect(workerCount('auto')).toBe(os.availableParallelism());
  for (const value of [undefined, '', '0', '-2', '1.5', 'two', '65', '__proto__']) expect(workerCount(value)).toBe(1);
});

it("relays a worker's purge to its store, answers the primary once it is dropped (at once before the store has loaded), and waits for the others", async () => {
  const sent: { type: string; id: string; merchant?: string; tag?: string | null }[] = [];
  // The worker's channel to its primary (the process, in a worker).
  const primary = Object.assign(new EventEmitter(), { send: (message: (typeof sent)[number]) => sent.push(message) });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const relay = workerPurgeRelay(primary);
  primary.emit('message', { type: WORKER_MESSAGE.PURGE, id: 'a', merchant: 'demo', tag: null });
  await tick();
  expect(sent).toEqual([{ type: WORKER_MESSAGE.PURGED, id: 'a' }]);

  const dropped: [string, string | null][] = [];
  // The store's handler: drops the merchant's pages when told to here.
  let drop: () => void = () => undefined;
  relay.onRelayed(
    (merchant, tag) =>
      new Promise<void>((resolve) => {
        drop = () => {
          dropped.push([merchant, tag]);
          resolve();
        };
      }),
  );
  primary.emit('message', { type: WORKER_MESSAGE.PURGE, id: 'b', merchant: 'vn88', tag: 'games' });
  await tick();
  expect(sent).toHaveLength(1);
  drop();
  await tick();
  expect(dropped).toEqual([['vn88', 'games']]);
  expect(sent[1]).toEqual({ type: WORKER_MESSAGE.PURGED, id: 'b' });

  let announced = false;
  const announcing = relay.announce('demo', 'promotions').then(() => (announced = true));
  const asked = sent[2]!;
  expect(asked).toMatchObject({ type: WORKER_MESSAGE.PURGE, merchant: 'demo', tag: 'promotions' });
  await tick();
  expect(announced).toBe(false);
  primary.emit('message', { type: WORKER_MESSAGE.PURGE_DONE, id: asked.id });
  await announcing;
  expect(announced).toBe(true);
});
