#!/usr/bin/env node
/**
 * Lighthouse 12 (Debian's Chromium) on public pages of several merchants, against a running site (the README's first
 * command, or `node scripts/start.mjs`): prints each page's SEO, best-practices and accessibility scores and the audits
 * that lost points, writes them to .data/lighthouse.json, and fails below SEO 100, best practices 95, accessibility 100.
 *
 *   node scripts/lighthouse.mjs [--port 3000] [host/path …]
 *
 * Lighthouse is not a dependency of the project (two hundred packages CI would install for nothing): npx fetches the
 * pinned version from the registry on first use. A benchmark, not a test: the e2e suite checks what must always hold.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const MINIMUM = { seo: 100, 'best-practices': 95, accessibility: 100 };
const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args.splice(portAt, 2)[1]) : Number(process.env.PORT || 3000);
const targets = args.length > 0 ? args : ['localhost/', 'localhost/promotions', 'localhost/help', 'vn.localhost/', 'vn.localhost/promotions', 'vn.localhost/help'];

const results = [];
let failed = false;
for (const target of targets) {
  const slash = target.indexOf('/');
  const url = `http://${target.slice(0, slash)}:${port}${target.slice(slash)}`;
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=seo,best-practices,accessibility',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' } },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    console.error(`${url}: lighthouse failed (${run.status})`);
    failed = true;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const scores = Object.fromEntries(Object.entries(report.categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
  const lost = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}: ${a.title}`);
  const below = Object.entries(MINIMUM).filter(([id, min]) => scores[id] < min);
  if (below.length > 0) failed = true;
  results.push({ url, scores, lost });
  console.log(`${url}  SEO ${scores.seo}  best practices ${scores['best-practices']}  accessibility ${scores.accessibility}${below.length ? '  BELOW THE MINIMUM' : ''}`);
  for (const audit of lost) console.log(`    - ${audit}`);
}
fs.mkdirSync('.data', { recursive: true });
fs.writeFileSync('.data/lighthouse.json', JSON.stringify({ when: new Date().toISOString(), lighthouse: LIGHTHOUSE, results }, null, 2));
process.exit(failed ? 1 : 0);
