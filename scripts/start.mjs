/**
 * `npm start`: the built site on PORT (3000) and, unless PLATFORM_URL points at a real platform, the sandbox platform
 * on PLATFORM_PORT (4000) as its own process. `--dev` (`npm run dev`) runs the development server instead of the build.
 *
 * The server itself is server/main.ts (TypeScript: what it does is written there), which `npm run build` bundles into
 * .next/serving.mjs; this only runs that file, or for `--dev` bundles the sources as they are first. A worker of
 * SITE_WORKERS runs this file too (node:cluster forks it), and gets the same bundle.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, DEV_SERVER_BUNDLE, SERVER_BUNDLE } from './bundle-server.mjs';

const dev = process.argv.includes('--dev');
const bundle = dev ? DEV_SERVER_BUNDLE : SERVER_BUNDLE;
if (dev && cluster.isPrimary) await bundleServer(bundle);
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run npm run build first`);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(bundle)).href);
