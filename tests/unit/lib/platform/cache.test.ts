/** @jest-environment node */
import { cached, cachedValue, dropMerchantData } from '@/lib/platform/cache';
import { PlatformError, PlatformUnavailableError } from '@/lib/platform/errors';

/** The server-side cache of platform reads: one call for concurrent misses, no cached failures, stale data on a platform fault. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let n = 0;
const key = () => `merchant:test:${(n += 1)}`;

it('shares one call between concurrent misses and keeps the value for its ttl', async () => {
  const k = key();
  const load = jest.fn(async () => 'v');
  await Promise.all([cached(k, 1000, load), cached(k, 1000, load), cached(k, 1000, load)]);
  await cached(k, 1000, load);
  expect(load).toHaveBeenCalledTimes(1);
});

it('never caches a failure', async () => {
  const k = key();
  await expect(cached(k, 1000, () => Promise.reject(new PlatformUnavailableError('down')))).rejects.toThrow('down');
  await expect(cached(k, 1000, async () => 'back')).resolves.toBe('back');
});

it('serves the last value past its ttl while the platform cannot answer, and refreshes once it can', async () => {
  const k = key();
  await cached(k, 20, async () => 'old', { staleOnError: true });
  await wait(30);
  await expect(cached(k, 20, () => Promise.reject(new PlatformUnavailableError('down', undefined, 'timeout')), { staleOnError: true })).resolves.toBe('old');
  await expect(cached(k, 20, async () => 'new', { staleOnError: true })).resolves.toBe('new');
});

it('does not hide a refusal behind stale data, nor serve stale data without staleOnError', async () => {
  const k = key();
  await cached(k, 20, async () => 'old', { staleOnError: true });
  await wait(30);
  await expect(cached(k, 20, () => Promise.reject(new PlatformError('nope', 400, 'no')), { staleOnError: true })).rejects.toThrow('no');
  const s = key();
  await cached(s, 20, async () => 'status');
  await wait(30);
  await expect(cached(s, 20, () => Promise.reject(new PlatformUnavailableError('down')))).rejects.toThrow('down');
});

it('drops a merchant’s data of one tag, the announcements with the promotions and with help (their PR and H notices)', async () => {
  const load = async () => 'v';
  const fill = () =>
    Promise.all(['announcements:en', 'promotions:en', 'help:en', 'games:RNG'].map((kind) => cached(`merchant:tags:${kind}`, 60_000, load)));
  await fill();
  expect(dropMerchantData('tags', 'promotions')).toBe(2);
  await fill();
  expect(dropMerchantData('tags', 'help')).toBe(2);
  expect(cachedValue('merchant:tags:games:RNG')).toBe('v');
  expect(dropMerchantData('tags', null)).toBe(2);
});
