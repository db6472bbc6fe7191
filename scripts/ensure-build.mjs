/** Build the site once if there is no production build yet (the e2e suite runs against `next build` output). */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('.next/BUILD_ID')) {
  console.log('no production build found: running next build');
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // What npm run build does after next build (scripts/compile-hints.mjs).
  const hints = spawnSync(process.execPath, ['scripts/compile-hints.mjs'], { stdio: 'inherit' });
  process.exit(hints.status ?? 1);
}
