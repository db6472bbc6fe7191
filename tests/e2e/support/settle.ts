import { expect, type Page, type Request } from '@playwright/test';

/**
 * For tests that assert that something did not happen (no toast, no dialog, no second navigation): the moment by which
 * it would have, as a signal rather than a sleep. Watch the page before the action; `settled()` then waits until none
 * of the page's requests is in flight (a lazy chunk, a client query, an image whose error handler would run) and the
 * page has answered an animation frame and an idle callback with still none started: whatever the action set going
 * has run to its end, and the page is waiting for nothing.
 */
export function watchNetwork(page: Page): { settled: (timeout?: number) => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: async (timeout = 10_000) => {
      await expect
        .poll(
          async () => {
            if (inFlight.size > 0) return [...inFlight].map((request) => request.url());
            await idle(page);
            return [...inFlight].map((request) => request.url());
          },
          { message: 'requests still in flight', timeout, intervals: [50] },
        )
        .toEqual([]);
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** One animation frame, then an idle callback: the tasks queued before it (events, effects, timers due) have run. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0))),
      ),
  );
}
