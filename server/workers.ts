/**
 * The built site as several processes on one port (node:cluster), for `SITE_WORKERS` (main.ts). The primary forks the
 * workers, hands each the site's options (the fill secret among them: a fill sent by one worker may be answered by
 * another), replaces one that dies, and relays what the workers must tell each other: a page-cache purge made on one
 * worker drops the merchant's pages and public data in every worker's memory before the purge is answered. With
 * REDIS_URL the store already does that; the relay then has nothing to add and is harmless.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { PurgeRelay, SiteOptions } from './config';
import { WORKER_MESSAGE } from './constants';

/** How many workers SITE_WORKERS asks for: a number, or `auto` for one per CPU; 1 (no cluster) when unset or invalid. */
export function siteWorkerCount(value: string | undefined): number {
  if (value === 'auto') return Math.max(1, os.availableParallelism());
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 1;
}

/** A purge is answered once every other worker has it, or after this long. */
const PURGE_WAIT_MS = 2000;

/** A message on the cluster's channel, as it arrives (anything: it is checked before it is read). */
interface Message {
  type?: unknown;
  id?: unknown;
  merchant?: unknown;
  tag?: unknown;
  options?: unknown;
}

export interface Workers {
  /** Stops every worker; `callback` once all have exited. */
  close(callback?: () => void): void;
}

/**
 * Forks `count` workers of the site `options` describes and resolves once every one listens. `stopping()` says whether
 * the site is shutting down (a worker that exits then is not replaced).
 */
export async function startWorkers(count: number, options: SiteOptions, stopping: () => boolean): Promise<Workers> {
  const pending = new Map<string, { from: Worker; waiting: Set<number> }>();
  /** `workerId` has the purge `id` (or is gone): once no worker is left to wait for, the one that asked is answered. */
  const settle = (id: string, workerId: number) => {
    const purge = pending.get(id);
    if (!purge) return;
    purge.waiting.delete(workerId);
    if (purge.waiting.size > 0) return;
    pending.delete(id);
    if (purge.from.isConnected()) purge.from.send({ type: WORKER_MESSAGE.PURGE_DONE, id });
  };

  cluster.on('message', (worker: Worker, message: Message) => {
    if (message?.type === WORKER_MESSAGE.OPTIONS_WANTED) {
      worker.send({ type: WORKER_MESSAGE.OPTIONS, options });
    } else if (message?.type === WORKER_MESSAGE.PURGE && typeof message.id === 'string') {
      const others = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w !== worker && w.isConnected());
      if (others.length === 0) return worker.send({ type: WORKER_MESSAGE.PURGE_DONE, id: message.id });
      pending.set(message.id, { from: worker, waiting: new Set(others.map((w) => w.id)) });
      for (const other of others) other.send({ type: WORKER_MESSAGE.PURGE, id: message.id, merchant: message.merchant, tag: message.tag });
    } else if (message?.type === WORKER_MESSAGE.PURGED && typeof message.id === 'string') {
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
      return new Promise<void>((resolve, reject) => {
        worker.on('message', (message: Message) => message?.type === WORKER_MESSAGE.READY && resolve());
        worker.once('exit', (code) => reject(new Error(`site worker exited while starting (${code})`)));
      });
    }),
  );

  return {
    close(callback) {
      const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      let left = live.length;
      if (left === 0) return callback?.();
      for (const worker of live) {
        worker.once('exit', () => --left === 0 && callback?.());
        // The signal itself, not cluster's kill(), which first disconnects the worker and signals it only once every
        // connection has ended: the worker stops by itself (main.ts), its spans flushed, within its own grace.
        worker.process.kill('SIGTERM');
      }
    },
  };
}

/** In a worker: the site's options, asked of the primary. */
export function optionsFromPrimary(): Promise<SiteOptions> {
  return new Promise((resolve) => {
    const listener = (message: Message) => {
      if (message?.type !== WORKER_MESSAGE.OPTIONS) return;
      process.off('message', listener);
      resolve(message.options as SiteOptions);
    };
    process.on('message', listener);
    process.send?.({ type: WORKER_MESSAGE.OPTIONS_WANTED });
  });
}

/** In a worker: tells the primary it listens. */
export function tellPrimaryReady(): void {
  process.send?.({ type: WORKER_MESSAGE.READY });
}

/** A worker's channel to its primary: the process itself (a test gives its own). */
interface Channel {
  on(event: 'message', listener: (message: Message) => void): unknown;
  send?(message: object): unknown;
}

/**
 * In a worker: its line to the other workers, for the page store (config.ts PurgeRelay). It listens from the start: a
 * purge relayed before the page store has loaded (its first page or API request) finds nothing here to drop, and is
 * answered at once.
 */
export function workerPurgeRelay(channel: Channel = process): PurgeRelay {
  const waiting = new Map<string, () => void>();
  let handler: ((merchant: string, tag: string | null) => Promise<void>) | null = null;
  channel.on('message', (message: Message) => {
    if (typeof message?.id !== 'string') return;
    const id = message.id;
    if (message.type === WORKER_MESSAGE.PURGE && typeof message.merchant === 'string') {
      const tag = typeof message.tag === 'string' ? message.tag : null;
      const dropped = handler ? handler(message.merchant, tag) : Promise.resolve();
      dropped.catch(() => undefined).finally(() => channel.send?.({ type: WORKER_MESSAGE.PURGED, id }));
    } else if (message.type === WORKER_MESSAGE.PURGE_DONE) {
      waiting.get(id)?.();
    }
  });
  return {
    announce(merchant, tag) {
      const id = randomUUID();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, PURGE_WAIT_MS);
        function done() {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        }
        waiting.set(id, done);
        channel.send?.({ type: WORKER_MESSAGE.PURGE, id, merchant, tag });
      });
    },
    onRelayed(next) {
      handler = next;
    },
  };
}
