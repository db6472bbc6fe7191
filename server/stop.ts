import { HOOKS_GRACE_MS, runShutdownHooks } from './shutdown-hooks';

/**
 * How a site process stops, on SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): it stops taking requests and lets
 * those under way finish (`stop`, at most REQUESTS_GRACE_MS of it in each process), then runs its shutdown hooks (the
 * tracing SDK flushes its spans and shuts its exporter down: shutdown-hooks.ts), then exits 0. Should any of that hang,
 * it exits at its deadline all the same. A signal that comes while it stops changes nothing.
 */

/** How long requests under way may take to finish once a process stops taking new ones. */
export const REQUESTS_GRACE_MS = 3000;
/** The longest a site process takes to stop: its requests' grace, then its hooks'. */
export const PROCESS_STOP_MS = REQUESTS_GRACE_MS + HOOKS_GRACE_MS;

/** What stopOnSignals listens on and exits through: the process itself (a test gives its own). */
export interface StoppingProcess {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

/** On the first of `signals`: `stop`, then the shutdown hooks, then exit 0 (at `deadlineMs` whatever is left). */
export function stopOnSignals(
  signals: readonly NodeJS.Signals[],
  stop: () => Promise<void>,
  { deadlineMs = PROCESS_STOP_MS + 500, hooksGraceMs = HOOKS_GRACE_MS, target = process as StoppingProcess } = {},
): void {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => target.exit(0), deadlineMs).unref();
    try {
      await stop();
    } catch (error) {
      console.error('stopping: the server did not close cleanly', error instanceof Error ? error.message : error);
    }
    await runShutdownHooks(hooksGraceMs);
    target.exit(0);
  };
  // Kept for every signal after the first: without a listener, Node's default for the next one exits at once.
  for (const signal of signals) target.on(signal, () => void onSignal());
}

/** Anything that stops taking requests and calls back once those under way are done (http.Server, workers.ts Workers). */
export interface Closable {
  close(callback?: (error?: Error) => void): unknown;
}

/** Closes `server` and resolves once it has closed, or after `graceMs` (then the requests still going are cut off by the exit). */
export function closeWithin(server: Closable, graceMs = REQUESTS_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
