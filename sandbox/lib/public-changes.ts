/**
 * Whether anything the site caches per host (its status, site settings and merchant-public content: PUBLIC_DATA_TTL_MS
 * and SITE_STATUS_TTL_MS) may have changed since the last reset. A reset answers it, so a test that reset the platform
 * waits out the site's caches only when the reset undid such a change (most resets follow tests that touched member
 * data only, and the wait was a second of idle time each).
 *
 * A change is: a control request that is not known to touch member data only, a database write by another connection
 * (tests plant content straight into the file; SQLite's data_version tells), or a moved clock (draws and periods).
 */
import type { Db } from '../db';

/** Control requests that change one member's data only (wallet reviews, activity reviews, lottery reads). */
const MEMBER_ONLY_CONTROLS = [/^\/__sandbox\/wallet\//, /^\/__sandbox\/rewards\//, /^\/__sandbox\/reset$/];

export interface PublicChanges {
  /** Called for every control request that wrote (a non-GET answered below 400). */
  noteControl(path: string): void;
  /** Whether a change happened since the last call (or since start); starts counting again. */
  take(clockMoved: boolean): boolean;
}

export function createPublicChanges(db: Db): PublicChanges {
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  let seenVersion = dataVersion();
  let changed = true;
  return {
    noteControl(path) {
      if (!MEMBER_ONLY_CONTROLS.some((re) => re.test(path))) changed = true;
    },
    take(clockMoved) {
      const version = dataVersion();
      const result = changed || clockMoved || version !== seenVersion;
      seenVersion = version;
      changed = false;
      return result;
    },
  };
}
