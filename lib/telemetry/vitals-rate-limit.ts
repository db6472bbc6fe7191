import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * Vitals beacons one visitor address may send to one merchant in a minute, per site instance. A page view sends one
 * beacon, as its tab is hidden; sixty a minute leaves room for a family or an office behind one address browsing fast,
 * and keeps a script from filling the histograms.
 */
export const VITALS_BEACONS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/** Per address and merchant: the start of its current minute and the beacons in it. The least recent go first when full. */
const beacons = new LRUCache<string, { start: number; count: number }>({ max: 20_000 });

/** Counts one beacon from `ip` on `merchant`; false when the address has sent too many this minute. */
export function mayRecordVitals(ip: string, merchant: string, now: number = Date.now()): boolean {
  const key = `${merchant}|${ip}`;
  const entry = beacons.get(key);
  if (!entry || now - entry.start >= WINDOW_MS || now < entry.start) {
    beacons.set(key, { start: now, count: 1 });
    return true;
  }
  entry.count += 1;
  return entry.count <= VITALS_BEACONS_PER_MINUTE;
}
