/**
 * The speed test's measure (spec §3 "Router/domain list with speed"): how long one small request to a route takes from
 * this browser. The request is the site's health check on that route (it asks the platform nothing), sent without
 * cookies and read as an opaque answer, so it needs no CORS, only the route in the page's connect-src (proxy.ts).
 */

export const HEALTH_PATH = '/api/health';

export interface MeasureOptions {
  /** Requests per route; the median counts (the first also pays for the connection). */
  tries?: number;
  /** A request slower than this counts as no answer. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The route's latency in whole milliseconds (median of the answered tries), or null when it never answered. */
export async function measureRoute(origin: string, options: MeasureOptions = {}): Promise<number | null> {
  const { tries = 3, timeoutMs = 5000, fetchImpl = fetch, now = () => performance.now() } = options;
  const times: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const started = now();
    try {
      await fetchImpl(`${origin}${HEALTH_PATH}?speed=${Math.random().toString(36).slice(2)}`, {
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      times.push(now() - started);
    } catch {
      // No answer (unreachable, refused by the page's policy, or too slow): this try does not count.
    } finally {
      clearTimeout(timer);
    }
  }
  if (times.length === 0) return null;
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median = times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  return Math.max(1, Math.round(median));
}

/** Fastest first; routes with no answer last; equal times keep the given order. */
export function fastestFirst<T>(routes: readonly T[], latency: (route: T) => number | null): T[] {
  return routes
    .map((route, index) => ({ route, index, ms: latency(route) }))
    .sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity) || a.index - b.index)
    .map(({ route }) => route);
}
