/**
 * The site's server (server/main.ts, TypeScript) as one JavaScript file Node runs without a loader: the last step of
 * `npm run build` (into .next/serving.mjs, beside the build it serves; `next build` empties .next/ first, so the two
 * are always of the same sources), and of `npm run dev` (scripts/start.mjs, into .next/serving-dev.mjs). Packages stay
 * imports (next, proxy-addr), read from node_modules when it runs; esbuild is needed only here, at build time.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_BUNDLE = path.join('.next', 'serving.mjs');
export const DEV_SERVER_BUNDLE = path.join('.next', 'serving-dev.mjs');

export async function bundleServer(outfile = SERVER_BUNDLE) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: '// Bundled from server/ by scripts/bundle-server.mjs: edit the sources, not this file.' },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundleServer();
