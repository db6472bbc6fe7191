/**
 * Screenshots of a set of pages at phone and desktop sizes in both themes, optionally signed in:
 * `node scripts/shots.mjs <out-dir> <host> <path> [--login] [--agent] [--light]`. For looking at what was built
 * (--login signs in as player1, --agent as agent1).
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [out = '/tmp/shots', host = 'localhost', path = '/'] = args;
const port = process.env.PORT || '3000';
const light = process.argv.includes('--light');
const agent = process.argv.includes('--agent');
const login = agent || process.argv.includes('--login');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]]) {
  const context = await browser.newContext({ viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
  await context.addInitScript((isLight) => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    sessionStorage.setItem('afterLoginShown', 'true');
    if (isLight) localStorage.setItem('theme', 'light');
  }, light);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  if (login) {
    await page.goto(`http://${host}:${port}/login`);
    const main = page.getByRole('main');
    await main.getByRole('textbox').first().fill(agent ? 'agent1' : 'player1');
    await main.locator('input[type=password]').first().fill(agent ? 'Agent#2026' : 'Player#2026');
    await main.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    await page.waitForTimeout(1500);
  }
  await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const file = `${out}/${host}${path.replace(/[^a-z0-9]+/gi, '_')}-${name}${login ? '-in' : ''}${light ? '-light' : ''}.png`;
  await page.screenshot({ path: file });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(file, overflow > 0 ? `OVERFLOW ${overflow}px` : '');
  await context.close();
}
await browser.close();
