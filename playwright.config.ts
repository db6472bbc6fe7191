import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET } from './tests/e2e/support/platform';

/**
 * End-to-end tests in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against the production build and
 * the real sandbox platform on test ports. *.localhost hosts resolve to loopback in Chromium, so each merchant is
 * reached by its own host. TRUST_PROXY=1 lets a test claim a visitor IP with X-Forwarded-For (region restriction).
 */
/** First lane's ports; lane i (one per worker, TEST_PARALLEL_INDEX) uses these plus i. */
const BASE_SITE_PORT = Number(process.env.E2E_PORT || 3100);
const BASE_PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT || 4100);
const LANE = Number(process.env.TEST_PARALLEL_INDEX || 0);
/**
 * Workers: E2E_WORKERS, else one per two cores' worth on CI (at least 2), else 1. Each worker gets a lane of its own (a
 * site and a sandbox platform with its own database), so tests that reset the platform or close a merchant never meet
 * tests in another lane.
 */
const WORKERS = Number(process.env.E2E_WORKERS || (process.env.CI ? Math.min(4, Math.max(2, Math.ceil(os.availableParallelism() / 1.5))) : 1));

/**
 * The merchant's popup notices show on the home page once per browser session (components/service/popup-notices.tsx):
 * every test starts with them already seen, as later in a session; tests/e2e/service.spec.ts clears this to see them.
 */
const POPUP_NOTICES_SEEN = ['localhost', '127.0.0.1', 'vn.localhost', 'ph.localhost'].map((domain) => ({
  name: 'popupNoticesSeen',
  value: '1',
  domain,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}));

function lane(index: number) {
  const port = BASE_SITE_PORT + index;
  const platformPort = BASE_PLATFORM_PORT + index;
  return {
    // The build is made once, before any lane starts (ensure-build in the first lane; the others wait for its URL).
    command: index === 0 ? 'node scripts/ensure-build.mjs && node scripts/start.mjs' : 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      // One database per sandbox port, so lanes and suites on other ports (a second checkout, a helper) never share one.
      PLATFORM_DB: `.data/e2e-platform-${platformPort}.db`,
      TRUST_PROXY: '1',
      // Status changes reach the site within this; production keeps 5 s. Short here so suites do not wait on each other.
      SITE_STATUS_TTL_MS: '1000',
      // Likewise for merchant-public content (production keeps 30 s): the security matrix puts hostile content in the
      // sandbox's database and must see it rendered within a second.
      PUBLIC_DATA_TTL_MS: '1000',
      SESSION_SECRET: E2E_SESSION_SECRET,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      // No gzip on loopback: every fresh browser context fetches every script again, and compressing them is CPU the
      // two lanes share with their browsers (about 35 ms a page load).
      SITE_COMPRESS: 'off',
    },
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // On CI two lanes share two cores with their browsers: a sign-in's new document may take longer than on a desk.
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${BASE_SITE_PORT + LANE}`,
    // A trace records every action's DOM and screenshots: on two cores that costs more than the test itself. CI retries a
    // failed test once, and that retry is traced.
    trace: 'on-first-retry',
    // Carousels and other motion stop (the site honours prefers-reduced-motion): a headless page repainting an autoplaying
    // banner costs CPU the other lane needs. The carousel's autoplay has its unit test.
    reducedMotion: 'reduce',
    // Every production page registers the site's service worker: each fresh context would install it and store the
    // offline page, work no test but the app's own needs (tests/e2e/download-app.spec.ts allows it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    storageState: { cookies: POPUP_NOTICES_SEEN, origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => lane(index)),
});
