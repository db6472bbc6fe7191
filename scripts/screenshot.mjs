/**
 * Look at a page: `node scripts/screenshot.mjs <url> <out.png> [width] [height]` takes a headless Chromium screenshot
 * (CHROMIUM_PATH or /usr/bin/chromium). Add `--light` for the light theme, `--full` for the whole page.
 */
import { chromium } from '@playwright/test';

const [url, out = 'screenshot.png', width = '1440', height = '900'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
if (process.argv.includes('--light')) await context.addInitScript(() => localStorage.setItem('theme', 'light'));
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
