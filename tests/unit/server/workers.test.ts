/** @jest-environment node */
import os from 'node:os';
import { siteWorkerCount as workerCount } from '@/server/workers';

/**
 * How many workers SITE_WORKERS asks for (server/workers.ts). The relay between the workers and the page store's side
 * of it (config.ts PurgeRelay, page-cache/store.ts) is shown end to end by tests/e2e/workers.spec.ts; its messages are
 * one copy (server/constants.ts).
 */

it('reads SITE_WORKERS as a count, auto as one per CPU, anything else as a single process', () => {
  expect(workerCount('3')).toBe(3);
  expect(workerCount('auto')).toBe(os.availableParallelism());
  for (const value of [undefined, '', '0', '-2', '1.5', 'two', '65', '__proto__']) expect(workerCount(value)).toBe(1);
});
