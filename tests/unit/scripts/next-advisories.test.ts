/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { gte } from 'semver';
import advisories from '@/scripts/next-advisories.json';

const installed = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string }).version;

it.each(advisories.advisories)('the installed Next.js is patched for $id ($summary)', ({ fixedIn }) => {
  expect({ installed, patched: gte(installed, fixedIn) }).toEqual({ installed, patched: true });
});

it('compares versions as semver does: numerically, and a prerelease of the fixed version is not yet fixed', () => {
  expect(gte('16.10.0', '16.9.1')).toBe(true);
  expect(gte('16.3.3', '16.3.3')).toBe(true);
  expect(gte('16.3.3-canary.2', '16.3.3')).toBe(false);
  expect(gte('16.4.0-canary.2', '16.3.3')).toBe(true);
});

it('pins the version the architecture names', () => {
  expect(installed).toBe('16.4.6');
});
