/** Build the site once if there is no production build yet (the e2e suite runs against `npm run build` output). */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { SERVER_BUNDLE } from './bundle-server.mjs';

if (!existsSync('.next/BUILD_ID') || !existsSync(SERVER_BUNDLE)) {
  // npm run build itself, so this build is the same as every other one (next build, then scripts/compile-hints.mjs and scripts/bundle-server.mjs).
  console.log('no production build found: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
