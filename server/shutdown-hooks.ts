import { SHUTDOWN_HOOKS_KEY } from './constants';

/**
 * What a site process must finish before it exits, once it has stopped taking requests (stop.ts): the tracing SDK's
 * spans not yet exported (lib/telemetry/tracing-sdk.ts). A hook is registered inside Next's bundles and run by the
 * server around Next (main.ts), each with its own copy of this module, so the list is kept on globalThis, as config.ts
 * keeps the front's config.
 */

/** A hook: resolves once its work is done (a hook that throws is reported, and the others still run). */
export type ShutdownHook = () => Promise<void>;

/** How long the hooks may take together before the process exits without them. */
export const HOOKS_GRACE_MS = 2000;

function hooks(): Map<string, ShutdownHook> {
  const shared = globalThis as { [SHUTDOWN_HOOKS_KEY]?: Map<string, ShutdownHook> };
  return (shared[SHUTDOWN_HOOKS_KEY] ??= new Map());
}

/** Runs `hook` when the process stops; a second hook of the same name replaces the first. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/**
 * Runs every hook at once and resolves when all have settled, or after `graceMs`, whichever is first; each runs once
 * (the list is emptied). Never rejects: a failed or slow hook is reported on stderr.
 */
export async function runShutdownHooks(graceMs = HOOKS_GRACE_MS): Promise<void> {
  const pending = [...hooks()];
  hooks().clear();
  if (pending.length === 0) return;
  const left = new Set(pending.map(([name]) => name));
  let timer: NodeJS.Timeout | undefined;
  const done = Promise.all(
    pending.map(async ([name, hook]) => {
      try {
        await hook();
      } catch (error) {
        console.error(`shutdown: ${name} failed`, error instanceof Error ? error.message : error);
      } finally {
        left.delete(name);
      }
    }),
  );
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  if ((await Promise.race([done, late])) === 'late') console.error(`shutdown: ${[...left].join(', ')} not done after ${graceMs} ms`);
  clearTimeout(timer);
}
