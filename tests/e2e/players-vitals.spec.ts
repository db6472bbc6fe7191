import { expect, test, type Request } from '@playwright/test';
import { HOSTS, hostRequest, siteUrl } from './support/platform';
import { watchNetwork } from './support/settle';
import { hideTab, isVitalsBeacon } from './support/vitals';

/**
 * Players' vitals: a sampled page view (the sandbox samples every view) loads web-vitals once the page has loaded and
 * gone quiet, and sends one beacon to POST /api/vitals as the page is hidden.
 * The beacon carries the page type and the figures, nothing of the address or the player; the route answers 204. What
 * it records is checked by the unit tests (tests/unit/app/api/vitals/route.test.ts), and in /metrics by metrics.spec.ts
 * (the lanes' sites keep no metrics).
 */

test('a visit, then the page hidden: one beacon of the page type and its vitals, accepted with 204', async ({ browser }) => {
  // An address of its own, so no other test's beacons count against its share of the minute.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });
  const page = await context.newPage();
  const beacons: Request[] = [];
  context.on('request', (request) => {
    if (isVitalsBeacon(request)) beacons.push(request);
  });
  const network = watchNetwork(page);
  // A query string the beacon must not carry.
  await page.goto(siteUrl(HOSTS.demo, '/rng?ref=campaign-7781'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter loads after the load and an idle moment: by the time nothing is in flight, it listens.
  await network.settled();
  expect(beacons, 'nothing is sent while the page is shown').toEqual([]);

  const sent = page.waitForRequest(isVitalsBeacon);
  const answered = page.waitForResponse((response) => isVitalsBeacon(response.request()));
  await hideTab(page, 'hidden');
  const beacon = await sent;
  expect((await answered).status()).toBe(204);

  const body = beacon.postData() ?? '';
  expect(beacon.headers()['content-type']).toMatch(/^text\/plain/);
  const parsed = JSON.parse(body) as { page: string; metrics: Record<string, number> };
  expect(Object.keys(parsed).sort()).toEqual(['metrics', 'page']);
  expect(parsed.page).toBe('game-list');
  // The load's own figures are there by the time it is hidden; LCP and CLS when web-vitals has closed them by then.
  expect(Object.keys(parsed.metrics)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const name of Object.keys(parsed.metrics)) expect(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']).toContain(name);
  for (const figure of Object.values(parsed.metrics)) expect(Number.isFinite(figure) && figure >= 0).toBe(true);
  expect(body).not.toMatch(/campaign|rng|localhost|ref=/);

  // One beacon per page view: the player comes back to the tab and leaves it again, and nothing more is sent.
  // (sendBeacon is called inside the event's listeners, so a second one would have been sent as the event returned.)
  await hideTab(page, 'visible');
  await hideTab(page, 'hidden');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(beacons.length).toBe(1);
  await context.close();
});

test.describe('beacons the route refuses with 400, recording nothing', () => {
  const post = (request: import('@playwright/test').APIRequestContext, data: string, address: string) => {
    const { url, headers } = hostRequest(HOSTS.demo, '/api/vitals');
    return request.post(url, {
      headers: { ...headers, origin: siteUrl(HOSTS.demo, '').replace(/\/$/, ''), 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
      data,
    });
  };

  test('a malformed beacon', async ({ request }) => {
    for (const data of ['not json', '{"page":"home","metrics":{"LCP":"fast"}}', '{"page":"/member?id=1","metrics":{"LCP":1}}', '{"page":"home","metrics":{"LCP":1},"user":"player1"}']) {
      const response = await post(request, data, '198.51.100.62');
      expect(response.status(), data).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'body', key: 'invalid' } });
    }
  });

  test('an oversized beacon', async ({ request }) => {
    const data = JSON.stringify({ page: 'home', metrics: { LCP: 1200 }, padding: 'x'.repeat(4096) });
    const response = await post(request, data, '198.51.100.63');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'body', key: 'too_large' } });
  });

  test('while the same beacon, well formed, is taken', async ({ request }) => {
    const response = await post(request, JSON.stringify({ page: 'home', metrics: { LCP: 1200, CLS: 0.01 } }), '198.51.100.64');
    expect(response.status()).toBe(204);
  });
});
