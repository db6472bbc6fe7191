/**
 * The built site as several processes on one port (node:cluster), for `SITE_WORKERS` (scripts/start.mjs). The primary
 * forks the workers, replaces one that dies, and relays what the workers must tell each other: a page-cache purge made
 * on one worker drops the merchant's pages and public data in every worker's memory before the purge is answered.
 * With REDIS_URL the store already does that; the relay then has nothing to add and is harmless.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** How many workers SITE_WORKERS asks for: a number, or `auto` for one per CPU; 1 (no cluster) when unset or invalid. */
export function siteWorkerCount(value) {
  if (value === 'auto') return Math.max(1, os.availableParallelism());
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 1;
}

/** The messages a worker and the primary exchange (lib/page-cache/store.ts sends and answers them). */
export const PURGE = 'site:purge';
export const PURGED = 'site:purged';
export const PURGE_DONE = 'site:purge-done';
/** A worker tells the primary it listens. */
export const READY = 'site:ready';
/** Set on globalThis by lib/page-cache/store.ts once the worker's page cache listens for relayed purges. */
export const RELAY_LISTENING = Symbol.for('gaming-frontend.worker-purge-relay');

/**
 * Forks `count` workers and resolves once every one listens, with an object whose close() stops them all.
 * `stopping()` says whether the site is shutting down (a worker that exits then is not replaced).
 */
export async function startWorkers(count, stopping) {
  // Every worker must know every other's page fills: a fill may be answered by any of them.
  process.env.SITE_FILL_SECRET ||= randomBytes(24).toString('base64url');
  const pending = new Map();
  /** `workerId` has the purge `id` (or is gone): once no worker is left to wait for, the one that asked is answered. */
  const settle = (id, workerId) => {
    const purge = pending.get(id);
    if (!purge) return;
    purge.waiting.delete(workerId);
    if (purge.waiting.size > 0) return;
    pending.delete(id);
    if (purge.from.isConnected()) purge.from.send({ type: PURGE_DONE, id });
  };

  cluster.on('message', (worker, message) => {
    if (message?.type === PURGE && typeof message.id === 'string') {
      const others = Object.values(cluster.workers ?? {}).filter((w) => w && w !== worker && w.isConnected());
      if (others.length === 0) return worker.send({ type: PURGE_DONE, id: message.id });
      pending.set(message.id, { from: worker, waiting: new Set(others.map((w) => w.id)) });
      for (const other of others) other.send({ type: PURGE, id: message.id, merchant: message.merchant, tag: message.tag });
    } else if (message?.type === PURGED) {
      settle(message.id, worker.id);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    // A purge waiting on it is answered by the others.
    for (const id of [...pending.keys()]) settle(id, worker.id);
    if (stopping()) return;
    console.error(`site worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });

  await Promise.all(
    Array.from({ length: count }, () => {
      const worker = cluster.fork();
      return new Promise((resolve, reject) => {
        worker.on('message', (message) => message?.type === READY && resolve());
        worker.once('exit', (code) => reject(new Error(`site worker exited while starting (${code})`)));
      });
    }),
  );

  return {
    close(callback) {
      const live = Object.values(cluster.workers ?? {}).filter(Boolean);
      let left = live.length;
      if (left === 0) return callback?.();
      for (const worker of live) {
        worker.once('exit', () => --left === 0 && callback?.());
        worker.kill('SIGTERM');
      }
    },
  };
}
