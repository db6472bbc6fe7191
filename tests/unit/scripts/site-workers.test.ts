/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * scripts/site-workers.mjs (plain JavaScript outside the bundle: asked through a child process) and the page store's
 * side of the purge relay (lib/page-cache/store.ts) agree. The relay itself is shown end to end by tests/e2e/workers.spec.ts.
 */
function workerCount(value: string | undefined): number {
  const script = `import('./scripts/site-workers.mjs').then((m) => console.log(m.siteWorkerCount(${value === undefined ? 'undefined' : JSON.stringify(value)})))`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

it('reads SITE_WORKERS as a count, auto as one per CPU, anything else as a single process', () => {
  expect(workerCount('3')).toBe(3);
  expect(workerCount('auto')).toBe(os.availableParallelism());
  for (const value of [undefined, '', '0', '-2', '1.5', 'two', '65', '__proto__']) expect(workerCount(value)).toBe(1);
});

it('names the relay messages as the page store does', () => {
  const workers = fs.readFileSync('scripts/site-workers.mjs', 'utf8');
  const store = fs.readFileSync('lib/page-cache/store.ts', 'utf8');
  for (const [name, constant] of [
    ['site:purge', 'WORKER_PURGE'],
    ['site:purged', 'WORKER_PURGED'],
    ['site:purge-done', 'WORKER_PURGE_DONE'],
  ] as const) {
    expect(workers).toContain(`= '${name}';`);
    expect(store).toContain(`const ${constant} = '${name}';`);
  }
  // The flag that tells scripts/start.mjs the store listens.
  expect(workers).toContain("export const RELAY_LISTENING = Symbol.for('gaming-frontend.worker-purge-relay');");
  expect(store).toContain("const RELAY = Symbol.for('gaming-frontend.worker-purge-relay');");
});
