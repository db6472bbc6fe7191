/** @jest-environment node */
import { fastestFirst, HEALTH_PATH, measureRoute } from '@/components/service/route-latency';

/** The speed test's measure: the median of the answered tries, null when none answered; listed fastest first. */
describe('measureRoute', () => {
  it('times a no-cors, cookie-less, uncached request to the route’s health check, and takes the median', async () => {
    let clock = 0;
    const durations = [40, 12, 15];
    const calls: [string, RequestInit][] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      clock += durations[calls.length - 1]!;
      return new Response(null);
    }) as unknown as typeof fetch;
    expect(await measureRoute('http://127.0.0.1:3750', { fetchImpl, now: () => clock })).toBe(15);
    expect(calls).toHaveLength(3);
    for (const [url, init] of calls) {
      expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:3750${HEALTH_PATH}\\?speed=[a-z0-9]+$`));
      expect(init).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    }
    // Every request asks anew (no cache can answer for the route).
    expect(new Set(calls.map(([url]) => url)).size).toBe(3);
  });

  it('counts only the tries that answered, and says null when none did', async () => {
    let clock = 0;
    let n = 0;
    const flaky = (async () => {
      n += 1;
      clock += 10 * n;
      if (n === 2) throw new TypeError('Failed to fetch');
      return new Response(null);
    }) as unknown as typeof fetch;
    // 10 and 30 answered: the median of two is their mean.
    expect(await measureRoute('http://a.example', { fetchImpl: flaky, now: () => clock })).toBe(20);
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await measureRoute('http://b.example', { fetchImpl: down })).toBeNull();
  });

  it('gives up on a try slower than the timeout', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const started = Date.now();
    expect(await measureRoute('http://slow.example', { fetchImpl: hang, tries: 2, timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('fastestFirst', () => {
  it('sorts by time, keeps ties in order, and puts routes that did not answer last', () => {
    const ms: Record<string, number | null> = { a: null, b: 30, c: 5, d: 30, e: null, f: 1 };
    expect(fastestFirst(Object.keys(ms), (r) => ms[r]!)).toEqual(['f', 'c', 'b', 'd', 'a', 'e']);
  });
});
