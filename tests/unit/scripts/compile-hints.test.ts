/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/compile-hints.mjs (plain JavaScript run after next build: asked through a child process) on a made-up build:
 * the framework's scripts and each route's entry scripts get V8's compile hint; chunks loaded on demand and the
 * polyfills do not; a second run changes nothing. tests/e2e/compile-hints.spec.ts checks the real build as served.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

function run(dist: string): { scripts: number; hinted: number; already: number } {
  const script = `import('./scripts/compile-hints.mjs').then((m) => console.log(JSON.stringify(m.addCompileHints(${JSON.stringify(dist)}))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

it('hints the scripts pages run as they load, and nothing else, once', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);
  write(path.join(dist, 'build-manifest.json'), JSON.stringify({
    rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'],
    polyfillFiles: ['static/chunks/polyfills.js'],
  }));
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles: entries })};\n`;
  write(path.join(dist, 'server', 'app', 'page_client-reference-manifest.js'), manifest('/page', { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/page': ['static/chunks/layout.js', 'static/chunks/home.js'] }));
  write(path.join(dist, 'server', 'app', '[host]', 'login', 'page_client-reference-manifest.js'), manifest('/[host]/login/page', { '[project]/app/login/page': ['static/chunks/login.js', 'static/chunks/app.css'] }));
  const files = ['runtime.js', 'react.js', 'layout.js', 'home.js', 'login.js', 'polyfills.js', 'lazy-dialog.js'];
  for (const name of files) write(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);

  expect(run(dist)).toEqual({ scripts: 5, hinted: 5, already: 0 });
  for (const name of ['runtime.js', 'react.js', 'layout.js', 'home.js', 'login.js']) {
    expect(fs.readFileSync(chunk(name), 'utf8')).toBe(`${HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  }
  for (const name of ['polyfills.js', 'lazy-dialog.js']) expect(fs.readFileSync(chunk(name), 'utf8').startsWith('//#')).toBe(false);

  expect(run(dist)).toEqual({ scripts: 5, hinted: 0, already: 5 });
  expect(fs.readFileSync(chunk('home.js'), 'utf8').split(HINT)).toHaveLength(2);
  fs.rmSync(dist, { recursive: true, force: true });
});
