import { defineConfig, devices } from '@playwright/test';
import { E2E_SESSION_SECRET, PLATFORM_DB } from './tests/e2e/support/platform';

/**
 * End-to-end tests in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against the production build and
 * the real sandbox platform on test ports. *.localhost hosts resolve to loopback in Chromium, so each merchant is
 * reached by its own host. TRUST_PROXY=1 lets a test claim a visitor IP with X-Forwarded-For (region restriction).
 */
export const SITE_PORT = Number(process.env.E2E_PORT || 3100);
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT || 4100);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/ensure-build.mjs && node scripts/start.mjs',
    url: `http://127.0.0.1:${SITE_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(SITE_PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      // One database per sandbox port, so suites on other ports (a second checkout, a helper) never share one.
      PLATFORM_DB,
      TRUST_PROXY: '1',
      // Status changes reach the site within this; production keeps 5 s. Short here so suites do not wait on each other.
      SITE_STATUS_TTL_MS: '1000',
      // Likewise for merchant-public content (production keeps 30 s): the security matrix puts hostile content in the
      // sandbox's database and must see it rendered within a second.
      PUBLIC_DATA_TTL_MS: '1000',
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
  },
});
