/**
 * A new deploy under an open page: the page asks for a chunk of its own build that the server no longer has (a
 * ChunkLoadError, or a failed dynamic import). Such a failure reloads the page, onto the new build, once per build: a
 * page of a build that has reloaded already shows its error instead, so a chunk missing for good never reloads in a
 * loop. The build is the one the root layout wrote on <html data-build>; the mark lives in this tab's sessionStorage.
 */

const RELOADED_FOR_BUILD = 'reloadedForBuild';

/** Turbopack's error (its name), and how browsers word a dynamic import that could not be fetched. */
const CHUNK_FAILURE = /Failed to load chunk|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

/** What a reload needs of the browser (a test gives its own). */
export interface ReloadEnvironment {
  build: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** A reload for a missing chunk is under way already (several parts of the page can fail at once). */
  reloading?: boolean;
}

function browser(): ReloadEnvironment | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: no mark to keep, so no reload (it could not be told from a loop).
  }
  const root = document.documentElement;
  const reload = () => {
    // Kept on the page itself until the new one replaces it.
    root.dataset.reloading = '';
    window.location.reload();
  };
  return { build: root.dataset.build ?? '', storage, reload, reloading: root.dataset.reloading !== undefined };
}

/** Whether this error reloads the page: a missing chunk, on a build that has not reloaded yet (or is reloading now). */
export function willReloadForMissingCode(error: unknown, env: ReloadEnvironment | null = browser()): boolean {
  if (!env?.storage || !isChunkLoadError(error)) return false;
  if (env.reloading) return true;
  try {
    return env.storage.getItem(RELOADED_FOR_BUILD) !== env.build;
  } catch {
    return false;
  }
}

/** Reloads the page for a missing chunk, once per build; true when it reloads. */
export function reloadForMissingCode(error: unknown, env: ReloadEnvironment | null = browser()): boolean {
  if (!env?.storage || !willReloadForMissingCode(error, env)) return false;
  if (env.reloading) return true;
  try {
    env.storage.setItem(RELOADED_FOR_BUILD, env.build);
  } catch {
    return false;
  }
  env.reload();
  return true;
}
