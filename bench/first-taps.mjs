/**
 * How soon a phone answers the first taps after a page has loaded (phone speed): a phone's viewport and touch, the CPU
 * slowed four times (as Lighthouse's mobile preset), and each interaction's duration as the browser's Event Timing
 * reports it (from the input to the next paint: what INP measures). The taps: a game tile on home (a visitor gets the
 * login window), the side menu on a catalogue, and typing a name into the registration form. Each is done right after
 * the page's load event, when a page still hydrating would make it wait. The median of `runs` loads each.
 *
 * Each load also reports its Core Web Vitals as a player's page does (lib/telemetry/use-vitals-reporting.ts; the
 * sandbox samples every view): the tab is hidden after the tap, the beacon the page sends to /api/vitals is kept, and
 * vitalsP75 makes the p75 table of them by page type.
 *
 *   node bench/first-taps.mjs [base URL] [runs]      (against a running site; npm run bench runs it too)
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

/** The taps, each on a page of its own: what is done, and on which host and path. */
const TAPS = [
  {
    name: 'game tile on home',
    host: 'localhost',
    path: '/',
    act: async (page) => page.locator('.game-launch').first().tap(),
  },
  {
    name: 'side menu on a catalogue',
    host: 'localhost',
    path: '/rng',
    act: async (page) => page.getByRole('banner').getByRole('button', { name: 'Side menu' }).tap(),
  },
  {
    name: 'typing a username on register',
    host: 'vn.localhost',
    path: '/register',
    act: async (page) => {
      await page.locator('input[name="username"]').tap();
      await page.keyboard.type('newplayer', { delay: 60 });
    },
  },
];

export async function firstTaps(base, runs = 5) {
  const { port } = new URL(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
  const results = [];
  const beacons = [];
  try {
    for (const tap of TAPS) {
      const longest = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
        // Every interaction's duration, from the start (entries of 16 ms and more are reported).
        await context.addInitScript(() => {
          window.__interactions = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
          }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`http://${tap.host}:${port}${tap.path}`, { waitUntil: 'load' });
        await tap.act(page);
        // The last interaction's paint, and the observer's report of it.
        await page.waitForTimeout(1000);
        const interactions = await page.evaluate(() => window.__interactions);
        longest.push(Math.max(0, ...interactions.map((i) => i.duration)));
        const beacon = await vitalsBeacon(page);
        if (beacon) beacons.push(beacon);
        await context.close();
      }
      const sorted = [...longest].sort((a, b) => a - b);
      results.push({ name: tap.name, url: `${tap.host}${tap.path}`, medianMs: sorted[Math.floor(sorted.length / 2)], runsMs: longest });
    }
  } finally {
    await browser.close();
  }
  return Object.assign(results, { vitals: vitalsP75(beacons) });
}

/**
 * The beacon the page sends as its tab is hidden (its visibility as web-vitals' own tests stub it: a headless tab is
 * never hidden), or null when the page's reporter had not loaded yet or the route did not take it.
 */
async function vitalsBeacon(page) {
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vitals', { timeout: 5000 }).catch(() => null);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const response = await sent;
  if (!response || response.status() !== 204) return null;
  try {
    return JSON.parse(response.request().postData() ?? '');
  } catch {
    return null;
  }
}

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** The 75th percentile (nearest rank) of each vital by page type: { pageType: { samples, LCP, …: ms or score } }. */
export function vitalsP75(beacons) {
  const byPage = {};
  for (const { page, metrics } of beacons) (byPage[page] ??= []).push(metrics);
  return Object.fromEntries(
    Object.entries(byPage).map(([page, list]) => [
      page,
      Object.fromEntries([
        ['samples', list.length],
        ...VITALS.map((name) => {
          const values = list.map((m) => m[name]).filter((v) => typeof v === 'number').sort((a, b) => a - b);
          return [name, values.length ? values[Math.ceil(values.length * 0.75) - 1] : null];
        }),
      ]),
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = 'http://localhost:3000', runs = '5'] = process.argv.slice(2);
  const taps = await firstTaps(base, Number(runs));
  for (const r of taps) console.log(`${r.name} (${r.url}): median ${r.medianMs} ms (runs ${r.runsMs.join(', ')})`);
  console.table(taps.vitals);
}
