#!/usr/bin/env node
/**
 * After `next build` (npm run build runs it): V8's explicit compile hint on the scripts a page runs as it loads.
 *
 * Chrome compiles a script's top level while it downloads, on a background thread, but each function inside only when
 * it is first called, on the main thread. Turbopack puts every module in a function, so a page's start compiled its
 * modules one by one in the main thread's longest task. A script that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` has all its functions compiled in the background as it streams
 * (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later; other browsers read a comment).
 *
 * Only the scripts every load runs get it: the framework's (build-manifest.json's rootMainFiles) and each route's
 * entry scripts (the client reference manifests' entryJSFiles). Chunks loaded on demand (a dialog, a carousel, a
 * chart) and the legacy polyfills are left to compile lazily. Running it twice changes nothing.
 *
 *   node scripts/compile-hints.mjs [distDir]     (default .next)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every page client reference manifest under `dir` (server/app/…/page_client-reference-manifest.js). */
function manifestsUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => path.join(dir, name));
}

/** The scripts (paths relative to the dist dir, e.g. static/chunks/x.js) that pages run as they load. */
export function loadScripts(distDir) {
  const build = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const scripts = new Set(build.rootMainFiles ?? []);
  for (const file of manifestsUnder(path.join(distDir, 'server', 'app'))) {
    // Each manifest is a script assigning to globalThis.__RSC_MANIFEST: run in a context of its own, nothing else.
    const sandbox = { __RSC_MANIFEST: {} };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST)) {
      for (const files of Object.values(manifest?.entryJSFiles ?? {})) for (const f of files) scripts.add(f);
    }
  }
  for (const polyfill of build.polyfillFiles ?? []) scripts.delete(polyfill);
  return [...scripts].filter((f) => f.endsWith('.js')).sort();
}

/** Puts the hint at the top of each load script that lacks it; what it did. */
export function addCompileHints(distDir = '.next') {
  let hinted = 0;
  let already = 0;
  const scripts = loadScripts(distDir);
  for (const script of scripts) {
    const file = path.join(distDir, script);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) {
      already++;
      continue;
    }
    fs.writeFileSync(file, COMPILE_HINT + code);
    hinted++;
  }
  return { scripts: scripts.length, hinted, already };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.argv[2] ?? '.next';
  const { scripts, hinted, already } = addCompileHints(distDir);
  console.log(`compile hints: ${scripts} load scripts, ${hinted} hinted now, ${already} already were`);
}
